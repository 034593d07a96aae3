/**
 * Medic credit through the real store (domain players/medicCredit.ts): a pug played to a result gives
 * its medics credit and immunity; the next fill seats the credited medic over medics queued before
 * them (after the first two queued), and the pug spends the credit. A pug called off gives nothing.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import type { Pug, Queue } from '@pug/domain';
import { expect, it } from 'vitest';
import type { Database, PugDoc } from '../db/index.ts';
import { ensureDummy } from '../queues/join.ts';
import { grantMedicCredit } from './credit.ts';
import { eventually, steamidOf, TestPlayer, useLoopSite, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
useLoopSite(9300, (world) => ({ db, site, admin } = world));

const NON_MEDIC = SIXES_ROLES.filter((r) => r !== 'medic');

async function addDummy(n: number, role: string): Promise<void> {
  const res = await admin.post('/api/queueRole', { queueName: 'sixes', roles: [role], userSteamId: steamidOf(n), isDummy: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function sixes(): Promise<Queue> {
  const res = await fetch(`${site.url}/api/queues`);
  return ((await res.json()) as { name: string; state: Queue }[]).find((q) => q.name === 'sixes')!.state;
}

/** Waits for the lobby's next pug (after `previous`) and answers it. */
async function nextPug(previous: string | null): Promise<Pug> {
  const lobby = site.lobbies.get('sixes');
  const id = await eventually(() => (lobby.context().lastPugId !== previous ? lobby.context().lastPugId : null), 20_000, 'the pug to start');
  return (await admin.get(`/api/pug/${id}`)).body as Pug;
}

const seatOf = (pug: Pug, steamid: string) => pug.teams.blu[steamid] ?? pug.teams.red[steamid];

it('a medic pug gives credit; the next fill seats the credited medic over earlier medics and spends it; a called-off pug gives none', async () => {
  // Pug 1: medics 9301 and 9302, the rest 9303..9312.
  await addDummy(9301, 'medic');
  await addDummy(9302, 'medic');
  for (const [i, role] of NON_MEDIC.flatMap((r) => [r, r]).entries()) await addDummy(9303 + i, role);
  const first = await nextPug(null);
  const medics = [steamidOf(9301), steamidOf(9302)];
  for (const m of medics) expect(seatOf(first, m)?.role).toBe('medic');
  // The medics earn credit, and so do the demomen 9311 and 9312: they added when the queue waited for demomen alone.
  const earning = [...medics, steamidOf(9311), steamidOf(9312)].sort();
  expect((await db.collections.pugs.findOne({ _id: first._id }))?.medicCreditFor?.sort()).toEqual(earning);

  // Played to a result: they earn one pug of credit, the medics a day of immunity too; nobody else anything.
  const before = Date.now();
  await site.server.events.publish('match/score', { pugId: first._id, score: [1, 0] });
  await site.server.events.publish('match/over', { pugId: first._id, score: [3, 1], logId: null, demoUrl: null });
  await eventually(async () => (await db.collections.users.countDocuments({ _id: { $in: earning }, 'medicCredit.pugs': 1 })) === 4, 10_000, 'the credit');
  const credited = (await db.collections.users.findOne({ _id: steamidOf(9301) }))!.medicCredit!;
  expect(credited).toMatchObject({ pugs: 1, pugId: first._id });
  expect(credited.immuneUntil).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 60_000);
  expect((await db.collections.users.findOne({ _id: steamidOf(9303) }))?.medicCredit).toBeUndefined();
  expect((await db.collections.users.findOne({ _id: steamidOf(9311) }))?.medicCredit).toMatchObject({ pugs: 1, immuneUntil: 0 });
  // The same event again gives nothing more.
  await site.server.events.publish('pug/completed', { pug: (await admin.get(`/api/pug/${first._id}`)).body as Pug });
  expect((await db.collections.users.findOne({ _id: steamidOf(9301) }))!.medicCredit).toEqual(credited);

  // Pug 2: two non-medics first (they always play), then medics 9320 and 9321 with no credit, then the
  // credited 9301 last of the medics. Without credit 9301 would be the reserve.
  await addDummy(9322, NON_MEDIC[0]!);
  await addDummy(9323, NON_MEDIC[0]!);
  await addDummy(9320, 'medic');
  await addDummy(9321, 'medic');
  await addDummy(9301, 'medic');
  const wire = await sixes();
  expect(wire._queuePlayers[steamidOf(9301)]).toMatchObject({ medicCredit: true, medicImmuneUntil: credited.immuneUntil });
  expect(wire._queuePlayers[steamidOf(9320)]?.medicCredit).toBeUndefined();
  // Every page learns it from the add itself (playerQueued), as the wire applier puts it on _queuePlayers.
  const queued = await eventually(
    () => admin.received('playerQueued').find((e) => e.steamid === steamidOf(9301) && e.isQueue && e.medicCredit),
    5000,
    'playerQueued',
  );
  expect(queued).toMatchObject({ medicCredit: true, medicImmuneUntil: credited.immuneUntil });
  // Nobody grants themselves credit by asking: the body field is refused or ignored.
  const sneaky = await TestPlayer.signIn(site.url, steamidOf(9398), { socket: false });
  const asked = await sneaky.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: sneaky.steamid, medicCredit: true });
  if (asked.status === 200) {
    expect((await sixes())._queuePlayers[sneaky.steamid]?.medicCredit).toBeUndefined();
    await site.lobbies.get('sixes').send((now) => ({ type: 'LEAVE', steamid: sneaky.steamid, now }));
  } else expect(asked.status).toBe(400);
  const rest = NON_MEDIC.slice(1).flatMap((r) => [r, r]);
  for (const [i, role] of rest.entries()) await addDummy(9330 + i, role);
  const second = await nextPug(first._id);
  expect(seatOf(second, steamidOf(9301))?.role).toBe('medic');
  expect(seatOf(second, steamidOf(9320))?.role).toBe('medic');
  expect(seatOf(second, steamidOf(9321))).toBeUndefined();
  // The later uncredited medic is the reserve, with priority now.
  const lobby = site.lobbies.get('sixes');
  expect(lobby.context().players[steamidOf(9321)]?.priority).toBe(true);
  // The pug spent the credit (once).
  await eventually(async () => (await db.collections.users.findOne({ _id: steamidOf(9301) }))?.medicCredit?.pugs === 0, 10_000, 'credit spent');
  await site.server.events.publish('pug/started', { pug: second });
  expect((await db.collections.users.findOne({ _id: steamidOf(9301) }))!.medicCredit).toMatchObject({ pugs: 0, spentIn: second._id });

  // Called off by an admin: no credit for its medics.
  expect((await admin.post(`/api/pug/${second._id}/cancel`, { reason: 'Wrong server' })).status).toBe(200);
  await eventually(async () => ((await admin.get(`/api/pug/${second._id}`)).body as Pug).endedBy === 'admin', 10_000, 'the pug called off');
  expect((await db.collections.users.findOne({ _id: steamidOf(9320) }))?.medicCredit).toBeUndefined();
  expect((await db.collections.users.findOne({ _id: steamidOf(9301) }))!.medicCredit).toMatchObject({ pugs: 0, pugId: first._id });

  // Admins see it on the player page; players are refused it.
  const shown = await admin.get(`/api/admin/players/${steamidOf(9301)}`);
  expect(shown.body.medic).toEqual({ creditPugs: 0, earnedIn: first._id, earnedAt: credited.earnedAt, immuneUntil: credited.immuneUntil });
  const outsider = await TestPlayer.signIn(site.url, steamidOf(9399), { socket: false });
  expect((await outsider.get(`/api/admin/players/${steamidOf(9301)}`)).status).toBe(403);

  // Leave the lobby empty.
  await lobby.send((now) => ({ type: 'LEAVE', steamid: steamidOf(9321), now }));
});

it('a player subbed out gives the seat’s credit up; the sub who finishes a medic seat earns it', async () => {
  const [out, kept, sub] = [steamidOf(9380), steamidOf(9381), steamidOf(9382)];
  for (const steamid of [out, kept, sub]) await ensureDummy(db.collections, steamid, Date.now());
  const seat = (role: 'medic' | 'demoman') => ({ role, needsSub: false, subVotes: [] });
  // `out` (medic) and `kept` (a short demoman) earned at the start; `sub` took out's medic seat.
  await db.collections.pugs.insertOne({ _id: 'sixes-subbed', medicCreditFor: [out, kept] } as unknown as PugDoc);
  const pug = { _id: 'sixes-subbed', startAt: 1, endAt: 2_000, teams: { blu: { [sub]: seat('medic') }, red: { [kept]: seat('demoman') } } } as unknown as Pug;
  const deps = { collections: db.collections, events: site.server.events, now: () => Date.now(), config: { medic: { creditPugs: 2, immunityMs: 1000 } } };
  await grantMedicCredit(deps, pug);
  const creditOf = async (steamid: string) => (await db.collections.users.findOne({ _id: steamid }))?.medicCredit;
  expect(await creditOf(out)).toBeUndefined();
  expect(await creditOf(kept)).toEqual({ pugs: 2, pugId: 'sixes-subbed', earnedAt: 2_000, immuneUntil: 0 });
  expect(await creditOf(sub)).toEqual({ pugs: 2, pugId: 'sixes-subbed', earnedAt: 2_000, immuneUntil: 3_000 });
});
