/**
 * GET /api/online: how many players have a page open, for everyone; who they are (alias, avatar,
 * admin or not; admins first) only for a signed-in viewer: a visitor cannot watch who is on.
 */
import { sortOnlinePlayers, type OnlineResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { serviceUnavailable } from '../framework/errors.ts';
import type { OnlineCount } from './online-count.ts';

/** The most names listed (the count stays exact). */
const LISTED_MAX = 500;

export function getOnline(collections: Collections, online: OnlineCount): Middleware {
  return async (ctx) => {
    const steamids = await online.read().catch(() => {
      throw serviceUnavailable('Could not count the players online: try again');
    });
    const body: OnlineResponse = { count: steamids.size };
    if (ctx.state.user) {
      const users = await collections.users
        .find({ _id: { $in: [...steamids].slice(0, LISTED_MAX) } }, { projection: { _id: 0, steamid: 1, alias: 1, avatar: 1, isAdmin: 1 } })
        .toArray();
      body.players = sortOnlinePlayers(
        users.map((u) => ({ steamid: u.steamid, alias: u.alias, ...(u.avatar ? { avatar: u.avatar } : {}), isAdmin: u.isAdmin === true })),
      );
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
