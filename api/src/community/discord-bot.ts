/**
 * What every reaction of the Discord bot shares: its settings, the outbox, and the site's words
 * for a queue, a pug's address and players' aliases.
 */
import { formatDisplayName, type QueueConfig, type SteamId } from '@pug/domain';
import type { Collections } from '../db/index.ts';
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
}

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
    async aliases(steamids) {
      const users = await collections.users.find({ _id: { $in: steamids } }, { projection: { alias: 1 } }).toArray();
      const byId = new Map(users.map((u) => [u._id, u.alias]));
      return (steamid) => byId.get(steamid) ?? steamid;
    },
  };
}
