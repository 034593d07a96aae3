/**
 * Who reacts to what on the real site, read from the features' subscription blocks
 * (framework/reactions.ts), never written down: the site's own reactions, and those it adds with
 * the Discord bot configured (DISCORD_BOT_TOKEN with DISCORD_ADMIN_CHANNEL_ID). `npm run reactions`
 * prints them (reactions-cli.ts); features.test.ts checks every published event has one.
 */
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openTestDatabase } from './db/testing.ts';
import { FEATURES } from './features.ts';
import type { EventName } from './framework/events.ts';
import { createLogger } from './framework/logger.ts';
import { reactionList } from './framework/reactions.ts';

/** What the Discord bot needs to be on (its API is never called: the features are built, not started). */
export const DISCORD_BOT_ENV = {
  DISCORD_BOT_TOKEN: 'fake-bot-token.0123456789abcdef',
  DISCORD_BOT_API_URL: 'http://127.0.0.1:9/api/v10',
  DISCORD_QUEUE_CHANNEL_ID: '100000000000000001',
  DISCORD_ADMIN_CHANNEL_ID: '100000000000000002',
  DISCORD_SITE_URL: 'https://pugs.example.com',
};

type ReactionList = Partial<Record<EventName, string[]>>;

/** The reactions of the site as `npm start` composes it, with `env` (the features are built, not started). */
export async function siteReactions(env: Record<string, string> = {}): Promise<ReactionList> {
  const database = await openTestDatabase();
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', ...env }),
    logger: createLogger({ level: 'silent' }),
    db: database,
    collections: database.collections,
    features: FEATURES,
  });
  try {
    return reactionList(app.features);
  } finally {
    await app.close();
    await database.close();
  }
}

/** One line per event: `event: reaction, reaction (with the Discord bot: reaction)`. */
export function printable(site: ReactionList, withBot: ReactionList): string {
  const events = [...new Set([...Object.keys(site), ...Object.keys(withBot)])] as EventName[];
  return events
    .map((event) => {
      const own = site[event] ?? [];
      const bot = (withBot[event] ?? []).filter((who) => !own.includes(who));
      const withTheBot = bot.length > 0 ? `${own.length > 0 ? ' ' : ''}(with the Discord bot: ${bot.join(', ')})` : '';
      return `${event}: ${own.join(', ')}${withTheBot}`;
    })
    .join('\n');
}
