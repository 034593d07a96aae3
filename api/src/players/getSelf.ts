import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { unauthorized } from '../framework/errors.ts';
import type { SelfCache } from './self-cache.ts';
import { loadSelfResponse } from './self-user.ts';

/** GET /api/self/: the signed-in user (docs/product.md "Entities" self user) with their notifications; 401 signed out. Cached (self-cache.ts). */
export function getSelf(deps: { collections: Collections; cache: SelfCache; now: () => number }, discordConfigured: boolean): Middleware {
  return async (ctx) => {
    const user = sessionUser(ctx);
    // The player's own data (notifications, discipline): no browser or proxy cache keeps it.
    ctx.set('Cache-Control', 'no-store');
    let self = deps.cache.get(user.steamid, user.isAdmin, deps.now());
    if (!self) {
      const generation = deps.cache.generation();
      const read = await loadSelfResponse(deps.collections, user.steamid, user.isAdmin);
      // The session outlived its user (deleted by an admin): treat as signed out.
      if (!read) throw unauthorized('Not signed in');
      deps.cache.set(user.steamid, user.isAdmin, read, generation, deps.now());
      self = read;
    }
    ctx.body = { ...self, discordConfigured };
  };
}
