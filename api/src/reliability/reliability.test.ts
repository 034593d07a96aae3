/**
 * Strikes and cooldowns through the site (docs/product.md "Rules"): a missed ready-up with the page
 * open is a strike and the next join is refused (403, why and until when) until the cooldown ends;
 * a player whose page was closed, or whose countdown was resumed after a restart or by another api
 * process that took the queue over, is not struck;
 * an admin sees the strikes and lifts them (audited, with a reason), a player cannot; the level
 * decays with time; a no-show on the server is a strike too.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testing.ts';
import type { Database } from '../db/index.ts';
import { presentPlayers } from '../framework/presence.ts';
import { eventually, ManualClock, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

const MIN = 60_000;

/** The roles still to fill for a sixes pug (two of each) when these are queued. */
function missingRoles(queued: readonly string[]): string[] {
  return SIXES_ROLES.flatMap((role) => Array<string>(Math.max(0, 2 - queued.filter((r) => r === role).length)).fill(role));
}
const DAY = 24 * 60 * MIN;

describe('reliability strikes', () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 28, 12, 0));
  let db: Database;
  let site: LoopSite;
  let admin: TestPlayer;
  let dummyNo = 9500;
  const open: TestPlayer[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    site = await startLoopSite(db, { now: clock.now });
    admin = await TestPlayer.signIn(site.url, steamidOf(9400), { admin: true });
  });
  afterAll(async () => {
    for (const p of open) p.close();
    admin?.close();
    await site?.close();
    await db?.close();
  });

  const join = (p: TestPlayer, role: string) => p.post('/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: p.steamid });
  const lobby = () => site.lobbies.get('sixes');

  /** The players join, dummies fill the rest and ready up; the ready-up starts. */
  async function startReadyUp(players: TestPlayer[]) {
    for (const [i, p] of players.entries()) expect((await join(p, SIXES_ROLES[i]!)).status).toBe(200);
    for (const role of missingRoles(Object.values(lobby().context().players).flatMap((q) => q.roles))) {
      expect((await admin.post('/api/queueRole', { queueName: 'sixes', roles: [role], userSteamId: steamidOf(dummyNo++), isDummy: true })).status).toBe(200);
    }
    await eventually(() => lobby().context().phase === 'Readying', 5000, 'readying');
    await eventually(() => lobby().context().readiedPlayers.length === 12 - players.length, 5000, 'the dummies ready');
  }

  /** The countdown runs out. */
  async function runOut() {
    clock.advance(5 * MIN);
    await lobby().fireTimers();
    await eventually(() => lobby().context().phase === 'Waiting For Players', 5000, 'the ready-up over');
    await site.server.events.idle();
  }

  async function clearLobby() {
    for (const steamid of Object.keys(lobby().context().players)) await lobby().send((now) => ({ type: 'LEAVE', steamid, now }), { internal: true });
  }

  it('strikes a player who let the ready-up run out with the page open, not one whose page was closed', async () => {
    const struck = await TestPlayer.signIn(site.url, steamidOf(9401));
    const away = await TestPlayer.signIn(site.url, steamidOf(9402));
    open.push(struck, away);
    await startReadyUp([struck, away]);
    away.close();
    await eventually(async () => !(await presentPlayers(site.server.io, [away.steamid])).has(away.steamid), 5000, 'the page closed');
    await runOut();

    const refused = await join(struck, 'medic');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You missed a ready-up: you can queue again at 2026-11-28 12:15 UTC (cooldown level 1).');
    expect(Object.keys(lobby().context().players)).not.toContain(struck.steamid);
    const self = await struck.get('/api/self/');
    expect(self.body.cooldown).toEqual({ level: 1, until: clock.now() + 10 * MIN, kind: 'missedReadyUp' });
    expect((self.body.notifications as { msg: string }[]).some((n) => n.msg.startsWith('Strike for a missed ready-up: you cannot queue for 10 min'))).toBe(
      true,
    );

    // The player whose page was closed is not struck: the site could not ask them.
    await away.connect();
    expect((await join(away, 'medic')).status).toBe(200);
    expect((await admin.get(`/api/admin/players/${away.steamid}`)).body.reliability).toBeUndefined();
    await clearLobby();

    // The cooldown ends by itself.
    clock.advance(10 * MIN - 1);
    expect((await join(struck, 'medic')).status).toBe(403);
    clock.advance(1);
    expect((await join(struck, 'medic')).status).toBe(200);
    await clearLobby();
  });

  it('shows admins the strikes, lets them lift the cooldown with a reason (audited), and refuses players', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(9403));
    open.push(player);
    await startReadyUp([player]);
    await runOut();
    expect((await join(player, 'medic')).status).toBe(403);

    const view = await admin.get(`/api/admin/players/${player.steamid}`);
    expect(view.body.reliability).toMatchObject({ level: 1, liftedAt: null, cooldown: { level: 1, kind: 'missedReadyUp' } });
    expect(view.body.reliability.strikes).toEqual([{ kind: 'missedReadyUp', pugId: expect.stringMatching(/^readyUp:sixes:\d+$/), at: clock.now() }]);

    const path = `/api/admin/players/${player.steamid}/liftCooldown`;
    expect((await player.post(path, { reason: 'please' })).status).toBe(403);
    expect((await admin.post(path, { reason: '  ' })).status).toBe(400);
    expect((await admin.post(`/api/admin/players/${steamidOf(9499)}/liftCooldown`, { reason: 'x' })).status).toBe(404);
    expect((await join(player, 'medic')).status).toBe(403); // nothing changed

    expect((await admin.post(path, { reason: 'Steam was down' })).status).toBe(200);
    expect((await join(player, 'medic')).status).toBe(200);
    expect((await admin.get(`/api/admin/players/${player.steamid}`)).body.reliability).toMatchObject({ level: 0, liftedAt: clock.now() });
    const audit = await admin.get('/api/auditLog/');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'liftCooldown',
      actor: admin.steamid,
      reason: 'Steam was down',
      target: { kind: 'player', id: player.steamid },
    });
    expect((await admin.post(path, { reason: 'again' })).status).toBe(409);
    await clearLobby();
  });

  it('decays a level per 7 days without a strike, and counts a no-show on the server', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(9404));
    open.push(player);
    await site.server.events.publish('match/notJoined', { pugId: 'pug-a', steamid: player.steamid, waitedMs: 5 * MIN });
    await site.server.events.publish('match/notJoined', { pugId: 'pug-a', steamid: player.steamid, waitedMs: 5 * MIN }); // once per pug
    let view = await admin.get(`/api/admin/players/${player.steamid}`);
    expect(view.body.reliability).toMatchObject({ level: 1, cooldown: { level: 1, kind: 'noShow', until: clock.now() + 10 * MIN } });
    expect((await join(player, 'medic')).body.error.message).toMatch(/^You did not join your pug’s server in time: you can queue again at /);

    clock.advance(MIN);
    await site.server.events.publish('match/notJoined', { pugId: 'pug-b', steamid: player.steamid, waitedMs: 5 * MIN });
    view = await admin.get(`/api/admin/players/${player.steamid}`);
    expect(view.body.reliability).toMatchObject({ level: 2, cooldown: { level: 2, until: clock.now() + 30 * MIN } });

    clock.advance(7 * DAY);
    expect((await admin.get(`/api/admin/players/${player.steamid}`)).body.reliability.level).toBe(1);
    await site.server.events.publish('match/notJoined', { pugId: 'pug-c', steamid: player.steamid, waitedMs: 5 * MIN });
    view = await admin.get(`/api/admin/players/${player.steamid}`);
    expect(view.body.reliability).toMatchObject({ level: 2, cooldown: { level: 2, until: clock.now() + 30 * MIN } });
  });

  it('tells admins of a player reaching the announce level', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(9405));
    open.push(player);
    for (const pugId of ['p1', 'p2', 'p3', 'p4']) await site.server.events.publish('match/notJoined', { pugId, steamid: player.steamid, waitedMs: MIN });
    await site.server.events.idle();
    const notices = (await admin.get('/api/self/')).body.notifications as { msg: string; url?: string }[];
    expect(notices.filter((n) => n.msg.startsWith('P9405 reached cooldown level'))).toEqual([
      expect.objectContaining({
        msg: 'P9405 reached cooldown level 4 (no-show on the server): no queueing for 12 h.',
        url: `/admin/players/${player.steamid}`,
      }),
    ]);
  });
});

describe('a ready-up resumed after a restart', () => {
  it('strikes no one: the countdown was running when the api went down', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 28, 12, 0));
    const db = await openTestDatabase();
    let site = await startLoopSite(db, { now: clock.now });
    const admin = await TestPlayer.signIn(site.url, steamidOf(9600), { admin: true });
    let player = await TestPlayer.signIn(site.url, steamidOf(9601));
    try {
      expect((await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid })).status).toBe(200);
      for (const [i, role] of missingRoles(['medic']).entries()) {
        expect((await admin.post('/api/queueRole', { queueName: 'sixes', roles: [role], userSteamId: steamidOf(9610 + i), isDummy: true })).status).toBe(200);
      }
      const readying = site.lobbies.get('sixes');
      await eventually(() => readying.context().phase === 'Readying' && readying.context().readiedPlayers.length === 11, 5000, 'the dummies ready');
      player.close();
      admin.close();
      await site.close();

      site = await startLoopSite(db, { now: clock.now });
      player = await TestPlayer.signIn(site.url, steamidOf(9601));
      const lobby = site.lobbies.get('sixes');
      expect(lobby.context().phase).toBe('Readying');
      clock.advance(5 * 60_000);
      await lobby.fireTimers();
      await eventually(() => lobby.context().phase === 'Waiting For Players', 5000, 'the ready-up over');
      await site.server.events.idle();
      expect(Object.keys(lobby.context().players)).not.toContain(player.steamid);
      expect((await db.collections.users.findOne({ _id: player.steamid }))?.reliability).toBeUndefined();
      expect((await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid })).status).toBe(200);
    } finally {
      player.close();
      await site.close();
      await db.close();
    }
  });
});

describe('a ready-up taken over by another api process', () => {
  it('strikes no one: the process that started the countdown stopped before it ran out', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 28, 12, 0));
    const db = await openTestDatabase();
    // A starts first and holds the queue's lease (its timers); B serves the player's page.
    const a = await startLoopSite(db, { now: clock.now });
    const b = await startLoopSite(db, { now: clock.now });
    const admin = await TestPlayer.signIn(a.url, steamidOf(9700), { admin: true });
    const player = await TestPlayer.signIn(b.url, steamidOf(9701));
    let aOpen = true;
    try {
      expect((await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid })).status).toBe(200);
      for (const [i, role] of missingRoles(['medic']).entries()) {
        expect((await admin.post('/api/queueRole', { queueName: 'sixes', roles: [role], userSteamId: steamidOf(9710 + i), isDummy: true })).status).toBe(200);
      }
      await eventually(
        () => a.lobbies.get('sixes').context().phase === 'Readying' && a.lobbies.get('sixes').context().readiedPlayers.length === 11,
        5000,
        'the dummies ready',
      );
      admin.close();
      await a.close();
      aOpen = false;

      // B takes the queue over, and its countdown runs out with the player's page open on B.
      const lobby = b.lobbies.get('sixes');
      await lobby.sync();
      expect(lobby.context().phase).toBe('Readying');
      clock.advance(5 * 60_000);
      await lobby.fireTimers();
      await eventually(() => lobby.context().phase === 'Waiting For Players', 5000, 'the ready-up over');
      await b.server.events.idle();
      expect(await presentPlayers(b.server.io, [player.steamid])).toEqual(new Set([player.steamid]));
      expect(Object.keys(lobby.context().players)).not.toContain(player.steamid);
      expect((await db.collections.users.findOne({ _id: player.steamid }))?.reliability).toBeUndefined();
    } finally {
      player.close();
      if (aOpen) await a.close();
      await b.close();
      await db.close();
    }
  });
});
