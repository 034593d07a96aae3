import type { Middleware } from 'koa';
import type { AuthDeps } from './auth-deps.ts';
import { clearSessionCookie, readSessionCookie } from './session-cookie.ts';
import { deleteSession } from './session-store.ts';

/**
 * POST /auth/logout: ends the session in the database and in every process's session cache, disconnects the sockets opened with it (on
 * every api process) and clears the cookie. Idempotent.
 */
export function logout(deps: AuthDeps): Middleware {
  return async (ctx) => {
    const sessionId = await deleteSession(deps.collections.sessions, readSessionCookie(ctx));
    if (sessionId) {
      await deps.forgetSession(sessionId);
      deps.sessionSockets.disconnectSession(sessionId);
    }
    clearSessionCookie(ctx);
    ctx.state.user = undefined;
    ctx.body = { ok: true };
  };
}
