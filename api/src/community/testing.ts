/**
 * Test support for the Discord bot: the site with the bot configured against a fake Discord
 * (test-tools/discord/bot-api.ts), short sweep and retry timings, and dummies to fill a queue.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import type { FakeDiscordBot } from '@pug/test-tools/discord-bot';
import type { Database } from '../db/index.ts';
import { siteFeatures } from '../features.ts';
import { startLoopSite, steamidOf, type LoopSite, type TestPlayer } from '../testing/loop-site.ts';

export const BOT_TOKEN = 'fake-bot-token.0123456789abcdef';
export const QUEUE_CHANNEL = '100000000000000001';
export const ADMIN_CHANNEL = '100000000000000002';
export const SUB_ROLE = '100000000000000003';
export const SITE_URL = 'https://pugs.example.com';
export const QUEUE_EDIT_MS = 300;

/** Sweep every 20 ms, retry after 40 ms (doubling to 400), give a call 250 ms. */
const FAST_BOT = { sweepMs: 20, backoffMs: 40, maxBackoffMs: 400, timeoutMs: 250, claimMs: 5000, maxAttempts: 6 };

export function botEnv(fake: FakeDiscordBot): Record<string, string> {
  return {
    DISCORD_BOT_TOKEN: BOT_TOKEN,
    DISCORD_BOT_API_URL: fake.apiUrl,
    DISCORD_QUEUE_CHANNEL_ID: QUEUE_CHANNEL,
    DISCORD_ADMIN_CHANNEL_ID: ADMIN_CHANNEL,
    DISCORD_SUB_ROLE_ID: SUB_ROLE,
    DISCORD_SITE_URL: SITE_URL,
    DISCORD_QUEUE_EDIT_MS: String(QUEUE_EDIT_MS),
    DISCORD_QUEUE_MISSING: '2',
  };
}

/** `env`: more settings (the Discord voice channels', say); `timings`: other bot timings than FAST_BOT's. */
export async function startBotSite(
  db: Database,
  fake: FakeDiscordBot,
  env: Record<string, string> = {},
  timings: Partial<typeof FAST_BOT> = {},
): Promise<LoopSite> {
  return startLoopSite(db, { env: { ...botEnv(fake), ...env }, features: siteFeatures({ discord: { ...FAST_BOT, ...timings } }) });
}

/** Queues dummy `n` (steamidOf(n)) in sixes for the role at `slot` (or for these roles); answers how long the site took. */
export async function addDummy(admin: TestPlayer, n: number, slot: number | readonly string[]): Promise<number> {
  const started = Date.now();
  const roles = typeof slot === 'number' ? [SIXES_ROLES[slot % 6]] : slot;
  const res = await admin.post('/api/queueRole', { queueName: 'sixes', roles, userSteamId: steamidOf(n), isDummy: true });
  if (res.status !== 200) throw new Error(`dummy failed: ${JSON.stringify(res.body)}`);
  return Date.now() - started;
}

export async function removeDummy(admin: TestPlayer, n: number, slot: number): Promise<void> {
  const res = await admin.post('/api/queueRole', { queueName: 'sixes', role: SIXES_ROLES[slot % 6], isQueue: false, userSteamId: steamidOf(n) });
  if (res.status !== 200) throw new Error(`leave failed: ${JSON.stringify(res.body)}`);
}

/** The calls to a channel's messages (posts and edits). */
export const callsTo = (fake: FakeDiscordBot, channelId: string) => fake.calls.filter((c) => c.path.startsWith(`/channels/${channelId}/messages`));
