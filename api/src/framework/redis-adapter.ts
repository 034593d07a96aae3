import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Logger } from './logger.ts';

/** The Socket.IO adapter factory (`io.adapter(...)`) that fans broadcasts out through Redis. */
type AdapterFactory = ReturnType<typeof createAdapter>;

/** Redis pub/sub for Socket.IO: broadcasts from any api process reach sockets on every process. */
export interface RedisFanOut {
  adapter: AdapterFactory;
  /** Publishes `message` on `channel` through the publishing client (rejects when Redis refuses it). */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` with every message on `channel`, through the subscribing client the adapter also uses. */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  /** Both clients are connected now (false while Redis is unreachable and they retry). */
  isReady(): boolean;
  /** Closes both clients (after io.close, so the adapter's unsubscribes are flushed first). */
  close(): Promise<void>;
}

/** Redis could not be reached at start-up: a one-line message naming REDIS_URL, without its password. */
export class RedisUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

type Client = ReturnType<typeof createClient>;

const CONNECT_TIMEOUT_MS = 5000;
const MAX_RETRY_MS = 2000;
/** How long the publisher stays open after the subscriber closed, for answers already on their way. */
const ANSWER_GRACE_MS = 50;

/**
 * Connects the publishing client and its subscribing duplicate. At start-up a failure is final
 * (RedisUnavailableError, both clients destroyed); once connected, a lost connection is retried
 * with a capped backoff and logged, and Socket.IO keeps serving its own process's sockets.
 */
export async function connectRedisFanOut(url: string, logger: Logger): Promise<RedisFanOut> {
  const where = redactUrl(url);
  let started = false;
  const pub: Client = createClient({
    url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Give up at start-up so a wrong REDIS_URL fails fast; afterwards reconnect forever.
      reconnectStrategy: (retries) => (started ? Math.min(2 ** retries * 50, MAX_RETRY_MS) : false),
    },
  });
  const sub: Client = pub.duplicate();
  for (const [role, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (err: unknown) => {
      if (started) logger.warn({ redis: where, role, err: errorText(err) }, 'redis connection error');
    });
    client.on('reconnecting', () => logger.info({ redis: where, role }, 'redis reconnecting'));
    client.on('ready', () => {
      if (started) logger.info({ redis: where, role }, 'redis reconnected');
    });
  }

  const results = await Promise.allSettled([pub.connect(), sub.connect()]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    destroy(pub);
    destroy(sub);
    throw new RedisUnavailableError(`Cannot reach Redis at ${where} (REDIS_URL): ${errorText(failed.reason)}`);
  }
  started = true;
  logger.info({ redis: where }, 'socket events fan out through redis');

  return {
    adapter: createAdapter(pub, sub),
    publish: async (channel, message) => {
      await pub.publish(channel, message);
    },
    subscribe: (channel, listener) => sub.subscribe(channel, (message: string) => listener(message)),
    isReady: () => pub.isReady && sub.isReady,
    // The subscriber first: a question another process asked just before (presence) is then
    // answered on the still open publisher instead of rejecting on a closed one.
    close: async () => {
      await quit(sub);
      await new Promise((resolve) => setTimeout(resolve, ANSWER_GRACE_MS));
      await quit(pub);
    },
  };
}

async function quit(client: Client): Promise<void> {
  if (!client.isOpen) return;
  // A client retrying an unreachable Redis would wait for it to come back: drop it instead.
  if (!client.isReady) return destroy(client);
  try {
    await client.close();
  } catch {
    destroy(client);
  }
}

function destroy(client: Client): void {
  try {
    if (client.isOpen) client.destroy();
  } catch {
    // already closed
  }
}

/** The URL as shown in messages and logs: the password is replaced. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString().replace(/\/$/, '');
  } catch {
    return 'REDIS_URL';
  }
}

/** One line for an error: Node's connection AggregateError has an empty message, so use its parts. */
function errorText(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) {
    return [...new Set(err.errors.map((e) => errorText(e)))].join('; ');
  }
  if (err instanceof Error) {
    const code = (err as NodeJS.ErrnoException).code;
    return err.message || code || err.name;
  }
  return String(err);
}
