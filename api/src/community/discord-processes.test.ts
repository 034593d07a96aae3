/**
 * Two api processes on one store, both with the bot configured, both sweeping: each message is
 * claimed by one of them (a conditional write), so Discord gets it once.
 */
import { startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { ADMIN_CHANNEL, BOT_TOKEN, callsTo, startBotSite } from './testing.ts';

let db: Database;
let fake: FakeDiscordBot;
let one: LoopSite;
let two: LoopSite;

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscordBot({ token: BOT_TOKEN });
  one = await startBotSite(db, fake);
  two = await startBotSite(db, fake);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await fake?.close();
  await db?.close();
});

it('sends each message once though two processes sweep the store', async () => {
  const admin = await TestPlayer.signIn(one.url, steamidOf(9200), { admin: true, socket: false });
  for (let n = 1; n <= 6; n++) {
    await TestPlayer.signIn(one.url, steamidOf(n), { socket: false });
    const on = n % 2 ? one : two;
    const asAdmin = new TestPlayer(on.url, admin.steamid);
    asAdmin.cookie = admin.cookie;
    expect((await asAdmin.post('/api/banPlayer/', { userId: steamidOf(n), isBan: true, date: Date.now(), expires: null, reason: `ban ${n}` })).status).toBe(
      201,
    );
  }
  await eventually(() => fake.messages.size === 6, 5000, 'six messages');
  await new Promise((r) => setTimeout(r, 300));
  expect(callsTo(fake, ADMIN_CHANNEL)).toHaveLength(6);
  expect(new Set([...fake.messages.values()].map((m) => m.content.match(/: ban (\d)/)?.[1]))).toEqual(new Set(['1', '2', '3', '4', '5', '6']));
});
