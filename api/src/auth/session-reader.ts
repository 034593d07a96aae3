import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import type { SessionCache } from './session-cache.ts';
import type { SessionLookup } from './session-user.ts';
import { readSessionCookie } from './session-cookie.ts';
import { sessionIdOf } from './session-store.ts';
import { sessionFromId } from './session-user.ts';

/**
 * Sets `ctx.state.user` from the session cookie for every request. A tampered, unknown or
 * expired cookie simply leaves the request signed out (guards answer 401). A session looked up
 * lately comes from `cache` (session-cache.ts) without a database read. `seen` notes the session id
 * it took from each request ('' for none): a replayed answer is recorded only for that viewer.
 */
export function sessionReader(deps: SessionLookup, cache: SessionCache, seen: WeakMap<IncomingMessage, string>): Middleware {
  return async (ctx, next) => {
    const id = sessionIdOf(readSessionCookie(ctx));
    seen.set(ctx.req, id ?? '');
    if (id) {
      let live = cache.get(id, deps.now());
      if (!live) {
        const generation = cache.generation();
        const found = await sessionFromId(deps, id);
        if (found) cache.set(found, generation, deps.now());
        live = found ?? undefined;
      }
      if (live) ctx.state.user = live.user;
    }
    await next();
  };
}
