/**
 * The other api processes (with REDIS_URL): after a process stores a change that every process
 * keeps a copy of (a queue's lobby, a cached session), it announces the change on a Redis channel, and the others
 * reload that copy at once instead of waiting for their slow poll. The announcement carries the
 * stored version, so a process that already has it skips the reload. Without REDIS_URL there is
 * one process and nobody to tell. A failed publish is logged and never fails the write that made
 * it (the slow poll still catches up); a message that does not parse is logged and dropped.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from './logger.ts';
import type { RedisFanOut } from './redis-adapter.ts';

/** The Redis channel of the announcements. */
const CHANNEL = 'pug:stored-changes';

const storedChangeSchema = z.discriminatedUnion('kind', [
  /** The lobby of queue `name` is now at `version`. */
  z.strictObject({ kind: z.literal('lobby'), name: z.string().min(1).max(100), version: z.number().int().nonnegative() }),
  /** The session with this id (the token's SHA-256) ended: no process may serve it from a cache. */
  z.strictObject({ kind: z.literal('session'), id: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** The user's stored record changed (a ban, an alias): their cached sessions are read again. */
  z.strictObject({ kind: z.literal('user'), steamid: z.string().min(1).max(100) }),
  /** A user, custom season, discipline entry or notification was written: cached self answers are read again. */
  z.strictObject({ kind: z.literal('selfData') }),
]);
/** A stored change another process may hold a copy of. */
type StoredChange = z.infer<typeof storedChangeSchema>;

const announcementSchema = z.strictObject({ from: z.string().min(1).max(100), change: storedChangeSchema });

export interface Peers {
  /** Tells the other api processes about a change already stored. Never throws. */
  announce(change: StoredChange): void;
  /** `announce`, resolved once Redis has passed it on (a logout answers after that). Never rejects. */
  announced(change: StoredChange): Promise<void>;
  /** Runs `react` for each change another process announces (`who` names it in the logs). */
  onAnnounced(who: string, react: (change: StoredChange) => void | Promise<void>): void;
  /** True once announcements travel (REDIS_URL set and connected). */
  connected(): boolean;
}

export interface PeersLink extends Peers {
  /** Starts announcing and listening on the Redis connection (app.ts, after sockets.start). */
  connect(redis: RedisFanOut): Promise<void>;
}

export function createPeers(logger: Logger): PeersLink {
  const self = randomUUID();
  const reactions: Array<{ who: string; react: (change: StoredChange) => void | Promise<void> }> = [];
  let redis: RedisFanOut | undefined;

  const received = async (message: string) => {
    let parsed: z.infer<typeof announcementSchema>;
    try {
      parsed = announcementSchema.parse(JSON.parse(message));
    } catch {
      logger.warn({ channel: CHANNEL, bytes: message.length }, 'ignored an announcement that does not parse');
      return;
    }
    if (parsed.from === self) return;
    for (const { who, react } of reactions) {
      try {
        await react(parsed.change);
      } catch (err) {
        logger.error({ err, change: parsed.change, subscriber: who }, 'reacting to another process’s change failed');
      }
    }
  };

  const announced = async (change: StoredChange): Promise<void> => {
    if (!redis) return;
    try {
      await redis.publish(CHANNEL, JSON.stringify({ from: self, change }));
    } catch (err) {
      logger.warn({ err, change }, 'could not announce a stored change to the other api processes');
    }
  };

  return {
    announce(change) {
      void announced(change);
    },
    announced,
    onAnnounced(who, react) {
      reactions.push({ who, react });
    },
    connected: () => redis !== undefined,
    async connect(link) {
      await link.subscribe(CHANNEL, (message) => void received(message));
      redis = link;
    },
  };
}
