/**
 * What every reaction of the Discord bot shares: its settings, the outbox, the site's words for a
 * queue, a pug's address and players' aliases, and the queues' rounds.
 *
 * A round is a queue's filling up to the pug it launches; its "close to full" message is keyed by
 * the round (`queue:<name>:<round>`), so one round's count never lands in another round's message.
 * The round is named by the pug the queue launched before it (`first` before any), kept in `meta`
 * (`discordRound:<queue>`) so every api process and a restart agree. The bot's reactions share one
 * event line (`BOT_LINE`, framework/events.ts): a pug's `pug/started` moves its queue to the next
 * round before any `lobby/changed` published after it is handled.
 */
import { formatDisplayName, type QueueConfig, type SteamId } from '@pug/domain';
import type { Collection } from 'mongodb';
import type { Collections, MetaDoc } from '../db/index.ts';
import type { DiscordBotConfig } from './community-config.ts';
import type { DiscordOutbox } from './discord-outbox.ts';

export interface DiscordBot {
  config: DiscordBotConfig;
  outbox: DiscordOutbox;
  collections: Collections;
  /** "Sixes" (the format's name; with the queue's name when two queues share a format). */
  queueTitle(queueName: string): string;
  pugUrl(pugId: string): string;
  /** The aliases of these players (their steamid when unknown). */
  aliases(steamids: SteamId[]): Promise<(steamid: SteamId) => string>;
  /** The key of the queue's message in its current round. */
  roundKey(queueName: string): Promise<string>;
  /**
   * `pugId` started: the queue moves to the round after it. Answers the key of the round that
   * launched it, or null when this pug already moved it (the event seen twice).
   */
  endRound(queueName: string, pugId: string): Promise<string | null>;
}

/** The event line every reaction of the bot runs on (one at a time, in publication order). */
export const BOT_LINE = 'community/discord-bot';

const roundKeyOf = (queueName: string, round: unknown) => `queue:${queueName}:${typeof round === 'string' ? round : 'first'}`;

export function discordBot(config: DiscordBotConfig, outbox: DiscordOutbox, collections: Collections, queues: readonly QueueConfig[]): DiscordBot {
  return {
    config,
    outbox,
    collections,
    queueTitle(queueName) {
      const queue = queues.find((q) => q.name === queueName);
      if (!queue) return queueName;
      const name = formatDisplayName(queue.format);
      return queues.filter((q) => q.format === queue.format).length > 1 ? `${name} (${queue.name})` : name;
    },
    pugUrl: (pugId) => `${config.siteUrl}/pugs/${encodeURIComponent(pugId)}`,
    async roundKey(queueName) {
      const doc = await rounds(collections).findOne({ _id: `discordRound:${queueName}` });
      return roundKeyOf(queueName, doc?.value);
    },
    async endRound(queueName, pugId) {
      const before = await rounds(collections).findOneAndUpdate(
        { _id: `discordRound:${queueName}` },
        { $set: { value: pugId, at: Date.now() } },
        { upsert: true, returnDocument: 'before' },
      );
      return before?.value === pugId ? null : roundKeyOf(queueName, before?.value);
    },
    async aliases(steamids) {
      const users = await collections.users.find({ _id: { $in: steamids } }, { projection: { alias: 1 } }).toArray();
      const byId = new Map(users.map((u) => [u._id, u.alias]));
      return (steamid) => byId.get(steamid) ?? steamid;
    },
  };
}

const rounds = (collections: Collections) => collections.meta as unknown as Collection<MetaDoc & { value: string }>;
