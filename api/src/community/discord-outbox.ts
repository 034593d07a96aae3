/**
 * The Discord bot's messages, kept in the store (`discordMessages`, one document per thing a
 * message is about) and sent by a sweep, so nothing the site does waits for Discord:
 * - `write` sets a message's text (a new revision); the first is posted, later ones edit it.
 * - The sweep claims a pending message with a conditional write (`claimUntil` lapsed -> this
 *   process), so of several api processes only one sends it; the message id is stored, so an edit
 *   after a restart finds its message.
 * - A failure is retried with backoff (`nextAttemptAt`); a 429 waits Discord's `retry_after` and
 *   pauses every send; an exhausted bucket (`X-RateLimit-Remaining: 0`) pauses until it resets; a
 *   refusal (4xx) is logged and dropped; an edit of a deleted message posts it again.
 * - Every try of one create carries the same `nonce` (from the key, not the text) with
 *   `enforce_nonce`, so a create whose answer was lost is not posted twice when retried, even if
 *   the text changed meanwhile: Discord answers the message it made, which is then edited to the
 *   newest text.
 * - A key names one message for good: a `final` text (a queue round that launched its pug) ends
 *   it, and later writes of that key are ignored (the next round has its own key).
 * - A queue's message is edited at most once per `minGapMs`: the newest text waits and goes out
 *   once, so a queue that fills and empties does not spam.
 */
import { createHash } from 'node:crypto';
import type { Collections } from '../db/index.ts';
import type { DiscordMessageDoc } from '../db/documents.ts';
import { isDuplicateKey } from '../db/errors.ts';
import type { Logger } from '../framework/logger.ts';
import { ClaimedSweep } from './claimed-sweep.ts';
import { callDiscord, type DiscordRestOptions, type MessageBody } from './discord-rest.ts';

export interface OutboxTimings {
  /** How often the store is swept for messages to send. */
  sweepMs: number;
  /** The first retry's wait after a failure; doubled each time up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Failures (not 429s) before a message is dropped. */
  maxAttempts: number;
  /** One Discord call's longest wait. */
  timeoutMs: number;
  /** How long a claim keeps other processes off a message (longer than a call). */
  claimMs: number;
}

export const OUTBOX_TIMINGS: OutboxTimings = { sweepMs: 2000, backoffMs: 2000, maxBackoffMs: 300_000, maxAttempts: 10, timeoutMs: 10_000, claimMs: 60_000 };

export interface OutboxMessage {
  channelId: string;
  content: string;
  mentionRoleId?: string | null;
  minGapMs?: number;
  /** This text is the message's last: later writes of the key are ignored. */
  final?: boolean;
  /** Only change a message that exists (posted, or waiting to be): this text never starts one. */
  onlyIfExists?: boolean;
}

const MAX_CONTENT = 2000;

/** The same for every try of one message's create, whatever its text (25 characters at most, as Discord takes). */
const nonceOf = (doc: DiscordMessageDoc) =>
  createHash('sha256')
    .update(`${doc._id}\n${doc.posts ?? 0}`)
    .digest('hex')
    .slice(0, 25);

export class DiscordOutbox {
  private readonly work: ClaimedSweep<DiscordMessageDoc>;

  constructor(
    private readonly deps: { collections: Collections; logger: Logger; now: () => number },
    private readonly rest: Omit<DiscordRestOptions, 'timeoutMs'>,
    private readonly timings: OutboxTimings,
  ) {
    this.work = new ClaimedSweep({
      collection: deps.collections.discordMessages,
      carryOut: (doc) => this.deliver(doc),
      now: deps.now,
      logger: deps.logger,
      everyMs: timings.sweepMs,
      claimMs: timings.claimMs,
      failed: 'the Discord sweep failed',
    });
  }

  /** Sets the text of message `key`, then sends it in the background. */
  async write(key: string, message: OutboxMessage): Promise<void> {
    const messages = this.deps.collections.discordMessages;
    const content = message.content.length > MAX_CONTENT ? `${message.content.slice(0, MAX_CONTENT - 1)}…` : message.content;
    let doc: DiscordMessageDoc | null;
    try {
      doc = await messages.findOneAndUpdate(
        message.onlyIfExists ? { _id: key, retireAfter: null, $or: [{ messageId: { $ne: null } }, { pending: true }] } : { _id: key, retireAfter: null },
        {
          $set: { channelId: message.channelId, content, mentionRoleId: message.mentionRoleId ?? null, pending: true, minGapMs: message.minGapMs ?? 0 },
          $inc: { revision: 1 },
          $setOnInsert: { messageId: null, claimedBy: null, claimUntil: 0, nextAttemptAt: 0, attempts: 0 },
        },
        { upsert: !message.onlyIfExists, returnDocument: 'after' },
      );
    } catch (err) {
      // The message's text is final (`retireAfter`): it stays as it is.
      if (!isDuplicateKey(err)) throw err;
      return;
    }
    if (doc && message.final) await messages.updateOne({ _id: key, revision: doc.revision }, { $set: { retireAfter: doc.revision } });
    if (doc) this.work.kick();
  }

  start(): void {
    this.work.start();
  }

  stop(): Promise<void> {
    return this.work.stop();
  }

  private async deliver(doc: DiscordMessageDoc): Promise<void> {
    const { collections, logger } = this.deps;
    const messages = collections.discordMessages;
    const body: MessageBody = { content: doc.content, allowed_mentions: doc.mentionRoleId ? { parse: [], roles: [doc.mentionRoleId] } : { parse: [] } };
    const options = { ...this.rest, timeoutMs: this.timings.timeoutMs };
    const answer = doc.messageId
      ? await callDiscord(options, logger, 'PATCH', `/channels/${doc.channelId}/messages/${doc.messageId}`, body)
      : await callDiscord(options, logger, 'POST', `/channels/${doc.channelId}/messages`, { ...body, nonce: nonceOf(doc), enforce_nonce: true });
    const now = this.deps.now();
    const mine = { _id: doc._id, claimedBy: this.work.holder };
    const release = { claimedBy: null, claimUntil: 0 };
    if (answer.ok) {
      this.work.pauseUntil(now + answer.pauseMs);
      const sent = { ...release, messageId: doc.messageId ?? answer.messageId, attempts: 0, nextAttemptAt: now + doc.minGapMs };
      // A create Discord had already made (same nonce) answers that message's older text: edited next.
      if (!doc.messageId && answer.messageId && answer.content !== null && answer.content !== doc.content) {
        await messages.updateOne(mine, { $set: { ...sent, nextAttemptAt: now } });
        return;
      }
      // One write: done, unless a newer text came meanwhile (that one stays pending).
      const done = await messages.updateOne({ ...mine, revision: doc.revision }, { $set: { ...sent, pending: false } });
      if (done.matchedCount === 0) await messages.updateOne(mine, { $set: sent });
      return;
    }
    if (answer.kind === 'unknownMessage') {
      logger.warn({ message: doc._id }, 'the Discord message is gone; it is posted again');
      // A new create: a new nonce (Discord would answer the deleted message for the old one).
      await messages.updateOne(mine, { $set: { ...release, messageId: null }, $inc: { posts: 1 } });
      return;
    }
    if (answer.kind === 'rateLimited') {
      this.work.pauseUntil(now + answer.retryAfterMs);
      logger.warn({ message: doc._id, retryAfterMs: answer.retryAfterMs }, 'Discord rate-limited the bot; waiting');
      await messages.updateOne(mine, { $set: { ...release, nextAttemptAt: now + answer.retryAfterMs } });
      return;
    }
    if (answer.kind === 'refused' || doc.attempts + 1 >= this.timings.maxAttempts) {
      logger.error({ message: doc._id, why: answer.why, attempts: doc.attempts + 1 }, 'Discord did not take a message; it is dropped');
      const dropped = await messages.updateOne({ ...mine, revision: doc.revision }, { $set: { ...release, attempts: 0, pending: false, retireAfter: null } });
      if (dropped.matchedCount === 0) await messages.updateOne(mine, { $set: { ...release, attempts: 0 } });
      return;
    }
    const waitMs = Math.min(this.timings.backoffMs * 2 ** doc.attempts, this.timings.maxBackoffMs);
    logger.warn({ message: doc._id, why: answer.why, attempt: doc.attempts + 1, waitMs }, 'a Discord call failed; retrying');
    await messages.updateOne(mine, { $set: { ...release, nextAttemptAt: now + waitMs }, $inc: { attempts: 1 } });
  }
}
