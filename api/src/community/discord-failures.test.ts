/**
 * The Discord bot when Discord misbehaves: a ban (POST /api/banPlayer/) and a report are told in
 * the admin channel of the fake Discord, which answers 429, 500, slowly or with garbage first. The
 * site answers at once whatever Discord does; each message reaches Discord exactly once.
 */
import { startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { addDummy, ADMIN_CHANNEL, BOT_TOKEN, callsTo, QUEUE_CHANNEL, SITE_URL, startBotSite } from './testing.ts';

let db: Database;
let fake: FakeDiscordBot;
let site: LoopSite;
let admin: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscordBot({ token: BOT_TOKEN });
  site = await startBotSite(db, fake);
  admin = await TestPlayer.signIn(site.url, steamidOf(9100), { admin: true, socket: false });
});
afterAll(async () => {
  await site?.close();
  await fake?.close();
  await db?.close();
});

const adminCalls = () => callsTo(fake, ADMIN_CHANNEL);

/** Bans player `n` with `reason`; answers how long the site took. */
async function ban(n: number, reason: string): Promise<number> {
  await TestPlayer.signIn(site.url, steamidOf(n), { socket: false });
  const started = Date.now();
  const res = await admin.post('/api/banPlayer/', { userId: steamidOf(n), isBan: true, date: Date.now(), expires: null, reason });
  expect(res.status).toBe(201);
  return Date.now() - started;
}

describe('the Discord bot when Discord fails', () => {
  it("waits the 429's retry_after, then posts once; what players typed cannot ping or format", async () => {
    fake.failNext({ kind: '429', retryAfterSeconds: 0.4 });
    await ban(1, 'spam @everyone [free skins](https://evil.example) **now**');
    const calls = await eventually(() => (adminCalls().length >= 2 ? adminCalls() : null), 3000, 'the retry');
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(390);
    await new Promise((r) => setTimeout(r, 100));
    expect(adminCalls()).toHaveLength(2);
    const content = calls[1]!.body.content!;
    expect(content).toContain(`🔨 **Ban:** P0001 (${steamidOf(1)}) is banned for good: spam \\@everyone \\[free skins\\]\\(https\\:`);
    expect(content).toContain('\\*\\*now\\*\\*');
    expect(content.endsWith(`${SITE_URL}/players/${steamidOf(1)}`)).toBe(true);
    expect(calls[1]!.body.allowed_mentions).toEqual({ parse: [] });
  });

  it('retries 500s and a timeout with growing waits, never holding up the site, and posts the message once', async () => {
    const messagesBefore = fake.messages.size;
    fake.failNext({ kind: '500' }, { kind: '500' }, { kind: 'slow', ms: 700 });
    const before = adminCalls().length;
    // Well under the retries' chain (about 530 ms) on an idle machine; a busy one took 600-770 ms. A
    // ban that waited for Discord fails the next test too.
    expect(await ban(2, 'griefing')).toBeLessThan(1000);
    const calls = await eventually(() => (adminCalls().length >= before + 4 ? adminCalls().slice(before) : null), 5000, 'four tries');
    const waits = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
    expect(waits[0]).toBeGreaterThanOrEqual(35);
    expect(waits[1]).toBeGreaterThanOrEqual(75);
    // The slow try timed out (250 ms) and was tried again with the same nonce: one message.
    expect(new Set(calls.map((c) => c.body.nonce)).size).toBe(1);
    await new Promise((r) => setTimeout(r, 800));
    const bans = [...fake.messages.values()].filter((m) => m.content.includes('griefing'));
    expect(bans).toHaveLength(1);
    expect(fake.messages.size).toBe(messagesBefore + 1);
  });

  it('carries on while Discord is down (connections refused), and posts the message once it is back', async () => {
    const messagesBefore = fake.messages.size;
    await fake.down();
    try {
      // Discord is back only after this: a ban that waited for it would wait out every refused try
      // (40 + 80 + 160 + 320 + 400 ms between them) and answer after a second at the soonest.
      expect(await ban(9, 'downtime griefing')).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 300)); // a few refused tries (40 ms doubling)
      expect([...fake.messages.values()].filter((m) => m.content.includes('downtime griefing'))).toEqual([]);
    } finally {
      await fake.up();
    }
    await eventually(() => [...fake.messages.values()].some((m) => m.content.includes('downtime griefing')), 5000, 'the post after Discord is back');
    await new Promise((r) => setTimeout(r, 300));
    expect([...fake.messages.values()].filter((m) => m.content.includes('downtime griefing'))).toHaveLength(1);
    expect(fake.messages.size).toBe(messagesBefore + 1);
  });

  it('lets the queue fill at full speed while Discord hangs, and posts its message once', async () => {
    const before = callsTo(fake, QUEUE_CHANNEL).length;
    fake.failNext({ kind: 'slow', ms: 1500 }, { kind: 'slow', ms: 1500 }, { kind: 'slow', ms: 1500 });
    for (let i = 0; i < 9; i++) await addDummy(admin, 300 + i, i);
    // The 10th makes the message due while Discord hangs (1.5 s a try); the join answers before the hang is over.
    expect(await addDummy(admin, 309, 9)).toBeLessThan(1500);
    await eventually(() => callsTo(fake, QUEUE_CHANNEL).length >= before + 4, 5000, 'four tries');
    await new Promise((r) => setTimeout(r, 1700));
    expect([...fake.messages.values()].filter((m) => m.content.startsWith('**10/12 in Sixes**'))).toHaveLength(1);
  });

  it('logs a malformed answer and carries on: the next message is posted', async () => {
    // The earlier tests' tries are over first, so the malformed answer goes to this test's message.
    await eventually(async () => (await db.collections.discordMessages.countDocuments({ pending: true })) === 0, 15_000, 'earlier posts settled');
    fake.failNext({ kind: 'malformed' });
    const before = adminCalls().length;
    await ban(3, 'first');
    await eventually(() => adminCalls().length > before, 3000, 'the first post');
    const stored = await eventually(() => db.collections.discordMessages.findOne({ pending: false, content: { $regex: 'first' } }), 3000, 'the first settled');
    expect(stored.messageId).toBeNull();
    await ban(4, 'second');
    await eventually(() => [...fake.messages.values()].some((m) => m.content.includes('second')), 3000, 'the second message');
    expect(adminCalls().length).toBe(before + 2);
  });
});
