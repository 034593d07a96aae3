/** Admin pug control: cancel and end a pug, reset a lobby, captains and dummies, all in the audit log; a pug with no server is cancelled after the wait. */
import type { Pug } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, fillSixesWithDummies, ManualClock, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import type { ServersFeature } from '../servers/index.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

async function startPug(site: LoopSite, admin: TestPlayer, player: TestPlayer, firstDummy: number): Promise<Pug> {
  const before = player.received('pugStarted').length;
  await fillSixesWithDummies(site, admin, [player], firstDummy);
  return await eventually(() => player.received('pugStarted')[before]?.[0], 5000, 'pugStarted');
}

describe('pug control by admins', () => {
  let site: LoopSite;
  let admin: TestPlayer;
  let player: TestPlayer;
  beforeAll(async () => {
    site = await startLoopSite(db);
    admin = await TestPlayer.signIn(site.url, steamidOf(8100), { admin: true });
    player = await TestPlayer.signIn(site.url, steamidOf(8101));
  });
  afterAll(async () => {
    admin.close();
    player.close();
    await site.close();
  });

  it('cancels a pug with a reason: 401, 403, 400 and 404 first, then players are told and freed', async () => {
    const pug = await startPug(site, admin, player, 8110);
    expect(await db.collections.auditLog.countDocuments({ action: 'addDummy' })).toBe(11);
    const path = `/api/pug/${pug._id}/cancel`;
    expect((await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reason":"x"}' })).status).toBe(401);
    expect((await player.post(path, { reason: 'x' })).status).toBe(403);
    expect((await admin.post(path, { reason: '' })).status).toBe(400);
    expect((await admin.post('/api/pug/nope/cancel', { reason: 'x' })).status).toBe(404);
    expect((await db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Pregame');
    const res = await admin.post(path, { reason: 'Wrong teams' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phase: 'Complete', endedBy: 'admin', endReason: `Wrong teams (cancelled by P${admin.steamid.slice(-4)})` });
    await eventually(() => player.received('pugNotification').some((n) => /was cancelled: Wrong teams/.test(n.msg)), 3000, 'cancel notice');
    expect((await admin.post(path, { reason: 'again' })).status).toBe(409);
    expect(await db.collections.auditLog.findOne({ action: 'cancelPug' })).toMatchObject({ target: { kind: 'pug', id: pug._id }, reason: 'Wrong teams' });
    // The audit page names the pug by its number, as players say it.
    const audit = await admin.get('/api/auditLog/?action=cancelPug');
    expect(audit.body.entries[0].target).toEqual({ kind: 'pug', id: pug._id, label: `#${pug.number} · sixes on ${pug.map}` });
    expect(await db.collections.eloHistory.countDocuments({ pugId: pug._id })).toBe(0);
    // Free to queue again.
    expect((await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid })).status).toBe(200);
    await admin.emit('setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' });
  });

  it('ends a pug over the socket (endPug), refused to players, recorded for admins', async () => {
    const pug = await startPug(site, admin, player, 8130);
    expect((await player.emit('endPug', { pugId: pug._id })).error.code).toBe('FORBIDDEN');
    expect(await admin.emit('endPug', { pugId: pug._id })).toEqual({ ok: true });
    expect((await db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Complete');
    // Its page reads "Ended by an admin", not "Complete" like a played pug (domain pugStatusLabel).
    expect((await player.get(`/api/pug/${pug.number}`)).body).toMatchObject({ _id: pug._id, endedBy: 'admin' });
    expect(await db.collections.auditLog.countDocuments({ action: 'endPug', 'target.id': pug._id })).toBe(1);
  });

  it('resets a lobby and sets captains, each recorded', async () => {
    await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid });
    expect((await player.emit('setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' })).error.code).toBe('FORBIDDEN');
    expect(await admin.emit('setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' })).toEqual({ ok: true });
    expect(site.lobbies.get('sixes').context().players).toEqual({});
    expect(await db.collections.auditLog.findOne({ action: 'resetLobby' }, { sort: { at: -1 } })).toMatchObject({
      target: { id: 'sixes' },
      details: { playersRemoved: 1 },
    });
    expect((await player.post('/api/captain/', { steamid: player.steamid, shouldCaptain: true, queueName: 'sixes' })).status).toBe(403);
    expect((await admin.post('/api/captain/', { steamid: player.steamid, shouldCaptain: 'yes', queueName: 'sixes' })).status).toBe(400);
    expect((await admin.post('/api/captain/', { steamid: player.steamid, shouldCaptain: true, queueName: 'sixes' })).status).toBe(200);
    expect(await db.collections.auditLog.findOne({ action: 'setCaptain' })).toMatchObject({ target: { id: player.steamid }, details: { shouldCaptain: true } });
  });
});

describe('an admin acting for a player', () => {
  it('is recorded when queueing or unqueueing a real player', async () => {
    const site = await startLoopSite(db);
    const admin = await TestPlayer.signIn(site.url, steamidOf(8400), { admin: true, socket: false });
    const player = await TestPlayer.signIn(site.url, steamidOf(8401), { socket: false });
    try {
      expect((await admin.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid })).status).toBe(200);
      expect((await admin.post('/api/queueRole', { queueName: 'sixes', roles: [], userSteamId: player.steamid, isDummy: false })).status).toBe(200);
      const entries = await db.collections.auditLog.find({ action: 'actForPlayer', 'target.id': player.steamid }).sort({ at: 1 }).toArray();
      expect(entries.map((e) => e.details?.what)).toEqual(['queued as medic', 'roles: none']);
      // A player acting for themselves is not an admin action.
      await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid });
      expect(await db.collections.auditLog.countDocuments({ action: 'actForPlayer', 'target.id': player.steamid })).toBe(2);
      await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: false, userSteamId: player.steamid });
    } finally {
      await site.close();
    }
  });
});

describe('a pug that finds no game server', () => {
  it('is cancelled after the configured wait: players freed and told why, admins notified', async () => {
    const clock = new ManualClock();
    const site = await startLoopSite(db, { now: clock.now, env: { NO_SERVER_WAIT_MS: '60000' } });
    const admin = await TestPlayer.signIn(site.url, steamidOf(8200), { admin: true });
    const player = await TestPlayer.signIn(site.url, steamidOf(8201));
    try {
      await site.lobbies.get('sixes').send((now) => ({ type: 'RESET', now }), { internal: true });
      const pug = await startPug(site, admin, player, 8210);
      const servers = site.server.features.find((f) => f.name === 'servers') as unknown as ServersFeature;
      await servers.service.assignWaiting();
      expect((await db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Pregame');
      clock.advance(61_000);
      // The status poll runs assignWaiting every SERVER_POLL_MS; a first assignment may still be running.
      const ended = await eventually(async () => {
        await servers.service.assignWaiting();
        const doc = await db.collections.pugs.findOne({ _id: pug._id });
        return doc?.phase === 'Complete' ? doc : null;
      });
      expect(ended.endReason).toMatch(/no game server was free after 1 minute/);
      expect(ended.endedBy).toBe('site');
      await eventually(() => player.received('pugNotification').some((n) => /cancelled: no game server/.test(n.msg)), 3000, 'player told');
      // Admins read the pug's number, as players say it, not its id.
      await eventually(
        () =>
          admin.received('pugNotification').some((n) => n.msg.startsWith(`Pug #${pug.number} (sixes`) && /was cancelled: no game server was free/.test(n.msg)),
        3000,
        'admins told',
      );
    } finally {
      admin.close();
      player.close();
      await site.close();
    }
  });
});
