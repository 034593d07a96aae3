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

export interface SessionExpiry {
  /** For every new socket: a signed-in one is disconnected when its session expires (on the app's clock). */
  onSocket(socket: PugSocket): void;
  stop(): void;
}

/**
 * One timer for the process, set for the soonest expiry among the open sockets: when it fires,
 * the expired sockets are disconnected and it is set for the next. A socket holds no timer and
 * no listener of its own, and one that closed is simply no longer among the open sockets.
 */
export function disconnectAtSessionExpiry(io: PugServer, now: () => number): SessionExpiry {
  let timer: NodeJS.Timeout | undefined;
  /** When the timer fires, on the monotonic clock (the app's clock may be set, as tests do). */
  let firesAt = Infinity;
  const schedule = (inMs: number) => {
    clearTimeout(timer);
    timer = undefined;
    firesAt = performance.now() + inMs;
    if (inMs === Infinity) return;
    timer = setTimeout(sweep, Math.min(Math.max(0, inMs), MAX_TIMER_MS));
    timer.unref();
  };
  const sweep = () => {
    const t = now();
    let next = Infinity;
    for (const socket of io.of('/').sockets.values()) {
      const expiresAt = socket.data.sessionExpiresAt;
      if (expiresAt === null || expiresAt === undefined) continue;
      if (expiresAt <= t) socket.disconnect(true);
      else next = Math.min(next, expiresAt - t);
    }
    schedule(next);
  };
  return {
    onSocket(socket) {
      const expiresAt = socket.data.sessionExpiresAt;
      if (expiresAt === null) return;
      const inMs = expiresAt - now();
      if (inMs <= 0) socket.disconnect(true);
      else if (performance.now() + inMs < firesAt) schedule(inMs);
    },
    stop: () => schedule(Infinity),
  };
}
