/**
 * GET /api/admin/players?q=&page= (admin): players by Steam ID (digits: a prefix of the steamid)
 * or alias (a case-insensitive prefix), sorted by alias, a page of ADMIN_PAGE_SIZE at a time.
 * Both are anchored prefix matches on indexed fields (users.steamid, users.aliasKey), paged in the
 * database; the page's bans come in one query.
 */
import { ADMIN_PAGE_SIZE, adminPlayersQuerySchema, type AdminPlayersResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Filter } from 'mongodb';
import { aliasPrefixFilter } from '../db/alias-prefix.ts';
import type { Collections, UserDoc } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';
import { adminPlayerRow } from './views.ts';

function playerSearchFilter(q: string): Filter<UserDoc> {
  if (q === '') return {};
  if (/^\d+$/.test(q)) return { steamid: { $regex: `^${q}` } };
  return { aliasKey: aliasPrefixFilter(q) };
}

export function getAdminPlayers(deps: { collections: Collections; adminSteamids: readonly string[]; now: () => number }): Middleware {
  return async (ctx) => {
    const { q, page } = parseWith(adminPlayersQuerySchema, ctx.query, 'query');
    const filter = playerSearchFilter(q);
    const [users, total] = await Promise.all([
      deps.collections.users
        .find(filter, { projection: { _id: 1, steamid: 1, alias: 1, avatar: 1, isAdmin: 1, isDummy: 1 } })
        .sort({ alias: 1, _id: 1 })
        .skip((page - 1) * ADMIN_PAGE_SIZE)
        .limit(ADMIN_PAGE_SIZE)
        .toArray(),
      deps.collections.users.countDocuments(filter),
    ]);
    const discipline = await deps.collections.discipline.find({ userId: { $in: users.map((u) => u.steamid) } }).toArray();
    const now = deps.now();
    const body: AdminPlayersResponse = {
      players: users.map((u) =>
        adminPlayerRow(
          u,
          discipline.filter((d) => d.userId === u.steamid),
          deps.adminSteamids,
          now,
        ),
      ),
      total,
      page,
      pageSize: ADMIN_PAGE_SIZE,
    };
    ctx.body = body;
  };
}
