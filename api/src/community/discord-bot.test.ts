/**
 * The Discord bot end to end: dummies fill the sixes queue over HTTP, the lobby publishes
 * `lobby/changed`, and the fake Discord (on loopback) records the exact REST calls: one queue
 * message posted close to full and edited in place, the pug's message, its final edit, a restart
 * that edits the message it stored.
 */
import { startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { addDummy, BOT_TOKEN, callsTo, QUEUE_CHANNEL, QUEUE_EDIT_MS, removeDummy, SITE_URL, startBotSite, SUB_ROLE } from './testing.ts';

let db: Database;
let fake: FakeDiscordBot;
let site: LoopSite;
let admin: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscordBot({ token: BOT_TOKEN });
  site = await startBotSite(db, fake);
  admin = await TestPlayer.signIn(site.url, steamidOf(9000), { admin: true });
});
afterAll(async () => {
  admin?.close();
  await site?.close();
  await fake?.close();
  await db?.close();
});

const queueCalls = () => callsTo(fake, QUEUE_CHANNEL);

describe('the Discord bot', () => {
  it('posts a queue close to full once, edits it in place, then posts the pug and makes the queue message final', async () => {
    for (let i = 0; i < 9; i++) await addDummy(admin, 100 + i, i);
    await new Promise((r) => setTimeout(r, 150));
    expect(queueCalls()).toEqual([]); // 9/12: three seats open, more than DISCORD_QUEUE_MISSING

    await addDummy(admin, 109, 9);
    const post = await eventually(() => queueCalls()[0], 3000, 'the queue message');
    expect(post).toMatchObject({
      method: 'POST',
      path: `/channels/${QUEUE_CHANNEL}/messages`,
      authorization: `Bot ${BOT_TOKEN}`,
      body: { allowed_mentions: { parse: [] }, enforce_nonce: true },
    });
    expect(post.body.content).toMatch(/^\*\*10\/12 in Sixes\*\*, 1 \w+, 1 \w+ missing\. Join: https:\/\/pugs\.example\.com\/$/);
    const messageId = [...fake.messages.keys()][0]!;

    await addDummy(admin, 110, 10);
    const edit = await eventually(() => queueCalls()[1], 3000, 'the edit');
    expect(edit).toMatchObject({ method: 'PATCH', path: `/channels/${QUEUE_CHANNEL}/messages/${messageId}` });
    expect(edit.body.content).toMatch(/^\*\*11\/12 in Sixes\*\*, 1 \w+ missing/);
    expect(edit.at - post.at).toBeGreaterThanOrEqual(QUEUE_EDIT_MS - 20);

    await addDummy(admin, 111, 11);
    const pug = await eventually(() => db.collections.pugs.findOne({}), 8000, 'the pug');
    const pugUrl = `${SITE_URL}/pugs/${pug._id}`;
    const pugPost = await eventually(
      () => queueCalls().find((c) => c.method === 'POST' && c.body.content?.startsWith(`**Pug #${pug.number} started**`)),
      3000,
      'the pug message',
    );
    expect(pugPost.body.content).toContain(`in Sixes on ${pug.map.replace(/_/g, '\\_')}: ${pugUrl}`);
    expect(pugPost.body.content).toMatch(/\nBLU: .+\nRED: .+/);
    await eventually(() => fake.messages.get(messageId)?.content.includes(`filled (12/12): pug #${pug.number} started`), 3000, 'the final queue text');
    expect(fake.messages.get(messageId)!.content).toContain(pugUrl);
    expect(queueCalls().filter((c) => c.method === 'POST')).toHaveLength(2);

    // A seat needs a sub: the message mentions the configured role, and only it; taken, it is edited.
    const seated = Object.keys(pug.teams.red)[0]!;
    expect((await admin.post(`/api/forceSub/${pug._id}`, { playerId: seated })).status).toBe(200);
    const subPost = await eventually(() => queueCalls().find((c) => c.body.content?.includes('**Sub needed**')), 3000, 'the sub message');
    expect(subPost.body.content!.startsWith(`<@&${SUB_ROLE}> **Sub needed** in Sixes pug #${pug.number} on `)).toBe(true);
    expect(subPost.body.content).toMatch(/: RED \w[\w ]*\. Sub in: /);
    expect(subPost.body.content!.endsWith(`Sub in: ${pugUrl}`)).toBe(true);
    expect(subPost.body.allowed_mentions).toEqual({ parse: [], roles: [SUB_ROLE] });
    const sub = await TestPlayer.signIn(site.url, steamidOf(9001), { socket: false });
    expect((await sub.post(`/api/acceptSub/${pug._id}`, { playerId: seated })).status).toBe(200);
    const subMessage = [...fake.messages].find(([, m]) => m.content.includes('**Sub needed**'))![0];
    await eventually(() => fake.messages.get(subMessage)?.content.startsWith('**Sub found**'), 3000, 'the sub message edited');
    expect(fake.messages.get(subMessage)!.content).toContain(`P9001 took Dummy ${seated.slice(-4)}'s seat (RED `);

    // Another seat needs a sub nobody takes before an admin ends the pug: both messages are edited, no new one.
    expect((await admin.post(`/api/forceSub/${pug._id}`, { playerId: Object.keys(pug.teams.blu)[0]! })).status).toBe(200);
    await eventually(() => queueCalls().filter((c) => c.body.content?.includes('**Sub needed**')).length === 2, 3000, 'the second sub message');
    const openSub = [...fake.messages].filter(([, m]) => m.content.includes('**Sub needed**')).at(-1)![0];
    expect((await admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'testing the bot' })).status).toBe(200);
    await eventually(() => fake.messages.get(openSub)?.content.startsWith('**Sub no longer needed**'), 3000, 'the open sub closed');
    const pugMessage = [...fake.messages].find(([, m]) => m.content.includes('Pug '))!;
    await eventually(() => fake.messages.get(pugMessage[0])?.content.startsWith(`**Pug #${pug.number} ended**`), 3000, 'the pug message edited');
    expect(queueCalls().filter((c) => c.method === 'POST')).toHaveLength(4);
  });

  it('does not spam a queue that fills and empties: one new message, edited at most once per DISCORD_QUEUE_EDIT_MS, found again after a restart', async () => {
    for (let i = 0; i < 10; i++) await addDummy(admin, 200 + i, i);
    const post = await eventually(() => queueCalls().filter((c) => c.method === 'POST')[4], 3000, 'the new queue message');
    expect(post.body.content).toMatch(/^\*\*10\/12 in Sixes\*\*/);
    const messageId = [...fake.messages.keys()].at(-1)!;
    const before = fake.calls.length;
    const started = Date.now();
    for (let round = 0; round < 6; round++) {
      await removeDummy(admin, 209, 9);
      await addDummy(admin, 209, 9);
    }
    await removeDummy(admin, 209, 9);
    const took = Date.now() - started;
    await eventually(() => fake.messages.get(messageId)?.content.startsWith('**9/12 in Sixes**'), 3000, 'the last count');
    const edits = fake.calls.slice(before);
    expect(edits.every((c) => c.method === 'PATCH' && c.path.endsWith(`/${messageId}`))).toBe(true);
    expect(edits.length).toBeLessThanOrEqual(Math.ceil((took + QUEUE_EDIT_MS) / QUEUE_EDIT_MS) + 1);
    expect(edits.length).toBeLessThan(13);

    // A restart: the new process edits the message whose id the store kept.
    await site.close();
    site = await startBotSite(db, fake);
    const cookie = admin.cookie;
    admin.close();
    admin = new TestPlayer(site.url, admin.steamid);
    admin.cookie = cookie;
    await addDummy(admin, 209, 9);
    await eventually(() => fake.messages.get(messageId)?.content.startsWith('**10/12 in Sixes**'), 3000, 'the edit after a restart');
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/channels/${QUEUE_CHANNEL}/messages/${messageId}` });
  });
});
