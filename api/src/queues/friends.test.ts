/**
 * Friends (domain/src/lobby/friends.ts) through real HTTP and real sockets: a queued medic marks a
 * queued teammate, every page of the queue sees the pair in `partialInfo`, the friend refuses it,
 * and the pair goes when either leaves; each refusal (401, 400, 403, 404, 409) changes nothing.
 */
import { io as ioClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, steamidOf, TestPlayer, useLoopSite, type LoopSite } from '../testing/loop-site.ts';

let site: LoopSite;
let admin: TestPlayer;
useLoopSite(9100, (world) => ({ site, admin } = world));

const pairs = () => site.lobbies.get('sixes').wire().friends ?? [];
let medic: TestPlayer;
let medic2: TestPlayer;
let scout: TestPlayer;
let soldier: TestPlayer;
let visitor: ReturnType<typeof ioClient>;
const visitorSaw: { friends?: unknown }[] = [];

const join = async (p: TestPlayer, role: string) =>
  expect((await p.post('/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: p.steamid })).status).toBe(200);

beforeAll(async () => {
  const signedIn = await Promise.all([1, 2, 3, 4].map((n) => TestPlayer.signIn(site.url, steamidOf(9110 + n))));
  [medic, medic2, scout, soldier] = signedIn as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
  visitor = ioClient(site.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  visitor.on('partialInfo', (p: { friends?: unknown }) => visitorSaw.push(p));
  await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
  await join(medic, 'medic');
  await join(medic2, 'medic');
  await join(scout, 'roamerscout');
  await join(soldier, 'pocketsoldier');
});
afterAll(() => {
  for (const p of [medic, medic2, scout, soldier]) p.close();
  visitor.close();
});

describe('marking a friend', () => {
  it('refuses a visitor (401), a bad body (400), an unknown queue (404), a non-medic (403) and a medic class (409)', async () => {
    const anonymous = await fetch(`${site.url}/api/markFriend`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ queueName: 'sixes', steamid: scout.steamid }),
    });
    expect(anonymous.status).toBe(401);
    expect((await medic.post('/api/markFriend', { queueName: 'sixes', steamid: 'nobody' })).status).toBe(400);
    expect((await medic.post('/api/markFriend', { queueName: 'nosuchqueue', steamid: scout.steamid })).status).toBe(404);
    const notMedic = await scout.post('/api/markFriend', { queueName: 'sixes', steamid: soldier.steamid });
    expect(notMedic.status).toBe(403);
    expect(notMedic.body.error.message).toMatch(/queued as medic/);
    const otherMedic = await medic.post('/api/markFriend', { queueName: 'sixes', steamid: medic2.steamid });
    expect(otherMedic.status).toBe(409);
    expect(otherMedic.body.error.message).toMatch(/scout, soldier or demoman/);
    expect(pairs()).toEqual([]);
  });

  it('marks the friend as the signed-in medic; every page of the queue sees the pair', async () => {
    const res = await medic.post('/api/markFriend', { queueName: 'sixes', steamid: scout.steamid });
    expect(res.status).toBe(200);
    const pair = { medic: medic.steamid, friend: scout.steamid };
    expect(res.body.friends).toEqual([pair]);
    expect(pairs()).toEqual([pair]);
    await eventually(() => scout.received('partialInfo').some((p) => JSON.stringify(p.friends) === JSON.stringify([pair])), 5000, 'the friend sees the pair');
    await eventually(() => visitorSaw.some((p) => JSON.stringify(p.friends) === JSON.stringify([pair])), 5000, 'a visitor sees the pair');
    expect((await admin.get('/api/queues')).body.find((q: { name: string }) => q.name === 'sixes').state.friends).toEqual([pair]);
  });

  it('refuses a second friend, a friend already paired, and another player refusing the pair', async () => {
    const second = await medic.post('/api/markFriend', { queueName: 'sixes', steamid: soldier.steamid });
    expect(second.status).toBe(409);
    const taken = await medic2.post('/api/markFriend', { queueName: 'sixes', steamid: scout.steamid });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toMatch(/already paired/);
    const stranger = await soldier.post('/api/refuseFriend', { queueName: 'sixes', medic: medic.steamid });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toMatch(/Only the marked friend/);
    expect((await medic.post('/api/refuseFriend', { queueName: 'sixes', medic: medic.steamid })).status).toBe(403);
    expect((await scout.post('/api/refuseFriend', { queueName: 'sixes', medic: medic2.steamid })).status).toBe(404);
    expect(pairs()).toEqual([{ medic: medic.steamid, friend: scout.steamid }]);
  });

  it('lets the friend refuse: the pair is gone for everyone', async () => {
    const res = await scout.post('/api/refuseFriend', { queueName: 'sixes', medic: medic.steamid });
    expect(res.status).toBe(200);
    expect(pairs()).toEqual([]);
    await eventually(() => JSON.stringify(medic.received('partialInfo').at(-1)?.friends) === '[]', 5000, 'the medic sees the pair gone');
  });

  it('lets the medic unmark, and drops the pair when the friend leaves the queue', async () => {
    expect((await medic.post('/api/markFriend', { queueName: 'sixes', steamid: soldier.steamid })).status).toBe(200);
    expect((await medic.post('/api/markFriend', { queueName: 'sixes', steamid: null })).status).toBe(200);
    expect(pairs()).toEqual([]);
    expect((await medic.post('/api/markFriend', { queueName: 'sixes', steamid: null })).status).toBe(409);
    expect((await medic.post('/api/markFriend', { queueName: 'sixes', steamid: soldier.steamid })).status).toBe(200);
    expect((await soldier.post('/api/queueRole', { queueName: 'sixes', role: 'pocketsoldier', isQueue: false, userSteamId: soldier.steamid })).status).toBe(
      200,
    );
    expect(pairs()).toEqual([]);
    await eventually(() => JSON.stringify(visitorSaw.at(-1)?.friends) === '[]', 5000, 'pages see the pair gone');
  });

  it('gives one friend to one medic when two mark the same player at once (the lobby applies them in turn)', async () => {
    const [a, b] = await Promise.all([
      medic.post('/api/markFriend', { queueName: 'sixes', steamid: scout.steamid }),
      medic2.post('/api/markFriend', { queueName: 'sixes', steamid: scout.steamid }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(pairs()).toHaveLength(1);
  });

  it('refuses a banned player (403)', async () => {
    expect((await admin.post('/api/banPlayer/', { userId: medic2.steamid, isBan: true, date: Date.now(), expires: null, reason: 'friends test' })).status).toBe(
      201,
    );
    const res = await medic2.post('/api/markFriend', { queueName: 'sixes', steamid: soldier.steamid });
    expect(res.status).toBe(403);
  });
});
