/**
 * Limits on realtime clients: open sockets per client address (per api process), events per
 * socket (a token bucket; a socket that keeps flooding is disconnected), and the payload size.
 * Socket payloads are tiny: the biggest client event, `ready`, is about 100 bytes of JSON.
 */
import type { IncomingMessage } from 'node:http';
import { connectError } from './connect-error.ts';
import type { Logger } from './logger.ts';
import type { PugServer, PugSocket } from './socket-events.ts';

/** Open sockets from one client address (a household or a LAN party, a few tabs each). */
export const MAX_SOCKETS_PER_ADDRESS = 20;
export const TOO_MANY_CONNECTIONS = 'Too many connections from your address';
/** Events a socket may send at once, and how many a second refill that allowance. */
export const EVENT_BURST = 20;
export const EVENTS_PER_SECOND = 10;
/** Refused events (refilled at EVENTS_PER_SECOND) before a flooding socket is disconnected. */
const FLOOD_REFUSALS_BEFORE_DISCONNECT = 100;
/** The largest message a socket may send (engine.io's maxHttpBufferSize; more closes the connection). */
export const SOCKET_MAX_PAYLOAD_BYTES = 16 * 1024;
/** A connection that has not joined the namespace by then is closed (Socket.IO's default is 45 s). */
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;

const RATE_LIMITED_BODY = {
  error: { code: 'RATE_LIMITED', message: `Too many requests: at most ${EVENTS_PER_SECOND} a second. Slow down and try again.` },
} as const;

/**
 * The client's address. Behind a proxy (`app.proxy`, production) the last X-Forwarded-For entry:
 * the address the proxy saw, which the client cannot forge (the entries before it it can).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? peer;
}

/**
 * Counts the engine.io connections of each address. A connection over the limit is refused at the
 * namespace with TOO_MANY_CONNECTIONS (the client's connect_error) and closed; further upgrades
 * while an address is over the limit are refused before any handshake.
 */
export function limitSocketsPerAddress(io: PugServer, opts: { max: number; trustProxy: boolean }) {
  const open = new Map<string, number>();
  const addressOf = (req: IncomingMessage) => clientAddress(req, opts.trustProxy);
  const count = (address: string) => open.get(address) ?? 0;

  // Each connection's address, and one 'close' listener for them all: a socket at rest holds no closure of its own for it.
  const addresses = new WeakMap<PugSocket['conn'], string>();
  function release(this: PugSocket['conn']) {
    const address = addresses.get(this);
    if (address === undefined) return;
    addresses.delete(this);
    const left = count(address) - 1;
    if (left > 0) open.set(address, left);
    else open.delete(address);
  }
  io.engine.on('connection', (conn: PugSocket['conn']) => {
    const address = addressOf(conn.request);
    open.set(address, count(address) + 1);
    addresses.set(conn, address);
    conn.on('close', release);
  });

  io.use((socket, next) => {
    if (count(addressOf(socket.request)) <= opts.max) return next();
    next(connectError(TOO_MANY_CONNECTIONS, 'TOO_MANY_CONNECTIONS'));
    // After the CONNECT_ERROR packet (sent on the next tick) has been written.
    setImmediate(() => socket.conn.close());
  });

  return {
    /** For `allowRequest`: false while the address is already over the limit. */
    allows: (req: IncomingMessage) => count(addressOf(req)) <= opts.max,
  };
}

/** A token bucket: `capacity` at most, refilled at `perSecond`, on the given clock. */
class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.perSecond) / 1000);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Rate-limits the events of one socket: over the limit an event is not run, and its ack (when it
 * has one) gets RATE_LIMITED_BODY; a socket that keeps flooding is disconnected.
 */
export function rateLimitEvents(socket: PugSocket, opts: { now: () => number; logger: Logger }): void {
  // Made at the first event and the first refusal: a bucket is full until then either way, and
  // most sockets never send one.
  let events: TokenBucket | undefined;
  let refusals: TokenBucket | undefined;
  socket.use((packet, next) => {
    const now = opts.now();
    events ??= new TokenBucket(EVENT_BURST, EVENTS_PER_SECOND, now);
    if (events.take(now)) return next();
    const ack: unknown = packet.at(-1);
    if (typeof ack === 'function') (ack as (res: typeof RATE_LIMITED_BODY) => void)(RATE_LIMITED_BODY);
    refusals ??= new TokenBucket(FLOOD_REFUSALS_BEFORE_DISCONNECT, EVENTS_PER_SECOND, now);
    if (!refusals.take(now) && socket.connected) {
      opts.logger.warn({ id: socket.id, steamid: socket.data.steamid, address: socket.handshake.address }, 'socket flooding: disconnected');
      socket.disconnect(true);
    }
  });
}
