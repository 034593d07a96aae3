import type { Middleware } from 'koa';
import type { SessionLookup } from './session-user.ts';
import { readSessionCookie } from './session-cookie.ts';
import { sessionUserFromToken } from './session-user.ts';

/**
 * Sets `ctx.state.user` from the session cookie for every request. A tampered, unknown or
 * expired cookie simply leaves the request signed out (guards answer 401).
 */
export function sessionReader(deps: SessionLookup): Middleware {
  return async (ctx, next) => {
    const token = readSessionCookie(ctx);
    if (token) {
      const user = await sessionUserFromToken(deps, token);
      if (user) ctx.state.user = user;
    }
    await next();
  };
}
