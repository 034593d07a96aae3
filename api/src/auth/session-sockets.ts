/**
 * Sockets do not outlive what signed them in: logout (and a sign-in that replaces the session)
 * disconnects the sockets opened with that session, a ban disconnects all of the user's sockets,
 * and a socket is disconnected when its session expires. Disconnects go through the Socket.IO
 * adapter, so with REDIS_URL they reach the sockets of every api process. A client that comes
 * back is identified afresh at its handshake (anonymous when its session is gone).
 */
import { sessionRoom, userRoom, type PugServer, type PugSocket } from '../framework/sockets.ts';

export interface SessionSockets {
  /** Disconnects the sockets opened with this session (its id, the token's hash), on every process. */
  disconnectSession(sessionId: string): void;
}

export function sessionSockets(io: PugServer): SessionSockets {
  return { disconnectSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true) };
}

/**
 * Disconnects every socket of `steamid` on every api process: for a ban (POST /api/banPlayer) or
 * anything else that changes what the user may do. Their client reconnects and is re-identified.
 */
export function disconnectUser(io: PugServer, steamid: string): void {
  io.in(userRoom(steamid)).disconnectSockets(true);
}

/** setTimeout's largest delay (about 24.8 days; sessions live 30 days by default). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** For every new socket: a signed-in one is disconnected when its session expires (on the app's clock). */
export function disconnectAtSessionExpiry(now: () => number): (socket: PugSocket) => void {
  return (socket) => {
    const expiresAt = socket.data.sessionExpiresAt;
    if (expiresAt === null) return;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      const left = expiresAt - now();
      if (left <= 0) {
        socket.disconnect(true);
        return;
      }
      timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
      timer.unref();
    };
    socket.once('disconnect', () => clearTimeout(timer));
    check();
  };
}
