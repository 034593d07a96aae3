/**
 * Match day subs (docs/decisions.md "Match day"): "I need a sub" marks the seat at once, an admin
 * forces a sub, a seat needing a sub is announced to signed-in players not in a running pug (not to
 * the players of one, nor to visitors), the first accept takes it, and the subbed-out player is told.
 */
import type { Pug } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, fillSixesWithDummies, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
const opened: TestPlayer[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db);
  admin = await TestPlayer.signIn(site.url, steamidOf(8600), { admin: true });
});
afterAll(async () => {
  for (const p of opened) p.close();
  admin?.close();
  await site?.close();
  await db?.close();
});

async function player(n: number): Promise<TestPlayer> {
  const p = await TestPlayer.signIn(site.url, steamidOf(n));
  opened.push(p);
  return p;
}

async function startPug(p: TestPlayer, firstDummy: number): Promise<Pug> {
  const before = p.received('pugStarted').length;
  await fillSixesWithDummies(site, admin, [p], firstDummy);
  return await eventually(() => p.received('pugStarted')[before]?.[0], 5000, 'pugStarted');
}

const teamOf = (pug: Pug, steamid: string) => (Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : 'red');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('subs on match day', () => {
  it('"I need a sub" marks the seat at once; players not in a pug hear of it (not players of a live pug, not visitors); one accept wins; the subbed-out player is told', async () => {
    const other = await player(8601); // seated in another running pug
    await startPug(other, 8620);
    const asking = await player(8602);
    const pug = await startPug(asking, 8640);
    const free = await player(8603);
    const late = await player(8604);
    const visitor = new TestPlayer(site.url, 'visitor');
    await visitor.connect();
    opened.push(visitor);
    const team = teamOf(pug, asking.steamid);

    const asked = await asking.post(`/api/voteSub/${pug._id}`, { playerId: asking.steamid });
    expect(asked.status).toBe(200);
    expect(asked.body.teams[team][asking.steamid]).toMatchObject({ needsSub: true, subVotes: [asking.steamid] });

    const heard = await eventually(() => free.received('subNeeded').find((s) => s.pugId === pug._id), 3000, 'subNeeded');
    expect(heard).toEqual({
      pugId: pug._id,
      number: pug.number,
      queueName: 'sixes',
      shorthand: pug.shorthand,
      map: pug.map,
      steamid: asking.steamid,
      team,
      role: pug.teams[team][asking.steamid]!.role,
    });
    await eventually(() => late.received('subNeeded').length > 0, 3000, 'subNeeded to a second player');
    await pause(300);
    expect(other.received('subNeeded')).toEqual([]);
    expect(asking.received('subNeeded')).toEqual([]);
    expect(visitor.received('subNeeded')).toEqual([]);

    const accepted = await free.post(`/api/acceptSub/${pug._id}`, { playerId: asking.steamid });
    expect(accepted.status).toBe(200);
    expect(accepted.body.teams[team][free.steamid]).toMatchObject({ needsSub: false });
    const second = await late.post(`/api/acceptSub/${pug._id}`, { playerId: asking.steamid });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/already took/) });

    const told = await eventually(() => asking.received('pugNotification').find((n) => /subbed out/.test(n.msg)), 3000, 'notification');
    expect(told.msg).toContain(`P${free.steamid.slice(-4)} took your seat`);
    const self = await asking.get('/api/self/');
    expect(self.body.notifications.map((n: { msg: string }) => n.msg)).toContain(told.msg);
  });

  it('an admin forces a sub: 200 and announced; a non-admin 403; a player not seated 404; twice or on a finished pug 409', async () => {
    const seated = await player(8605);
    const pug = await startPug(seated, 8660);
    const free = await player(8606);
    const url = `/api/forceSub/${pug._id}`;

    expect((await free.post(url, { playerId: seated.steamid })).status).toBe(403);
    expect((await seated.post(url, { playerId: seated.steamid })).status).toBe(403);
    const notSeated = await admin.post(url, { playerId: steamidOf(8699) });
    expect(notSeated.status).toBe(404);
    expect(notSeated.body.error.code).toBe('NOT_FOUND');
    expect((await admin.post(url, { playerId: { $gt: '' } })).status).toBe(400);
    expect((await admin.post('/api/forceSub/nope', { playerId: seated.steamid })).status).toBe(404);

    const forced = await admin.post(url, { playerId: seated.steamid });
    expect(forced.status).toBe(200);
    expect(forced.body.teams[teamOf(pug, seated.steamid)][seated.steamid]).toMatchObject({ needsSub: true });
    await eventually(() => free.received('subNeeded').find((s) => s.steamid === seated.steamid), 3000, 'subNeeded');
    expect((await admin.post(url, { playerId: seated.steamid })).status).toBe(409);
    const audit = await admin.get('/api/auditLog/?action=forceSub');
    expect(audit.body.entries ?? audit.body).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'forceSub', actor: admin.steamid })]));

    const teammate = Object.keys(pug.teams[teamOf(pug, seated.steamid)]).find((s) => s !== seated.steamid)!;
    expect((await admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'testing' })).status).toBe(200);
    const finished = await admin.post(url, { playerId: teammate });
    expect(finished.status).toBe(409);
  });

  it('a seat that waited for a sub cannot be taken once an admin ended the pug: 409, and the pug is unchanged', async () => {
    const seated = await player(8610);
    const pug = await startPug(seated, 8700);
    const free = await player(8611);
    expect((await seated.post(`/api/voteSub/${pug._id}`, { playerId: seated.steamid })).status).toBe(200);
    expect((await admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'Server died' })).status).toBe(200);
    const ended = (await free.get(`/api/pug/${pug._id}`)).body as Pug;
    expect(ended.phase).toBe('Complete');

    const refused = await free.post(`/api/acceptSub/${pug._id}`, { playerId: seated.steamid });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: 'This pug is not running' });
    const after = (await free.get(`/api/pug/${pug._id}`)).body as Pug;
    expect(after.teams).toEqual(ended.teams);
    expect(after.subbedPlayers).toEqual([]);
  });

  it('a banned player is not told a seat needs a sub (they could not take it: 403)', async () => {
    const seated = await player(8607);
    const pug = await startPug(seated, 8680);
    const free = await player(8608);
    const banned = await player(8609);
    const ban = { userId: banned.steamid, isBan: true, date: Date.now(), expires: Date.now() + 86_400_000, reason: 'Griefing' };
    expect((await admin.post('/api/banPlayer/', ban)).status).toBe(201);
    await eventually(() => !banned.socket.connected, 3000, 'the ban ends their socket');
    await banned.connect(); // as the page does: it reconnects, signed in, with the ban on record

    expect((await seated.post(`/api/voteSub/${pug._id}`, { playerId: seated.steamid })).status).toBe(200);
    await eventually(() => free.received('subNeeded').find((s) => s.pugId === pug._id), 3000, 'subNeeded');
    await pause(300);
    expect(banned.received('subNeeded')).toEqual([]);
    const refused = await banned.post(`/api/acceptSub/${pug._id}`, { playerId: seated.steamid });
    expect(refused.status).toBe(403);
  });
});
