/**
 * Who is behind a new socket: the same session cookie as HTTP, read from the handshake. Sets
 * `socket.data.isAdmin` and returns the steamid (the framework joins `user:<steamid>`). A
 * handshake from a foreign browser origin stays anonymous, so another site cannot ride the cookie.
 */
import type { IdentifySocket } from '../framework/sockets.ts';
import { SESSION_COOKIE, cookieFromHeader } from './session-cookie.ts';
import { sessionUserFromToken, type SessionLookup } from './session-user.ts';

export function identifySocket(deps: SessionLookup & { allowedOrigins: readonly string[] }): IdentifySocket {
  return async (socket) => {
    socket.data.isAdmin = false;
    const { headers } = socket.handshake;
    const origin = headers.origin;
    if (origin && !isSameOrigin(origin, headers.host) && !deps.allowedOrigins.includes(origin)) return null;
    const user = await sessionUserFromToken(deps, cookieFromHeader(headers.cookie, SESSION_COOKIE));
    if (!user) return null;
    socket.data.isAdmin = user.isAdmin;
    return user.steamid;
  };
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}
