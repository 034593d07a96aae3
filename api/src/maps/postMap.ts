/**
 * POST /api/maps/ {name, formats} (admin): adds a map to the pools of these formats, or, for a
 * map already listed, sets its pools (and makes it active again). Answers the whole list, as
 * GET /api/maps/ does. The lobbies of every format whose pool changed take it for their next map vote.
 * Taking a map out of a format's pool follows the delete's rule: not the pool's last map (409),
 * checked and written at once on the pools' guard (pool-guard.ts).
 */
import { formatDisplayName, type Format } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { conflict } from '../framework/errors.ts';
import { isDuplicateKey } from '../db/errors.ts';
import type { MapsDeps } from './deps.ts';
import { mapList } from './getMaps.ts';
import { forgetMap, joinPools, leavePools } from './pool-guard.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postMap(deps: MapsDeps): BodyHandler<'addMap'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const formats = [...new Set(body.formats)];
    const current = await deps.collections.maps.findOne({ _id: body.name });
    const leaving = current?.isActive ? current.formats.filter((f) => !formats.includes(f)) : [];
    const emptied = await leavePools(deps, body.name, leaving);
    if (emptied) throw conflict(`${body.name} is the last map of the ${formatDisplayName(emptied)} pool: add another first`);
    // Written only over the map as read (its pools were checked against that), else 409: try again.
    const doc = { name: body.name, formats, isActive: true };
    const written = current
      ? await deps.collections.maps.updateOne({ _id: body.name, formats: current.formats, isActive: current.isActive }, { $set: doc })
      : await deps.collections.maps.insertOne({ _id: body.name, ...doc }).catch((err: unknown) => {
          if (isDuplicateKey(err)) return { matchedCount: 0 };
          throw err;
        });
    // Not rejoined to the pools it left: the lists may lag behind the maps (refusing more), never lead.
    if ('matchedCount' in written && written.matchedCount === 0) throw conflict(`${body.name} was changed by someone else meanwhile: try again`);
    await joinPools(deps, body.name, formats);
    // Deleted between our write and the join: take it out again, the lists must not keep a map that is gone.
    if (!(await deps.collections.maps.findOne({ _id: body.name }, { projection: { _id: 1 } }))) await forgetMap(deps, body.name, formats);
    await recordAdminAction(deps, admin, {
      action: 'addMap',
      target: { kind: 'map', id: body.name, label: body.name },
      details: { formats: formats.join(', '), ...(current ? { previousFormats: current.formats.join(', ') } : {}) },
    });
    const changed: Format[] = [...new Set([...formats, ...(current?.formats ?? [])])];
    await deps.events.publish('maps/poolChanged', { formats: changed });
    ctx.status = current ? 200 : 201;
    ctx.body = await mapList(deps.collections.maps);
  };
}
