/** GET /api/v1/ladder?format=&role=&page=: players by elo in one format and class (as the site's ladder, without its search). */
import { PUBLIC_API_MAX_LIMIT, publicLadderQuerySchema, publicLadderSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Filter } from 'mongodb';
import type { Collections, UserDoc } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';

export function getPublicLadder(collections: Collections): Middleware {
  return async (ctx) => {
    const { format, role, page } = parseWith(publicLadderQuerySchema, ctx.query, 'query');
    const field = `elos.${format}.${role}`;
    // Sorted and counted on the ladder's partial index (db/indexes.ts); an admin's dummy is never listed.
    const filter: Filter<UserDoc> = { [field]: { $exists: true }, $or: [{ isDummy: { $ne: true } }, { isDemo: true }] };
    const limit = PUBLIC_API_MAX_LIMIT;
    const skip = (page - 1) * limit;
    const [docs, total] = await Promise.all([
      collections.users
        .find(filter, {
          sort: { [field]: -1, _id: 1 },
          skip,
          limit,
          projection: { _id: 0, steamid: 1, alias: 1, avatar: 1, [field]: 1, [`rankings.${format}.${role}`]: 1 },
        })
        .toArray(),
      collections.users.countDocuments(filter),
    ]);
    const rows = docs.map((d, i) => {
      const stats = d.rankings?.[format]?.[role];
      return {
        rank: skip + i + 1,
        steamid: d.steamid,
        alias: d.alias,
        ...(d.avatar ? { avatar: d.avatar } : {}),
        elo: d.elos?.[format]?.[role] ?? 0,
        w: stats?.w ?? 0,
        l: stats?.l ?? 0,
      };
    });
    ctx.body = publicLadderSchema.parse({ format, role, rows, page, limit, total });
  };
}
