import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, type BroadcastOperator } from 'socket.io';
import { connectError } from './connect-error.ts';
import type { Logger } from './logger.ts';
import { connectRedisFanOut, type RedisFanOut } from './redis-adapter.ts';
import { coalesceBroadcastWrites } from './socket-writes.ts';
import { limitSocketsPerAddress, MAX_SOCKETS_PER_ADDRESS, rateLimitEvents, SOCKET_CONNECT_TIMEOUT_MS, SOCKET_MAX_PAYLOAD_BYTES } from './socket-limits.ts';
import type { PugServer, PugSocket, ServerToClientEvents, SocketData } from './socket-events.ts';

export type { PugServer, PugSocket };
type Emitter = BroadcastOperator<ServerToClientEvents, SocketData>;

export const SOCKET_PATH = '/socket.io';

export const userRoom = (steamid: string) => `user:${steamid}`;
/** Every signed-in socket (announcements meant for players, not visitors). */
export const SIGNED_IN_ROOM = 'signed-in';
/** The sockets opened with one session (`socket.data.sessionId`): logout disconnects them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Who is behind a new socket: the sign-in issue resolves the session cookie in the handshake to
 * a steamid. Returning null keeps the socket anonymous (it still gets every queue's events).
 */
export type IdentifySocket = (socket: PugSocket) => Promise<string | null> | string | null;

/** Broadcast targets for the rest of api: a queue's lobby, one player, everyone. */
export interface Realtime {
  /**
   * A queue's watchers: every socket, anonymous or signed in (every page shows every queue's
   * count, so a room per queue would hold every socket, at a room entry per socket and queue).
   */
  toQueue(queueName: string): Emitter;
  toUser(steamid: string): Emitter;
  toAll(): Emitter;
  /** Every signed-in socket except those of `steamids`. */
  toSignedInExcept(steamids: readonly string[]): Emitter;
}

export interface Sockets {
  io: PugServer;
  realtime: Realtime;
  /** Registers a handler run for every new socket (after it joined its rooms). */
  onConnection(handler: (socket: PugSocket) => void): void;
  /**
   * Before listening: with `redisUrl`, connects Redis and switches to its adapter, so every
   * broadcast (`realtime.*`) also reaches the sockets of the other api processes. Throws
   * RedisUnavailableError when Redis cannot be reached. Resolves to the Redis connection (for
   * framework/peers.ts), or undefined without `redisUrl`.
   */
  start(): Promise<RedisFanOut | undefined>;
  /** Disconnects every socket, closes the HTTP server, then the Redis clients. */
  close(): Promise<void>;
}

export interface SocketOptions {
  server: HttpServer;
  logger: Logger;
  /** When non-empty, only these Origin headers may open a socket (browsers always send one). */
  allowedOrigins: readonly string[];
  identify?: IdentifySocket;
  /** Redis for the fan-out across api processes; unset = Socket.IO's in-memory adapter. */
  redisUrl?: string | undefined;
  /** Trust X-Forwarded-For for the client's address (the app's `app.proxy`). */
  trustProxy?: boolean;
  /** Open sockets per client address (default MAX_SOCKETS_PER_ADDRESS). */
  maxSocketsPerAddress?: number;
  /** The clock of the event rate limit (default Date.now). */
  now?: () => number;
}

/**
 * Socket.IO on the api's HTTP server: path /socket.io, websocket transport only, with the limits
 * of socket-limits.ts (sockets per address, events per socket, payload size).
 */
export function createSockets(opts: SocketOptions): Sockets {
  const { logger } = opts;
  const io: PugServer = new Server(opts.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    connectTimeout: SOCKET_CONNECT_TIMEOUT_MS,
    allowRequest: (req, done) => {
      if (!isOriginAllowed(req, opts.allowedOrigins)) return done('Origin not allowed', false);
      if (!perAddress.allows(req)) return done('Too many connections', false);
      done(null, true);
    },
  });
  const now = opts.now ?? Date.now;
  const handlers: Array<(socket: PugSocket) => void> = [];
  // First: an address over its limit is refused before any database work.
  const perAddress = limitSocketsPerAddress(io, {
    max: opts.maxSocketsPerAddress ?? MAX_SOCKETS_PER_ADDRESS,
    trustProxy: opts.trustProxy ?? false,
  });

  io.use((socket, next) => {
    socket.data.isAdmin = false;
    socket.data.sessionId = null;
    socket.data.sessionExpiresAt = null;
    Promise.resolve(opts.identify ? opts.identify(socket) : null)
      .finally(() => forgetCredentials(socket))
      .then(
        (steamid) => {
          socket.data.steamid = steamid;
          next();
        },
        (err: unknown) => {
          logger.error({ err }, 'socket identify failed');
          next(connectError('Could not identify the connection', 'IDENTIFY_FAILED'));
        },
      );
  });

  io.on('connection', (socket) => {
    coalesceBroadcastWrites(socket);
    rateLimitEvents(socket, { now, logger });
    if (socket.data.steamid) void socket.join([userRoom(socket.data.steamid), SIGNED_IN_ROOM]);
    if (socket.data.sessionId) void socket.join(sessionRoom(socket.data.sessionId));
    logger.debug({ id: socket.id, steamid: socket.data.steamid }, 'socket connected');
    for (const handler of handlers) handler(socket);
  });

  const realtime: Realtime = {
    toQueue: () => io.except([]),
    toUser: (steamid) => io.to(userRoom(steamid)),
    // Every socket of the namespace, anonymous or signed in (an empty exclusion list).
    toAll: () => io.except([]),
    toSignedInExcept: (steamids) => io.to(SIGNED_IN_ROOM).except(steamids.map(userRoom)),
  };

  let redis: RedisFanOut | undefined;
  const inMemoryAdapter = io.adapter();
  const start = async () => {
    if (!opts.redisUrl || redis) return redis;
    redis = await connectRedisFanOut(opts.redisUrl, logger);
    io.adapter(redis.adapter);
    return redis;
  };
  const close = async () => {
    const closing = redis;
    redis = undefined;
    // With Redis unreachable the adapter's unsubscribes would wait for it (and fail unhandled once
    // the clients are dropped): close on the in-memory adapter instead, nothing is left to tell.
    if (closing && !closing.isReady() && inMemoryAdapter) io.adapter(inMemoryAdapter);
    try {
      await closeServer(io);
    } finally {
      await closing?.close();
    }
  };

  return { io, realtime, onConnection: (handler) => handlers.push(handler), start, close };
}

/** Request headers that carry credentials: read once by `identify`, then dropped from the handshake. */
const CREDENTIAL_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);

/**
 * Once the socket is identified its handshake keeps no credential: a `fetchSockets()` answer
 * (which any process on the Redis adapter may ask for) carries the handshake through Redis.
 */
function forgetCredentials(socket: PugSocket): void {
  const kept = Object.fromEntries(Object.entries(socket.handshake.headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())));
  // The handshake's headers were the request's own object, which the socket keeps too: both get
  // the copy, so no socket holds its headers twice. (Deleting in place would leave the object in
  // V8's slower, bigger dictionary mode.)
  socket.handshake.headers = kept;
  socket.request.headers = kept;
}

/** Disconnects every socket, closes each namespace's adapter and the HTTP server (io.close). */
function closeServer(io: PugServer): Promise<void> {
  return new Promise((resolve, reject) => {
    void io.close((err) => {
      // Closing a server that never listened is fine.
      if (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(err);
      else resolve();
    });
  });
}

function isOriginAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const origin = req.headers.origin;
  // Non-browser clients (tests, bots, server-to-server) send no Origin; CSWSH needs a browser.
  if (origin === undefined) return true;
  return allowed.includes(origin);
}
