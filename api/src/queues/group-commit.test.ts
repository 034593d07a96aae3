/**
 * Group commit of a lobby's commands over the real HTTP entry point: joins that arrive together
 * are stored with fewer compare-and-set writes than joins, each answered with its own result (a
 * duplicate role 409, a banned player 403), the accepted ones in the stored lobby in the order they
 * reached the lobby, as every watching socket saw them; and over two processes behind Redis,
 * every one of 200 joins is answered and both processes end with the same lobby.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { useRedisServer } from '../testing/redis.ts';
import { eventually, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

const redis = useRedisServer();
let db: Database | undefined;
const sites: LoopSite[] = [];
const players: TestPlayer[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const p of players.splice(0)) p.close();
  for (const s of sites.splice(0).reverse()) await s.close();
  await db?.close();
  db = undefined;
});

async function startSites(count: number, env: Record<string, string> = {}): Promise<LoopSite[]> {
  db = await openTestDatabase();
  for (let i = 0; i < count; i++) sites.push(await startLoopSite(db, { env }));
  return sites;
}

async function cookiesFor(url: string, steamids: string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < steamids.length; i += 50) {
    cookies.push(...(await Promise.all(steamids.slice(i, i + 50).map((s) => signIn(url, s)))).map((c) => c.cookie));
  }
  return cookies;
}

async function join(url: string, cookie: string, steamid: string, role: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}/api/queueRole`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ queueName: 'sixes', role, isQueue: true, userSteamId: steamid }),
  });
  return { status: res.status, body: await res.json() };
}

/** Counts the stored writes of the sixes lobby at its collection. */
function countLobbyWrites(database: Database): () => number {
  const queues = database.collections.queues;
  const updateOne = queues.updateOne.bind(queues);
  let writes = 0;
  vi.spyOn(queues, 'updateOne').mockImplementation(((filter: { _id?: unknown }, ...rest: unknown[]) => {
    if (filter._id === 'sixes') writes++;
    return (updateOne as (...args: unknown[]) => unknown)(filter, ...rest);
  }) as typeof queues.updateOne);
  return () => writes;
}

async function storedPlayers(database: Database): Promise<string[]> {
  const doc = await database.collections.queues.findOne({ _id: 'sixes' });
  return Object.keys((doc!.snapshot as { context: { players: object } }).context.players);
}

describe('group commit of joins', () => {
  it('a burst of joins over HTTP: each answered on its own, the accepted stored in arrival order, with fewer writes than joins', async () => {
    const [site] = await startSites(1);
    const admin = await TestPlayer.signIn(site!.url, steamidOf(9000), { admin: true, socket: false });
    const watcher = await TestPlayer.signIn(site!.url, steamidOf(9001));
    players.push(admin, watcher);
    const banned = steamidOf(5099);

    const steamids = Array.from({ length: 40 }, (_, i) => steamidOf(5000 + i));
    const cookies = await cookiesFor(site!.url, [...steamids, banned]);
    const ban = await admin.post('/api/banPlayer/', { userId: banned, isBan: true, date: Date.now(), expires: null, reason: 'group commit test' });
    expect(ban.status).toBe(201);
    // Every player once, the first five twice with the same role (one of the two is refused), and the banned player.
    const burst = [
      ...steamids.map((s, i) => ({ steamid: s, cookie: cookies[i]!, role: SIXES_ROLES[i % 6]! })),
      ...steamids.slice(0, 5).map((s, i) => ({ steamid: s, cookie: cookies[i]!, role: SIXES_ROLES[i % 6]! })),
      { steamid: banned, cookie: cookies[40]!, role: 'medic' },
    ];
    const lobby = site!.lobbies.get('sixes');
    const arrived: string[] = [];
    const send = lobby.send.bind(lobby);
    vi.spyOn(lobby, 'send').mockImplementation((make, opts) => {
      const event = make(Date.now());
      if (event.type === 'JOIN') arrived.push(event.steamid);
      return send(make, opts);
    });
    const writes = countLobbyWrites(db!);

    const answers = await Promise.all(burst.map((j) => join(site!.url, j.cookie, j.steamid, j.role)));

    for (const [i, j] of burst.entries()) {
      const { status, body } = answers[i]!;
      if (j.steamid === banned) expect(status, 'the banned player').toBe(403);
      else expect([200, 409]).toContain(status);
      if (status === 200) expect(body.playersByRole[j.role]).toContain(j.steamid);
      else expect(body.error.code).toBeTypeOf('string');
    }
    for (const s of steamids.slice(0, 5)) {
      const statuses = burst.flatMap((j, i) => (j.steamid === s ? [answers[i]!.status] : [])).sort();
      expect(statuses, `${s} joined twice with one role`).toEqual([200, 409]);
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(40);

    // The lobby saw each player's first join first: that is the order they are stored in and were broadcast in.
    const firstArrivals = arrived.filter((s, i) => arrived.indexOf(s) === i);
    expect(await storedPlayers(db!)).toEqual(firstArrivals);
    await eventually(() => watcher.received('playerQueued').length >= 40, 5000, 'every playerQueued');
    expect(watcher.received('playerQueued').map((p) => p.steamid)).toEqual(firstArrivals);
    console.info(`45 join requests (40 accepted): ${writes()} stored writes of the lobby`);
    expect(writes(), 'stored writes for 40 accepted joins').toBeLessThan(40);
    expect(writes()).toBeGreaterThan(0);
  }, 60_000);

  it('two processes behind Redis: 200 joins split over both, every join answered, the same lobby on both afterwards', async () => {
    const [a, b] = await startSites(2, { REDIS_URL: redis.url });
    const steamids = Array.from({ length: 200 }, (_, i) => steamidOf(6000 + i));
    const cookies = await cookiesFor(a!.url, steamids);
    const writes = countLobbyWrites(db!);

    // Each player joins once; every tenth also asks again for the same role on the other process.
    const burst = steamids.flatMap((s, i) => {
      const role = SIXES_ROLES[i % 6]!;
      const once = { url: i % 2 ? b!.url : a!.url, steamid: s, cookie: cookies[i]!, role };
      return i % 10 === 0 ? [once, { ...once, url: i % 2 ? a!.url : b!.url }] : [once];
    });
    const answers = await Promise.all(burst.map((j) => join(j.url, j.cookie, j.steamid, j.role)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(200);
    expect(answers.filter((r) => r.status !== 200).map((r) => [r.status, r.body.error?.code])).toEqual(Array(20).fill([409, 'CONFLICT']));

    const stored = await storedPlayers(db!);
    expect([...stored].sort()).toEqual([...steamids].sort());
    const [lobbyA, lobbyB] = [a!.lobbies.get('sixes'), b!.lobbies.get('sixes')];
    await eventually(() => lobbyA.wire().version === lobbyB.wire().version, 2000, 'both processes at the stored version');
    const version = (await db!.collections.queues.findOne({ _id: 'sixes' }))!.version;
    expect(lobbyA.wire().version).toBe(version);
    expect(lobbyA.context()).toEqual(lobbyB.context());
    expect(Object.keys(lobbyA.context().players)).toEqual(stored);
    console.info(`220 join requests over two processes (200 accepted): ${writes()} stored writes of the lobby`);
    expect(writes(), 'stored writes for 200 accepted joins').toBeLessThan(200);
  }, 60_000);
});
