/**
 * Who is behind a new socket: the same session cookie as HTTP, read from the handshake. Sets
 * `socket.data.isAdmin` and the session's id and expiry (never the token), and returns the
 * steamid (the framework joins `user:<steamid>` and `session:<id>`). A handshake from a foreign
 * browser origin stays anonymous, so another site cannot ride the cookie.
 */
import type { IdentifySocket } from '../framework/sockets.ts';
import { SESSION_COOKIE, cookieFromHeader } from './session-cookie.ts';
import { sessionFromToken, type SessionLookup } from './session-user.ts';

export function identifySocket(deps: SessionLookup & { allowedOrigins: readonly string[] }): IdentifySocket {
  return async (socket) => {
    socket.data.isAdmin = false;
    const { headers } = socket.handshake;
    const origin = headers.origin;
    if (origin && !isSameOrigin(origin, headers.host) && !deps.allowedOrigins.includes(origin)) return null;
    const session = await sessionFromToken(deps, cookieFromHeader(headers.cookie, SESSION_COOKIE));
    if (!session) return null;
    socket.data.isAdmin = session.user.isAdmin;
    socket.data.sessionId = session.id;
    socket.data.sessionExpiresAt = session.expiresAt;
    return session.user.steamid;
  };
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}
