/** The lobby's HTTP and socket rules: auth, validation, bans (403 with the reason), dummies, admin commands. */
import type { Pug } from '@pug/domain';
import { SIXES_ROLES as SIXES } from '@pug/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { eventually, steamidOf, TestPlayer, useLoopSite, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;
let banned: TestPlayer;
useLoopSite(8000, (world) => ({ db, site, admin } = world));
beforeAll(async () => {
  player = await TestPlayer.signIn(site.url, steamidOf(8001));
  banned = await TestPlayer.signIn(site.url, steamidOf(8002));
  await db.collections.discipline.insertOne({
    _id: 'ban1',
    userId: banned.steamid,
    isBan: true,
    date: Date.now() - 1000,
    expires: null,
    reason: 'Griefing in pug 12',
    isCaptainRestrict: false,
    appealAccepted: false,
  });
});
afterAll(async () => {
  for (const p of [player, banned]) p?.close();
});

const sixes = () => site.lobbies.get('sixes');

describe('queueRole', () => {
  it('refuses the signed-out (401), bad bodies and operator injection (400), others (403), unknown queues (404)', async () => {
    const body = { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid };
    const anon = await fetch(`${site.url}/api/queueRole`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(anon.status).toBe(401);
    expect((await player.post('/api/queueRole', { ...body, role: 'flex' })).status).toBe(400);
    expect((await player.post('/api/queueRole', { ...body, userSteamId: { $gt: '' } })).status).toBe(400);
    expect((await player.post('/api/queueRole', { ...body, role: 'sniper' })).body.error.message).toMatch(/no sniper role/);
    expect((await player.post('/api/queueRole', { ...body, userSteamId: banned.steamid })).status).toBe(403);
    expect((await player.post('/api/queueRole', { ...body, queueName: 'ultiduo' })).status).toBe(404);
  });

  it('joins and leaves roles, with playerQueued carrying userInfo; the roles form sets exactly those roles', async () => {
    const join = await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid });
    expect(join.status).toBe(200);
    expect(join.body.playersByRole.medic).toEqual([player.steamid]);
    expect((await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid })).status).toBe(409);
    const queued = await eventually(() => admin.received('playerQueued').find((e) => e.steamid === player.steamid));
    expect(queued).toMatchObject({ queueName: 'sixes', role: 'medic', isQueue: true, userInfo: { steamid: player.steamid, alias: 'P8001' } });
    const set = await player.post('/api/queueRole', { queueName: 'sixes', roles: ['demoman', 'pocketscout'], userSteamId: player.steamid, isDummy: false });
    expect(set.status).toBe(200);
    expect(sixes().context().players[player.steamid]!.roles.sort()).toEqual(['demoman', 'pocketscout']);
    const left = await player.post('/api/queueRole', { queueName: 'sixes', roles: [], userSteamId: player.steamid, isDummy: false });
    expect(left.body._queuePlayers[player.steamid]).toBeUndefined();
    await eventually(() => admin.received('playerQueued').some((e) => e.steamid === player.steamid && !e.isQueue && e.role === 'demoman'));
  });

  it('a banned player cannot queue, ready or vote: 403 with the reason', async () => {
    const res = await banned.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: banned.steamid });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain('Griefing in pug 12');
    const ack = await banned.emit('ready', { isReady: true, userSteamId: banned.steamid, queueName: 'sixes' });
    expect(ack.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Griefing') });
    expect((await banned.post('/api/voteMap', { queueName: 'sixes', map: 'cp_process_final' })).status).toBe(403);
  });

  it('only admins add dummies; dummies ready up and vote by themselves', async () => {
    const dummy = { queueName: 'sixes', roles: ['medic'], userSteamId: steamidOf(8100), isDummy: true };
    expect((await player.post('/api/queueRole', dummy)).status).toBe(403);
    expect((await admin.post('/api/queueRole', { ...dummy, userSteamId: player.steamid })).status).toBe(403);
    for (let i = 0; i < 11; i++) {
      const res = await admin.post('/api/queueRole', { ...dummy, roles: [SIXES[i % 6]], userSteamId: steamidOf(8100 + i) });
      expect(res.status).toBe(200);
    }
    expect((await db.collections.users.findOne({ _id: steamidOf(8100) }))!.isDummy).toBe(true);
    await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid });
    await eventually(() => sixes().context().phase === 'Readying' && sixes().context().readiedPlayers.length === 11, 5000, 'dummies readied');
    expect(sixes().context().undeclaredPlayers).toEqual([player.steamid]);
    // Someone else's ready-up is refused; the player's own is taken.
    expect((await admin.emit('ready', { isReady: true, userSteamId: 'nope', queueName: 'sixes' })).error.code).toBe('BAD_REQUEST');
    expect((await banned.emit('ready', { isReady: true, userSteamId: player.steamid, queueName: 'sixes' })).error.code).toBe('FORBIDDEN');
    expect((await player.emit('ready', { isReady: true, userSteamId: player.steamid, queueName: 'sixes' })).ok).toBe(true);
    await eventually(() => sixes().context().mapVotes && Object.keys(sixes().context().mapVotes).length === 11, 5000, 'dummy votes');
    expect((await player.post('/api/voteMap', { queueName: 'sixes', map: 'ctf_2fort' })).status).toBe(400);
    const candidates = sixes().context().mapCandidates;
    expect((await player.post('/api/voteMap', { queueName: 'sixes', map: candidates[2] })).status).toBe(200);
    const [pug] = await eventually(() => player.received('pugStarted').at(-1), 5000, 'pugStarted');
    expect(pug!.map).toBe(candidates[0]); // the 11 dummies' choice
    expect(Object.keys({ ...pug!.teams.blu, ...pug!.teams.red })).toContain(player.steamid);
    await endPugAsAdmin(pug!);
  });
});

async function endPugAsAdmin(pug: Pug) {
  expect((await player.emit('endPug', { pugId: pug._id })).error.code).toBe('FORBIDDEN');
  expect((await admin.emit('endPug', { pugId: 'no-such-pug' })).error.code).toBe('NOT_FOUND');
  expect((await admin.emit('endPug', { pugId: { $ne: 1 } })).error.code).toBe('BAD_REQUEST');
  const before = await db.collections.users.findOne({ _id: player.steamid });
  expect((await admin.emit('endPug', { pugId: pug._id })).ok).toBe(true);
  await eventually(() => player.received('pugDestroy').some((d) => d._id === pug._id), 5000, 'pugDestroy');
  const ended = (await player.get(`/api/pug/${pug._id}`)).body as Pug;
  expect(ended).toMatchObject({ phase: 'Complete', data: { score: null } });
  expect(player.received('eloChanges')).toHaveLength(0);
  expect((await db.collections.users.findOne({ _id: player.steamid }))!.elos).toEqual(before!.elos);
  expect((await admin.emit('endPug', { pugId: pug._id })).error.code).toBe('CONFLICT');
}

describe('admin commands', () => {
  it('captain flags (admin only) and setPugPhase resets the lobby with deleteLobby', async () => {
    expect((await player.post('/api/captain/', { steamid: player.steamid, shouldCaptain: true, queueName: 'sixes' })).status).toBe(403);
    const res = await admin.post('/api/captain/', { steamid: player.steamid, shouldCaptain: true, queueName: 'sixes' });
    expect(res.body.addedCaptains).toContain(player.steamid);
    await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid });
    expect((await player.emit('setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' })).error.code).toBe('FORBIDDEN');
    expect((await admin.emit('setPugPhase', { phase: 'Picking Map', queueName: 'sixes' })).error.code).toBe('CONFLICT');
    expect((await admin.emit('setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' })).ok).toBe(true);
    await eventually(() => player.received('deleteLobby').some((d) => d.queueName === 'sixes'), 5000, 'deleteLobby');
    expect(sixes().context().players).toEqual({});
  });
});
