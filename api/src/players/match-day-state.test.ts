/**
 * `matchDay` on connect (docs/decisions.md "Match day: every page knows"): a page that loads during
 * a round (a reload on a profile, a new tab) learns from its socket what its player is in, from the
 * server's state, not from the events it saw: queued, a ready-up waiting on them, their live pug, a
 * sub seat they may take. Visitors get nothing.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
const opened: TestPlayer[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db);
  admin = await TestPlayer.signIn(site.url, steamidOf(8700), { admin: true });
});
afterAll(async () => {
  for (const p of opened) p.close();
  admin?.close();
  await site?.close();
  await db?.close();
});

/** A second page of the same player: a new socket with their cookie. */
async function newPage(of: TestPlayer): Promise<TestPlayer> {
  const page = new TestPlayer(site.url, of.steamid);
  page.cookie = of.cookie;
  await page.connect();
  opened.push(page);
  return page;
}

async function player(n: number): Promise<TestPlayer> {
  const p = await TestPlayer.signIn(site.url, steamidOf(n));
  opened.push(p);
  return p;
}

const stateOn = (page: TestPlayer) => eventually(() => page.received('matchDay')[0], 3000, 'matchDay');

describe('matchDay: what a freshly loaded page is told', () => {
  it('queued, then the ready-up waiting on them (and readying from that page works), then their live pug; a sub seat for others; visitors nothing', async () => {
    const me = await player(8701);
    expect(await stateOn(me)).toEqual({ queues: [], pug: null, subSeats: 0 });

    const joined = await me.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: me.steamid });
    expect(joined.status).toBe(200);
    expect(await stateOn(await newPage(me))).toEqual({ queues: [{ queueName: 'sixes', roles: ['medic'], prompt: null }], pug: null, subSeats: 0 });

    // The lobby fills while the player is elsewhere: a page loaded now is told of the ready-up.
    const others = SIXES_ROLES.flatMap((role) => [role, role]);
    others.splice(others.indexOf('medic'), 1);
    for (const [i, role] of others.entries()) {
      const res = await admin.post('/api/queueRole', { queueName: 'sixes', roles: [role], userSteamId: steamidOf(8710 + i), isDummy: true });
      expect(res.status).toBe(200);
    }
    const lobby = site.lobbies.get('sixes');
    await eventually(() => lobby.context().phase === 'Readying', 5000, 'readying');
    const reloaded = await newPage(me);
    expect(await stateOn(reloaded)).toEqual({ queues: [{ queueName: 'sixes', roles: ['medic'], prompt: 'readyUp' }], pug: null, subSeats: 0 });
    expect(await reloaded.emit('ready', { isReady: true, userSteamId: me.steamid, queueName: 'sixes' })).toEqual({ ok: true });

    // The map vote, then the pug: a page loaded now is told of the live pug, not yet joined.
    await eventually(() => lobby.context().mapCandidates.length > 0, 5000, 'map vote');
    const voting = await newPage(me);
    expect((await stateOn(voting)).queues).toEqual([{ queueName: 'sixes', roles: ['medic'], prompt: 'mapVote' }]);
    await me.post('/api/voteMap', { queueName: 'sixes', map: lobby.context().mapCandidates[0] });
    const pug = await eventually(() => me.received('pugStarted')[0]?.[0], 5000, 'pugStarted');
    const inPug = await stateOn(await newPage(me));
    expect(inPug).toEqual({ queues: [], pug: { pugId: pug._id, number: pug.number, phase: 'Pregame', onServer: false }, subSeats: 0 });

    // Their seat needs a sub: a player not in a pug is told there is one to take; the seated player is not.
    expect((await me.post(`/api/voteSub/${pug._id}`, { playerId: me.steamid })).status).toBe(200);
    const free = await player(8702);
    expect(await stateOn(free)).toEqual({ queues: [], pug: null, subSeats: 1 });
    expect((await stateOn(await newPage(me))).subSeats).toBe(0);

    const visitor = new TestPlayer(site.url, 'visitor');
    await visitor.connect();
    opened.push(visitor);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(visitor.received('matchDay')).toEqual([]);
    await admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'end of the test' });
  });
});
