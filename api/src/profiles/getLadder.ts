/**
 * GET /api/ladder?format=&role=&q=&page= — players by elo in one format and class, a page at a
 * time, searchable by alias (prefix, any case) or Steam ID (exact). Sorted on the partial index
 * `ladder_<format>_<role>` (db/indexes.ts), counted on it, never a read of every player. An alias
 * search is a range of `aliasKey` (index `alias_key`): the store reads the players in it and sorts
 * them, or walks the ladder when the prefix is so short that most players match. Dummies (admin
 * test players) are never listed, nor counted in a rank; the development seed's demo players
 * (dummies too, so they ready up by themselves; a demo site only) stay listed.
 */
import { LADDER_PAGE_SIZE, isSteamIdQuery, ladderQuerySchema, type LadderResponse, type LadderRow } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Filter } from 'mongodb';
import { aliasPrefixFilter } from '../db/alias-prefix.ts';
import type { Collections, UserDoc } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';

/** Who the ladder lists: real players and the demo seed's players, never an admin's dummy. */
const LISTED: Filter<UserDoc> = { $or: [{ isDummy: { $ne: true } }, { isDemo: true }] };

export function getLadder(collections: Collections): Middleware {
  return async (ctx) => {
    const { format, role, q, page } = parseWith(ladderQuerySchema, ctx.query, 'query');
    const field = `elos.${format}.${role}`;
    const ranked: Filter<UserDoc> = { [field]: { $exists: true }, ...LISTED };
    const filter: Filter<UserDoc> = !q ? ranked : isSteamIdQuery(q) ? { ...ranked, _id: q } : { ...ranked, aliasKey: aliasPrefixFilter(q) };
    const skip = (page - 1) * LADDER_PAGE_SIZE;
    const [docs, total] = await Promise.all([
      collections.users
        .find(filter, {
          sort: { [field]: -1, _id: 1 },
          skip,
          limit: LADDER_PAGE_SIZE,
          projection: { _id: 0, steamid: 1, alias: 1, avatar: 1, discordid: 1, [field]: 1, [`rankings.${format}.${role}`]: 1 },
        })
        .toArray(),
      collections.users.countDocuments(filter),
    ]);
    const eloOf = (d: UserDoc) => d.elos?.[format]?.[role] ?? 0;
    // A search shows each player's place on the whole ladder (one indexed count per row).
    const ranks = q
      ? await Promise.all(docs.map((d) => collections.users.countDocuments({ [field]: { $gt: eloOf(d) }, ...LISTED })))
      : docs.map((_, i) => skip + i);
    const rows: LadderRow[] = docs.map((d, i) => {
      const stats = d.rankings?.[format]?.[role];
      return {
        rank: ranks[i]! + 1,
        steamid: d.steamid,
        alias: d.alias,
        ...(d.avatar ? { avatar: d.avatar } : {}),
        ...(d.discordid ? { discordid: d.discordid } : {}),
        elo: eloOf(d),
        w: stats?.w ?? 0,
        l: stats?.l ?? 0,
        division: stats?.division ?? '',
        winStreak: stats?.winStreak ?? 0,
      };
    });
    const body: LadderResponse = { rows, page, pageSize: LADDER_PAGE_SIZE, total };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
