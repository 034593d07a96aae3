/**
 * Players who closed every page of the site leave waiting queues after QUEUE_AWAY_MS (1 s here),
 * and find out why on their next visit; a page reopened in time, a dummy and a ready-up are left
 * alone. Across two api processes the question "is this player's page open?" reaches the process
 * that holds the socket (the Redis adapter), so a player connected elsewhere stays queued.
 */
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testing.ts';
import type { Database } from '../db/index.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { FEATURES } from '../features.ts';
import { startRedisServer, type TestRedis } from '../framework/redis-testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { eventually, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { awayCheckMs } from './away-players.ts';
import type { QueuesFeature } from './feature.ts';

const AWAY_MS = 1000;
const env = { QUEUE_AWAY_MS: String(AWAY_MS) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const join = (player: TestPlayer, role: string) => player.post('/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: player.steamid });

describe('players who left the site', () => {
  let db: Database;
  let site: LoopSite;
  let admin: TestPlayer;
  const players: TestPlayer[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    site = await startLoopSite(db, { env });
    admin = await TestPlayer.signIn(site.url, steamidOf(9300), { admin: true });
  });
  afterEach(async () => {
    for (const p of players.splice(0)) p.close();
    const lobby = site.lobbies.get('sixes');
    for (const steamid of Object.keys(lobby.context().players)) {
      await lobby.send((now) => ({ type: 'LEAVE', steamid, now }), { internal: true });
    }
  });
  afterAll(async () => {
    admin?.close();
    await site?.close();
    await db?.close();
  });
  const sixes = () => site.lobbies.get('sixes').context();

  it('takes a player with no open page out after the grace, says why on the next visit, and leaves the others', async () => {
    const stays = await TestPlayer.signIn(site.url, steamidOf(9301));
    const leaves = await TestPlayer.signIn(site.url, steamidOf(9302));
    players.push(stays, leaves);
    expect((await join(stays, 'medic')).status).toBe(200);
    expect((await join(leaves, 'demoman')).status).toBe(200);
    expect((await admin.post('/api/queueRole', { queueName: 'sixes', roles: ['roamerscout'], userSteamId: steamidOf(9399), isDummy: true })).status).toBe(200);
    leaves.close();
    const closedAt = Date.now();

    await sleep(AWAY_MS / 2);
    expect(sixes().players[leaves.steamid]).toBeDefined(); // not before the grace
    await eventually(() => !sixes().players[leaves.steamid], AWAY_MS + 3 * awayCheckMs(AWAY_MS), 'the away player out');
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(AWAY_MS);
    expect(sixes().players[stays.steamid]).toBeDefined();
    expect(sixes().players[steamidOf(9399)]).toBeDefined(); // a dummy never has a page
    await eventually(() => stays.received('playerQueued').some((e) => e.steamid === leaves.steamid && !e.isQueue), 2000, 'the others see it');

    const self = await leaves.get('/api/self/');
    expect(self.status).toBe(200);
    const told = (self.body.notifications as Array<{ msg: string; variant: string }>).find((n) => n.msg.includes('taken out of the Sixes queue'));
    expect(told).toMatchObject({ variant: 'warning' });
    expect(told!.msg).toMatch(/no page of the site was open for 1 s/);
  });

  it('keeps a player who reopens the site within the grace', async () => {
    const back = await TestPlayer.signIn(site.url, steamidOf(9303));
    players.push(back);
    expect((await join(back, 'medic')).status).toBe(200);
    back.close();
    await sleep(AWAY_MS / 2);
    await back.connect();
    await sleep(AWAY_MS + 2 * awayCheckMs(AWAY_MS));
    expect(sixes().players[back.steamid]).toBeDefined();
  });

  it('leaves a player in a ready-up alone (the ready-up decides)', async () => {
    const readying = await TestPlayer.signIn(site.url, steamidOf(9304));
    players.push(readying);
    expect((await join(readying, 'roamerscout')).status).toBe(200);
    const roles = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'];
    for (let i = 1; i < 12; i++) {
      const res = await admin.post('/api/queueRole', { queueName: 'sixes', roles: [roles[i % 6]], userSteamId: steamidOf(9310 + i), isDummy: true });
      expect(res.status).toBe(200);
    }
    await eventually(() => sixes().phase === 'Readying', 5000, 'readying');
    readying.close();
    await sleep(AWAY_MS + 2 * awayCheckMs(AWAY_MS));
    expect(sixes().phase).toBe('Readying');
    expect(sixes().players[readying.steamid]).toBeDefined();
    await site.lobbies.get('sixes').send((now) => ({ type: 'RESET', now }), { internal: true });
  });
});

describe('players who left the site, two api processes', () => {
  let redis: TestRedis;
  let db: Database;
  let spy: ReturnType<typeof createClient> | undefined;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    // Both stop asking first: a process that closes while the other's question is on its way
    // would answer it on a closed Redis client.
    for (const s of servers) await (s.features.find((f) => f.name === 'queues') as unknown as QueuesFeature).away.stop();
    for (const s of servers.reverse()) await s.close();
    await db?.close();
    await spy?.close();
    await redis?.stop();
  });

  it('a player whose page is open on the other process stays; one with none leaves; no cookie crosses Redis', async () => {
    // Anything that can PSUBSCRIBE on the Redis the processes share reads what they tell each other.
    const wire: Buffer[] = [];
    spy = createClient({ url: redis.url });
    await spy.connect();
    await spy.pSubscribe('*', (message) => wire.push(message), true);
    db = await openTestDatabase();
    const deps = { db, collections: db.collections, features: FEATURES };
    const a = await startTestServer({ env: { ...env, REDIS_URL: redis.url }, deps });
    servers.push(a);
    const b = await startTestServer({ env: { ...env, REDIS_URL: redis.url }, deps });
    servers.push(b);
    // Both joined through A; one keeps a page open on B (and A: whichever process holds the
    // queue's lease asks the other), the other has none.
    const onB = await TestPlayer.signIn(b.url, steamidOf(9401));
    const onBAlsoOnA = new TestPlayer(a.url, onB.steamid);
    onBAlsoOnA.cookie = onB.cookie;
    await onBAlsoOnA.connect();
    const away = await TestPlayer.signIn(a.url, steamidOf(9402), { socket: false });
    const viaA = (p: TestPlayer) => new TestPlayer(a.url, p.steamid);
    for (const [player, role] of [
      [onB, 'medic'],
      [away, 'demoman'],
    ] as const) {
      const through = viaA(player);
      through.cookie = player.cookie;
      expect((await join(through, role)).status).toBe(200);
    }
    const lobbyOf = (s: TestServer) => (s.features.find((f) => f.name === 'queues') as unknown as QueuesFeature).lobbies.get('sixes');
    await eventually(() => !lobbyOf(a).context().players[away.steamid] && !lobbyOf(b).context().players[away.steamid], 6000, 'the away player out on both');
    expect(lobbyOf(a).context().players[onB.steamid]).toBeDefined();
    await sleep(AWAY_MS);
    expect(lobbyOf(a).context().players[onB.steamid]).toBeDefined();
    expect(lobbyOf(b).context().players[onB.steamid]).toBeDefined();
    onB.close();
    onBAlsoOnA.close();

    // The processes did talk (lobby announcements, presence questions and answers)…
    const seen = wire.map((message) => message.toString('latin1'));
    expect(seen.some((m) => m.includes(onB.steamid))).toBe(true);
    // …and no session cookie, its value, or any Cookie header crossed Redis.
    const token = onB.cookie.split('=')[1]!;
    for (const message of seen) {
      expect(message).not.toContain(token);
      expect(message).not.toContain(SESSION_COOKIE);
      expect(message.toLowerCase()).not.toContain('cookie');
    }
  });
});
