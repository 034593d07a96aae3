/**
 * Adding for the night through the site (docs/product.md "Rules"), on the real
 * store: added to two queues, the first whose ready-up seats the player takes them and the other
 * drops them at once; a reserve stays in both; the add ends at its time with a notice (also after
 * a restart: the end is stored); cancelling; every refusal changes nothing.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testing.ts';
import type { Database } from '../db/index.ts';
import { eventually, ManualClock, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import type { QueuesFeature } from './feature.ts';

const MIN = 60_000;
const PLAYER = steamidOf(9101);
const ADMIN = steamidOf(9100);

let db: Database | undefined;
const sites: LoopSite[] = [];
const players: TestPlayer[] = [];
afterEach(async () => {
  for (const p of players.splice(0)) p.close();
  for (const s of sites.splice(0).reverse()) await s.close();
  await db?.close();
  db = undefined;
});

async function world(opts: { clock?: ManualClock } = {}) {
  db ??= await openTestDatabase();
  const site = await startLoopSite(db, opts.clock ? { now: opts.clock.now } : {});
  sites.push(site);
  const admin = await TestPlayer.signIn(site.url, ADMIN, { admin: true });
  const player = await TestPlayer.signIn(site.url, PLAYER);
  players.push(admin, player);
  const nightAdds = (site.server.features.find((f) => f.name === 'queues') as unknown as QueuesFeature).nightAdds;
  return { site, admin, player, nightAdds };
}

const body = {
  queues: [
    { queueName: 'sixes', roles: ['roamerscout'] },
    { queueName: 'highlander', roles: ['scout', 'medic'] },
  ],
  minutes: 120,
};
const inQueue = (site: LoopSite, queue: string, steamid = PLAYER) => site.lobbies.get(queue).context().players[steamid]?.roles ?? null;
const del = async (p: TestPlayer) => {
  const res = await fetch(`${p.url}/api/nightAdd`, { method: 'DELETE', headers: { cookie: p.cookie } });
  return { status: res.status, body: (await res.json()) as any };
};

/** Dummies fill the rest of sixes (two of each role); the ready-up starts. */
async function fillSixes(site: LoopSite, admin: TestPlayer, firstDummy: number) {
  let n = firstDummy;
  for (const role of SIXES_ROLES) {
    const queued = Object.values(site.lobbies.get('sixes').context().players).filter((p) => p.roles.includes(role)).length;
    for (let i = queued; i < 2; i++) {
      const res = await admin.post('/api/queueRole', { queueName: 'sixes', roles: [role], userSteamId: steamidOf(n++), isDummy: true });
      expect(res.status).toBe(200);
    }
  }
  await eventually(() => site.lobbies.get('sixes').context().phase !== 'Waiting For Players', 5000, 'the ready-up');
}

describe('adding for the night', () => {
  it('queues the player in every queue with their roles and answers the add', async () => {
    const { site, player } = await world();
    const res = await player.post('/api/nightAdd', body);
    expect(res.status).toBe(200);
    expect(res.body.add).toMatchObject({ steamid: PLAYER, queues: body.queues, takenBy: null });
    expect(res.body.add.until - res.body.add.since).toBe(120 * MIN);
    expect(res.body).toMatchObject({ enabled: true, durations: [60, 120, 180], defaultMinutes: 120 });
    expect(inQueue(site, 'sixes')).toEqual(['roamerscout']);
    expect(inQueue(site, 'highlander')?.sort()).toEqual(['medic', 'scout']);
    expect((await player.get('/api/nightAdd')).body.add).toEqual(res.body.add);
    await eventually(() => player.received('nightAdd').at(-1)?.until === res.body.add.until, 5000, 'the nightAdd event');
    // A second add while one runs: 409, nothing changes.
    const again = await player.post('/api/nightAdd', { queues: [{ queueName: 'sixes', roles: ['medic'] }], minutes: 60 });
    expect(again.status).toBe(409);
    expect(inQueue(site, 'sixes')).toEqual(['roamerscout']);
  });

  it('the first queue whose ready-up seats the player takes them: the other drops them at once', async () => {
    const { site, admin, player, nightAdds } = await world();
    expect((await player.post('/api/nightAdd', body)).status).toBe(200);
    await fillSixes(site, admin, 9200);
    expect(site.lobbies.get('sixes').context().undeclaredPlayers).toContain(PLAYER);
    await eventually(() => inQueue(site, 'highlander') === null, 5000, 'dropped from highlander');
    expect(inQueue(site, 'sixes')).toEqual(['roamerscout']);
    expect((await db!.collections.nightAdds.findOne({ _id: PLAYER }))?.takenBy).toBe('sixes');
    expect((await player.get('/api/nightAdd')).body.add).toBeNull();
    await eventually(() => player.received('nightAdd').at(-1) === null, 5000, 'told the add is over');
    // A late ready-up of highlander asking them (a race lost) drops them from highlander, not sixes.
    await nightAdds.asked('highlander', [PLAYER]);
    expect(inQueue(site, 'sixes')).toEqual(['roamerscout']);
  });

  it('a reserve (asked nothing) stays in every queue of the add', async () => {
    const { site, admin, player } = await world();
    await fillSixes(site, admin, 9300);
    // Sixes is full and readying: the player joins as a reserve.
    expect((await player.post('/api/nightAdd', body)).status).toBe(200);
    await site.server.events.idle();
    expect(site.lobbies.get('sixes').context().undeclaredPlayers).not.toContain(PLAYER);
    expect(inQueue(site, 'sixes')).toEqual(['roamerscout']);
    expect(inQueue(site, 'highlander')?.sort()).toEqual(['medic', 'scout']);
    expect((await db!.collections.nightAdds.findOne({ _id: PLAYER }))?.takenBy).toBeNull();
  });

  it('ends at its time: the player leaves the queues and is told', async () => {
    const clock = new ManualClock(Date.UTC(2026, 11, 6, 21, 40));
    const { site, player, nightAdds } = await world({ clock });
    expect((await player.post('/api/nightAdd', { ...body, minutes: 60 })).status).toBe(200);
    clock.advance(59 * MIN);
    await nightAdds.sweep();
    expect(inQueue(site, 'sixes')).not.toBeNull();
    clock.advance(MIN);
    await nightAdds.sweep();
    expect(inQueue(site, 'sixes')).toBeNull();
    expect(inQueue(site, 'highlander')).toBeNull();
    expect(await db!.collections.nightAdds.findOne({ _id: PLAYER })).toBeNull();
    const notice = await eventually(() => player.received('pugNotification').find((n) => n.msg.startsWith('Your add for the night ended')), 5000, 'the notice');
    expect(notice.msg).toBe('Your add for the night ended: you left Sixes, Highlander.');
    expect(await db!.collections.notifications.countDocuments({ steamid: PLAYER, msg: notice.msg })).toBe(1);
    await eventually(() => player.received('nightAdd').at(-1) === null, 5000, 'the add gone from the page');
  });

  it('keeps its end across a restart: the next api ends it from the store', async () => {
    const clock = new ManualClock(Date.UTC(2026, 11, 6, 21, 40));
    const first = await world({ clock });
    expect((await first.player.post('/api/nightAdd', { ...body, minutes: 60 })).status).toBe(200);
    await sites.pop()!.close();
    clock.advance(61 * MIN);
    const site = await startLoopSite(db!, { now: clock.now });
    sites.push(site);
    // Its start sweeps: no timer of the first api is needed.
    await eventually(() => inQueue(site, 'sixes') === null && inQueue(site, 'highlander') === null, 5000, 'the queues left');
    await eventually(
      async () => (await db!.collections.notifications.countDocuments({ steamid: PLAYER, msg: /add for the night ended/ })) === 1,
      5000,
      'the notice',
    );
  });

  it('cancels: the player leaves the queues; cancelling with none running is 404', async () => {
    const { site, player } = await world();
    expect((await player.post('/api/nightAdd', body)).status).toBe(200);
    const res = await del(player);
    expect(res.status).toBe(200);
    expect(res.body.add).toBeNull();
    expect(inQueue(site, 'sixes')).toBeNull();
    expect(inQueue(site, 'highlander')).toBeNull();
    expect((await del(player)).status).toBe(404);
  });

  it('refuses, changing nothing: anonymous 401, bad body 400, unknown queue 404, banned or in a cooldown 403', async () => {
    const { site, player } = await world();
    const anon = await fetch(`${site.url}/api/nightAdd`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(anon.status).toBe(401);
    expect((await fetch(`${site.url}/api/nightAdd`)).status).toBe(401);
    const bad = [
      {},
      { ...body, minutes: 90 },
      { ...body, minutes: 240 },
      { ...body, queues: [] },
      { ...body, queues: [{ queueName: 'sixes', roles: [] }] },
      { ...body, queues: [{ queueName: 'sixes', roles: ['scout'] }] },
      { ...body, queues: [body.queues[0], body.queues[0]] },
      { ...body, extra: 1 },
      { ...body, queues: [{ queueName: 'sixes', roles: ['wizard'] }] },
    ];
    for (const b of bad) expect((await player.post('/api/nightAdd', b)).status, JSON.stringify(b)).toBe(400);
    const unknown = await player.post('/api/nightAdd', { ...body, queues: [...body.queues, { queueName: 'ultiduo', roles: ['medic'] }] });
    expect(unknown.status).toBe(404);

    await db!.collections.users.updateOne(
      { _id: PLAYER },
      { $set: { reliability: { strikes: [], cooldown: { level: 1, until: Date.now() + 10 * MIN, kind: 'missedReadyUp' } } } as never },
    );
    const cooling = await player.post('/api/nightAdd', body);
    expect(cooling.status).toBe(403);
    expect(cooling.body.error.message).toMatch(/you can queue again at/);
    await db!.collections.users.updateOne({ _id: PLAYER }, { $unset: { reliability: 1 } });

    await db!.collections.discipline.insertOne({
      _id: 'night-ban',
      userId: PLAYER,
      isBan: true,
      date: Date.now() - 1000,
      expires: null,
      reason: 'Toxicity',
      isCaptainRestrict: false,
      appeal: null,
      appealAccepted: false,
      issuedBy: ADMIN,
    });
    expect((await player.post('/api/nightAdd', body)).status).toBe(403);

    expect(await db!.collections.nightAdds.countDocuments({})).toBe(0);
    expect(inQueue(site, 'sixes')).toBeNull();
    expect(inQueue(site, 'highlander')).toBeNull();
  });

  it('is off with NIGHT_ADD_ENABLED=0: 404, and GET says so', async () => {
    db = await openTestDatabase();
    const site = await startLoopSite(db, { env: { NIGHT_ADD_ENABLED: '0' } });
    sites.push(site);
    const player = await TestPlayer.signIn(site.url, PLAYER, { socket: false });
    expect((await player.post('/api/nightAdd', body)).status).toBe(404);
    expect((await player.get('/api/nightAdd')).body).toMatchObject({ enabled: false, add: null });
    expect(inQueue(site, 'sixes')).toBeNull();
  });
});
