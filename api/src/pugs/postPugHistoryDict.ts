/**
 * POST /api/pugHistoryDict {keys, ids, maps, users, phases}: pugs matching every non-empty filter (these
 * ids; played on these maps; with any of these players, subs included; in these phases), newest first, with only
 * the `keys` fields (all wire fields when empty). Without ids, at most HISTORY_LIMIT pugs.
 */
import { type Pug } from '@pug/domain';
import type { Filter } from 'mongodb';
import type { Collections, PugDoc } from '../db/index.ts';
import { badRequest } from '../framework/errors.ts';
import { toPugWire } from './pug-doc.ts';
import type { BodyHandler } from '../framework/mount.ts';

const HISTORY_LIMIT = 100;
const WIRE_KEYS: readonly (keyof Pug)[] = [
  '_id',
  'queueName',
  'phase',
  'startAt',
  'endAt',
  'gameStartAt',
  'teams',
  'subbedPlayers',
  'shorthand',
  'map',
  'data',
  'countdownInfo',
  'readiedPlayers',
  'unreadiedPlayers',
  'undeclaredPlayers',
];

export function postPugHistoryDict(collections: Collections): BodyHandler<'pugHistoryDict'> {
  return async (ctx, body) => {
    const unknown = body.keys.filter((k) => !(WIRE_KEYS as readonly string[]).includes(k));
    if (unknown.length > 0) throw badRequest(`Invalid body: keys: not a pug field: ${unknown.join(', ')}`);
    const filter: Filter<PugDoc> = {};
    if (body.ids.length > 0) filter._id = { $in: body.ids };
    if (body.maps.length > 0) filter.map = { $in: body.maps };
    if (body.users.length > 0) filter.players = { $in: body.users };
    if (body.phases.length > 0) filter.phase = { $in: body.phases };
    const docs = await collections.pugs.find(filter, { sort: { startAt: -1 }, limit: body.ids.length > 0 ? body.ids.length : HISTORY_LIMIT }).toArray();
    const keys = body.keys.length > 0 ? new Set(['_id', ...body.keys]) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = docs.map((doc) => {
      const pug = toPugWire(doc);
      return keys ? Object.fromEntries(Object.entries(pug).filter(([k]) => keys.has(k))) : pug;
    });
  };
}
