import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { unauthorized } from '../framework/errors.ts';
import { loadSelfResponse } from './self-user.ts';

/** GET /api/self/: the signed-in user (spec §3 self user) with their notifications; 401 signed out. */
export function getSelf(collections: Collections, discordConfigured: boolean): Middleware {
  return async (ctx) => {
    const user = sessionUser(ctx);
    const self = await loadSelfResponse(collections, user.steamid, user.isAdmin);
    // The session outlived its user (deleted by an admin): treat as signed out.
    if (!self) throw unauthorized('Not signed in');
    ctx.body = { ...self, discordConfigured };
  };
}
