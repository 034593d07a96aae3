/**
 * The queue chat through the real app, the real store and real sockets: who reads and posts
 * (visitors 401, banned and muted players 403), what reaches whom live (every signed-in page, never
 * a visitor's socket; a mention to the mentioned player only), the rate limit (429 with
 * Retry-After), the word filter (400, nothing stored), admins' delete and mute (audited), and the
 * history of the latest messages.
 */
import { CHAT_HISTORY_SIZE, CHAT_MESSAGE_MAX, DEFAULT_CHAT_RATE_LIMIT, type ChatMessage, type ChatResponse } from '@pug/domain';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let alice: TestPlayer;
let bob: TestPlayer;
let visitor: Socket;
const visitorGot: string[] = [];

const aliasOf = (p: TestPlayer) => `P${p.steamid.slice(-4)}`;
const send = (who: TestPlayer | null, method: string, path: string, body?: unknown) =>
  fetch(`${site.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then(async (r) => ({ status: r.status, headers: r.headers, body: (await r.json()) as any }));
const post = (who: TestPlayer | null, text: unknown) => send(who, 'POST', '/api/chat', { text });

beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db);
  admin = await TestPlayer.signIn(site.url, steamidOf(9300), { admin: true });
  alice = await TestPlayer.signIn(site.url, steamidOf(9301));
  bob = await TestPlayer.signIn(site.url, steamidOf(9302));
  visitor = ioClient(site.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  visitor.onAny((event: string) => visitorGot.push(event));
  await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
});

afterAll(async () => {
  visitor?.close();
  for (const p of [admin, alice, bob]) p?.close();
  await site?.close();
  await db?.close();
});

describe('reading and posting', () => {
  it('refuses visitors: no history, no posting (401), and their sockets never get a message', async () => {
    expect((await send(null, 'GET', '/api/chat')).status).toBe(401);
    expect((await post(null, 'hi')).status).toBe(401);
    expect(await db.collections.chatMessages.countDocuments({})).toBe(0);
  });

  it('stores a signed-in player’s message trimmed, as text, and sends it to every signed-in page at once', async () => {
    const text = '  <b>gg</b> https://example.com/?x=<script>  ';
    const res = await post(alice, text);
    expect(res.status).toBe(201);
    const sent = res.body as ChatMessage;
    expect(sent).toEqual({ _id: expect.any(String), steamid: alice.steamid, alias: aliasOf(alice), text: text.trim(), createdAt: expect.any(Number) });
    await eventually(() => bob.received('chatMessage').some((m) => m._id === sent._id), 3000, 'bob told');
    await eventually(() => admin.received('chatMessage').some((m) => m._id === sent._id), 3000, 'the admin told');
    await eventually(() => alice.received('chatMessage').some((m) => m._id === sent._id), 3000, 'alice’s own pages told');
    const read = await send(bob, 'GET', '/api/chat');
    expect(read.status).toBe(200);
    expect(read.body as ChatResponse).toEqual({ messages: [sent], mutedUntil: null });
    // The visitor's socket was open all along: the chat never reaches it.
    expect(visitorGot.filter((e) => e.startsWith('chat'))).toEqual([]);
  });

  it('refuses a bad body with 400, storing nothing', async () => {
    const before = await db.collections.chatMessages.countDocuments({});
    for (const bad of ['', '   ', 'x'.repeat(CHAT_MESSAGE_MAX + 1), 'two\nlines', { $gt: '' }, 42, null]) {
      const res = await post(bob, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
    }
    expect((await send(bob, 'POST', '/api/chat', { text: 'hi', steamid: alice.steamid })).status).toBe(400);
    expect(await db.collections.chatMessages.countDocuments({})).toBe(before);
  });

  it('tells a mentioned player who has a page open, and nobody else; a player offline is not told later', async () => {
    const carol = await TestPlayer.signIn(site.url, steamidOf(9303), { socket: false });
    const res = await post(alice, `@${aliasOf(bob)} and @${aliasOf(carol).toLowerCase()}, @${aliasOf(alice)} gg`);
    expect(res.status).toBe(201);
    await eventually(() => bob.received('chatMention').length === 1, 3000, 'bob mentioned');
    expect(bob.received('chatMention')[0]).toEqual({ messageId: res.body._id, from: alice.steamid, fromAlias: aliasOf(alice), text: res.body.text });
    await carol.connect();
    expect((await post(bob, 'after the mention')).status).toBe(201);
    await eventually(() => carol.received('chatMessage').length === 1, 3000, 'carol reads what follows');
    expect(carol.received('chatMention')).toEqual([]);
    expect(alice.received('chatMention')).toEqual([]);
    expect(admin.received('chatMention')).toEqual([]);
    carol.close();
  });

  it('lets a banned player read but not post (403)', async () => {
    const dave = await TestPlayer.signIn(site.url, steamidOf(9304), { socket: false });
    await db.collections.discipline.insertOne({
      _id: 'chat-ban',
      userId: dave.steamid,
      isBan: true,
      date: Date.now() - 1000,
      expires: null,
      reason: 'toxicity',
      isCaptainRestrict: false,
      appealAccepted: false,
    });
    const before = await db.collections.chatMessages.countDocuments({});
    const res = await post(dave, 'let me talk');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain('banned');
    expect((await send(dave, 'GET', '/api/chat')).status).toBe(200);
    expect(await db.collections.chatMessages.countDocuments({})).toBe(before);
  });

  it(`holds each player to ${DEFAULT_CHAT_RATE_LIMIT.max} messages in ${DEFAULT_CHAT_RATE_LIMIT.windowMs / 1000} s: 429 with a JSON message and Retry-After`, async () => {
    const erin = await TestPlayer.signIn(site.url, steamidOf(9305), { socket: false });
    for (let i = 0; i < DEFAULT_CHAT_RATE_LIMIT.max; i++) expect((await post(erin, `spam ${i}`)).status).toBe(201);
    const res = await post(erin, 'one more');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(res.body.error.message).toMatch(/^At most 5 messages in 10 s: wait \d+ s$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db.collections.chatMessages.countDocuments({ steamid: erin.steamid })).toBe(DEFAULT_CHAT_RATE_LIMIT.max);
    // Someone else still posts.
    expect((await post(alice, 'still here')).status).toBe(201);
  });

  it(`loads the latest ${CHAT_HISTORY_SIZE} messages, oldest first`, async () => {
    await db.collections.chatMessages.deleteMany({});
    const base = Date.now() - 1_000_000;
    await db.collections.chatMessages.insertMany(
      Array.from({ length: CHAT_HISTORY_SIZE + 20 }, (_, i) => ({ _id: `old-${i}`, steamid: alice.steamid, alias: 'A', text: `m${i}`, createdAt: base + i })),
    );
    const { body } = await send(bob, 'GET', '/api/chat');
    expect(body.messages).toHaveLength(CHAT_HISTORY_SIZE);
    expect(body.messages[0].text).toBe('m20');
    expect(body.messages.at(-1).text).toBe(`m${CHAT_HISTORY_SIZE + 19}`);
  });
});

describe('admins', () => {
  it('keep the word filter (players 403); a message with a filtered word is refused 400 and not stored; the change is audited', async () => {
    expect((await send(alice, 'GET', '/api/admin/chat/words')).status).toBe(403);
    expect((await send(alice, 'PUT', '/api/admin/chat/words', { words: ['x'] })).status).toBe(403);
    expect((await send(admin, 'PUT', '/api/admin/chat/words', { words: ['two words'] })).status).toBe(400);
    expect((await send(admin, 'GET', '/api/admin/chat/words')).body).toEqual({ words: [] });
    const put = await send(admin, 'PUT', '/api/admin/chat/words', { words: ['Badword', 'rude', 'badword'] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ words: ['badword', 'rude'] });
    expect((await send(admin, 'GET', '/api/admin/chat/words')).body).toEqual({ words: ['badword', 'rude'] });
    expect(await db.collections.auditLog.findOne({ action: 'editChatWords' })).toMatchObject({
      actor: admin.steamid,
      details: { count: 2, added: 'badword, rude', removed: null },
    });

    const before = await db.collections.chatMessages.countDocuments({});
    const refused = await post(bob, 'what a BADWORD move');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'CHAT_FILTERED', message: 'Your message was not sent: the chat does not allow the word "badword"' });
    expect(await db.collections.chatMessages.countDocuments({})).toBe(before);
    expect((await post(bob, 'badwords are whole words only')).status).toBe(201);
  });

  it('mute a player for a time (players 403, audited): the player is told, cannot post (403), then the mute is lifted', async () => {
    expect((await send(alice, 'POST', '/api/admin/chat/mute', { steamid: bob.steamid, minutes: 10 })).status).toBe(403);
    expect((await send(admin, 'POST', '/api/admin/chat/mute', { steamid: steamidOf(9399), minutes: 10 })).status).toBe(404);
    expect((await send(admin, 'POST', '/api/admin/chat/mute', { steamid: bob.steamid, minutes: -5 })).status).toBe(400);
    const before = Date.now();
    const res = await send(admin, 'POST', '/api/admin/chat/mute', { steamid: bob.steamid, minutes: 10, reason: 'flaming' });
    expect(res.status).toBe(200);
    const until = res.body.mutedUntil as number;
    expect(until).toBeGreaterThanOrEqual(before + 10 * 60_000);
    await eventually(() => bob.received('chatMuted').at(-1)?.mutedUntil === until, 3000, 'bob told of the mute');
    expect(await db.collections.auditLog.findOne({ action: 'muteChat' })).toMatchObject({
      actor: admin.steamid,
      target: { kind: 'player', id: bob.steamid, label: aliasOf(bob) },
      reason: 'flaming',
      details: { minutes: 10 },
    });

    const refused = await post(bob, 'am I muted?');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('CHAT_MUTED');
    expect((await send(bob, 'GET', '/api/chat')).body.mutedUntil).toBe(until);
    expect((await send(alice, 'GET', '/api/chat')).body.mutedUntil).toBeNull();

    expect((await send(admin, 'POST', '/api/admin/chat/mute', { steamid: bob.steamid, minutes: 0 })).status).toBe(200);
    await eventually(() => bob.received('chatMuted').at(-1)?.mutedUntil === null, 3000, 'bob told of the lift');
    expect((await post(bob, 'free again')).status).toBe(201);
    expect(await db.collections.auditLog.countDocuments({ action: 'muteChat', 'target.id': bob.steamid })).toBe(2);
  });

  it('delete a message (players 403): it leaves every page at once and the deletion is audited', async () => {
    const { body: message } = await post(alice, 'delete me');
    expect((await send(alice, 'DELETE', `/api/admin/chat/messages/${message._id}`)).status).toBe(403);
    expect((await send(admin, 'DELETE', '/api/admin/chat/messages/nope')).status).toBe(404);
    expect((await send(admin, 'DELETE', '/api/admin/chat/messages/%7B%24gt%3A1%7D')).status).toBe(400);
    expect((await send(admin, 'DELETE', `/api/admin/chat/messages/${message._id}`)).status).toBe(200);
    await eventually(() => bob.received('chatDeleted').some((d) => d._id === message._id), 3000, 'bob’s page updated');
    await eventually(() => alice.received('chatDeleted').some((d) => d._id === message._id), 3000, 'alice’s page updated');
    expect((await send(bob, 'GET', '/api/chat')).body.messages.some((m: ChatMessage) => m._id === message._id)).toBe(false);
    expect(await db.collections.auditLog.findOne({ action: 'deleteChatMessage' })).toMatchObject({
      actor: admin.steamid,
      target: { kind: 'chat', id: message._id, label: `${aliasOf(alice)}: delete me` },
      details: { author: alice.steamid, text: 'delete me' },
    });
    expect(visitorGot.filter((e) => e.startsWith('chat'))).toEqual([]);
  });
});
