/** GET /api/xpRequests/ (admin) — custom seasons waiting for approval, oldest request first, with the requester's alias and avatar. */
import type { XpRequest, XpRequestsResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';

const XP_REQUESTS_LIMIT = 200;

export function getXpRequests(collections: Collections): Middleware {
  return async (ctx) => {
    const waiting = await collections.customSeasons.find({ approved: false }, { sort: { requestedAt: 1, _id: 1 }, limit: XP_REQUESTS_LIMIT }).toArray();
    const users = await collections.users
      .find({ _id: { $in: [...new Set(waiting.map((s) => s.steamid))] } }, { projection: { alias: 1, avatar: 1 } })
      .toArray();
    const byId = new Map(users.map((u) => [u._id, u]));
    const body: XpRequestsResponse = waiting.map((s): XpRequest => {
      const user = byId.get(s.steamid);
      return {
        _id: s._id,
        teamUrl: s.teamUrl,
        role: s.role,
        formatName: s.formatName,
        divisionName: s.divisionName,
        steamid: s.steamid,
        seasonId: s.seasonId,
        startedAt: s.startedAt,
        leftAt: s.leftAt ?? null,
        approved: false,
        alias: user?.alias ?? s.steamid,
        ...(user?.avatar ? { avatar: user.avatar } : {}),
      };
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
