/**
 * serveme.tf misbehaving: down, slow, 429 and malformed answers when reserving, failures when
 * ending. A pug that gets no reservation waits in Pregame exactly as when no server is free
 * (admins told, GET /api/pugCreds answers `connect: null`) and gets one at the next try; a 429 is waited out; an
 * end that keeps failing is retried, then left to an admin (POST /api/servers/{id}/endReservation).
 */
import type { FakeServeme, ServemeFault } from '@pug/test-tools/serveme';
import type { Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { eventually, TestPlayer, type LoopSite } from '../../testing/loop-site.ts';
import { callLines, serversOf, startServemePug, useServemeWorld } from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let fake: FakeServeme;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;
let dummy = 8300;

useServemeWorld({ admin: 8290, player: 8291, releaseWaitMs: 8000 }, (world) => ({ db, sim, fake, site, admin, player } = world));

const noServerNotices = async () => (await db.collections.notifications.find({ msg: { $regex: 'No game server is available' } }).toArray()).length;
/** The seated player's connect string (null while the pug has no server ready), after checking that the answer is a 200. */
async function connectOf(pugId: string): Promise<string | null> {
  const res = await player.get(`/api/pugCreds/${pugId}`);
  expect(res.status).toBe(200);
  return (res.body as { connect: string | null }).connect;
}

describe('serveme.tf failing to reserve', () => {
  it.each<[string, ServemeFault]>([
    ['down', { kind: 'down' }],
    ['slow (past SERVEME_TIMEOUT_MS)', { kind: 'slow', ms: 1500 }],
    ['malformed', { kind: 'malformed' }],
    ['failing (500)', { kind: '500' }],
  ])('%s: the pug waits as with no free server, admins are told, and the next try reserves', async (_, fault) => {
    fake.failNext(fault);
    const notices = await noServerNotices();
    const pug = await startServemePug(site, admin, player, (dummy += 20));
    await eventually(async () => (await noServerNotices()) > notices, 5000, 'admins told');
    expect((await db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Pregame');
    expect(await connectOf(pug._id)).toBeNull();
    // The claim is gone: nothing reserved, nothing held.
    expect(await db.collections.servers.countDocuments({})).toBe(0);
    expect(callLines(fake)).toEqual(['POST /api/reservations/find_servers']);

    // The status poll's next round (here called at once) reserves.
    await serversOf(site).service.assignWaiting();
    expect(await connectOf(pug._id)).toBe(`connect ${sim.ipport}; password "${sim.cvars.get('sv_password')}"`);
    expect(callLines(fake)).toEqual(['POST /api/reservations/find_servers', 'POST /api/reservations/find_servers', 'POST /api/reservations']);
  });

  it('waits out a 429 for its Retry-After and tries again', async () => {
    fake.failNext({ kind: '429', retryAfterSeconds: 1 });
    const pug = await startServemePug(site, admin, player, (dummy += 20));
    await eventually(() => connectOf(pug._id), 8000, 'connect string');
    const finds = fake.calls.filter((c) => c.path === '/api/reservations/find_servers');
    expect(finds).toHaveLength(2);
    expect(finds[1]!.at - finds[0]!.at).toBeGreaterThanOrEqual(950);
  });
});

describe('serveme.tf failing to end a reservation', () => {
  it('retries the DELETE (500, down, malformed) until serveme.tf takes it', async () => {
    const pug = await startServemePug(site, admin, player, (dummy += 20));
    await eventually(() => connectOf(pug._id), 8000, 'connect string');
    const [id] = [...fake.reservations.keys()].slice(-1);
    fake.failNext({ kind: '500' }, { kind: 'down' }, { kind: 'malformed' });
    expect((await admin.emit('endPug', { pugId: pug._id })).ok).toBe(true);
    await eventually(async () => (await db.collections.servers.countDocuments({})) === 0, 5000, 'server gone');
    expect(callLines(fake).filter((l) => l === `DELETE /api/reservations/${id}`)).toHaveLength(4);
    expect(fake.reservations.get(id!)?.status).toBe('Ending');
  });

  it('after the last try admins are told, and an admin can end it from the server list (guarded, audited)', async () => {
    const pug = await startServemePug(site, admin, player, (dummy += 20));
    await eventually(() => connectOf(pug._id), 8000, 'connect string');
    const server = (await db.collections.servers.findOne({ pugId: pug._id }))!;
    const path = `/api/servers/${server._id}/endReservation`;
    // While the pug holds it, ending it is refused; a reserved server is never edited or removed (that would leave the reservation running).
    expect((await admin.post(path, {})).body.error.code).toBe('RESERVATION_IN_USE');
    for (const method of ['PUT', 'DELETE']) {
      const res = await fetch(`${site.url}/api/servers/${server._id}`, {
        method,
        headers: { 'Content-Type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify(method === 'PUT' ? { name: 'mine now' } : {}),
      });
      expect(res.status).toBe(409);
    }
    fake.failNext({ kind: '500' }, { kind: '500' }, { kind: '500' }, { kind: '500' });
    expect((await admin.emit('endPug', { pugId: pug._id })).ok).toBe(true);
    await eventually(
      async () => (await db.collections.notifications.countDocuments({ msg: { $regex: `reservation #${server.reservation!.id} could not be ended` } })) > 0,
    );
    const left = (await admin.get('/api/servers/')).body as { _id: string; reservation: { ending: boolean } }[];
    expect(left).toEqual([expect.objectContaining({ _id: server._id, reservation: expect.objectContaining({ ending: false }) })]);

    expect((await fetch(`${site.url}${path}`, { method: 'POST' })).status).toBe(401);
    expect((await player.post(path, {})).status).toBe(403);
    expect((await admin.post('/api/servers/no-such-server/endReservation', {})).status).toBe(404);
    await db.collections.servers.insertOne({ ...server, _id: 'registered-1', ipport: '127.0.0.1:1', pugId: null, reservation: null });
    expect((await admin.post('/api/servers/registered-1/endReservation', {})).body.error.code).toBe('NOT_RESERVED');
    await db.collections.servers.deleteOne({ _id: 'registered-1' });
    const ended = await admin.post(path, {});
    expect(ended.status).toBe(200);
    expect(ended.body.reservation).toMatchObject({ id: server.reservation!.id, ending: true });
    await eventually(async () => (await db.collections.servers.countDocuments({})) === 0, 5000, 'server gone');
    expect(await db.collections.auditLog.countDocuments({ action: 'endServerReservation', 'target.id': server._id })).toBe(1);
    // Gone: nothing left to end.
    expect((await admin.post(path, {})).status).toBe(404);
  });
});
