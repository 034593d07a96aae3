/**
 * Whole pugs over real HTTP and real sockets: 12 (sixes) and 18 (highlander) signed-in players
 * queue, ready up, vote, get drafted by captains or balanced, play (results through the result
 * feed) and receive their elo changes.
 */
import { playersPerPug, queueableRoles, type Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { eventually, steamidOf, TestPlayer, useLoopSite, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
useLoopSite(9999, (world) => ({ db, site, admin } = world));

async function playWholePug(queueName: string, firstId: number, withCaptains: boolean) {
  const config = site.lobbies.get(queueName).context().config;
  const roles = queueableRoles(config);
  const n = playersPerPug(config);
  const players = await Promise.all(Array.from({ length: n }, (_, i) => TestPlayer.signIn(site.url, steamidOf(firstId + i))));
  try {
    const captains = withCaptains ? [players[0]!, players[1]!] : [];
    for (const c of captains) expect((await admin.post('/api/captain/', { steamid: c.steamid, shouldCaptain: true, queueName })).status).toBe(200);

    // Queue: two players per role, one request each.
    for (const [i, p] of players.entries()) {
      const res = await p.post('/api/queueRole', { queueName, role: roles[i % roles.length], isQueue: true, userSteamId: p.steamid });
      expect(res.status).toBe(200);
    }
    for (const p of players) {
      await eventually(() => p.received('playerQueued').length >= n, 5000, 'every playerQueued');
      expect(p.received('playerQueued')[0]).toMatchObject({ queueName, isQueue: true, userInfo: { steamid: players[0]!.steamid, alias: expect.any(String) } });
    }

    // Ready up over the socket.
    const readyUp = await eventually(() => players[0]!.received('readyUp!').at(-1), 5000, 'readyUp!');
    expect(readyUp.players).toHaveLength(n);
    expect(readyUp.countdownInfo.secondsRemaining).toBeGreaterThanOrEqual(59);
    expect(readyUp.countdownInfo.deadline).toBeGreaterThan(Date.now() + 58_000);
    expect(players[3]!.received('countdownInfo').at(-1)).toMatchObject({ queueName, phase: 'Readying', deadline: readyUp.countdownInfo.deadline });
    const acks = await Promise.all(players.map((p) => p.emit('ready', { isReady: true, userSteamId: p.steamid, queueName })));
    expect(acks.every((a) => a.ok === true)).toBe(true);
    expect((await players[0]!.emit('ready', { isReady: true, userSteamId: players[0]!.steamid, queueName })).error.code).toBe('CONFLICT');
    await eventually(() => players[5]!.received('playerReady').length >= n, 5000, 'playerReady');

    // Map vote.
    const vote = await eventually(() => players[2]!.received('voteForMap!').at(-1), 5000, 'voteForMap!');
    expect(vote.maps).toHaveLength(3);
    const map = vote.maps[1]!;
    for (const p of players) expect((await p.post('/api/voteMap', { queueName, map })).status).toBe(200);

    if (withCaptains) {
      const chosen = await eventually(() => players[4]!.received('captains').at(-1), 5000, 'captains');
      expect(new Set(chosen.captains)).toEqual(new Set(captains.map((c) => c.steamid)));
      // Draft: each captain picks the first legal option offered when it is their turn.
      for (let pick = 0; pick < n - 2; pick++) {
        const turn = await eventually(
          () => {
            const captain = captains.find((c) => c.steamid === draftTurnOf(site, queueName));
            const offer = captain?.received('yourPick').at(-1);
            const pool = site.lobbies.get(queueName).context().draft?.pool ?? [];
            return offer && offer.options.every((o) => pool.some((s) => s.steamid === o.steamid)) ? captain : undefined;
          },
          5000,
          `yourPick ${pick}`,
        );
        const offer = turn.received('yourPick').at(-1)!;
        expect(offer.countdownInfo.deadline).toBeGreaterThan(Date.now());
        expect((await turn.post('/api/pick', { queueName, steamid: offer.options[0]!.steamid })).status).toBe(200);
      }
      // yourPick only ever reached the captains.
      for (const p of players.slice(2)) expect(p.received('yourPick')).toHaveLength(0);
      expect(players[7]!.received('pickedBlu!').length + players[7]!.received('pickedRed!').length).toBe(n - 2);
    }

    // The pug starts; the lobby is empty again.
    const started = await eventually(() => players[6]!.received('pugStarted').at(-1), 5000, 'pugStarted');
    const pug: Pug = started[0]!;
    expect(pug).toMatchObject({ queueName, phase: 'Pregame', map });
    const seated = [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)];
    expect(Object.keys(pug.teams.blu)).toHaveLength(n / 2);
    expect(new Set(seated)).toEqual(new Set(players.map((p) => p.steamid)));
    if (withCaptains) {
      expect(pug.teams.blu[captains[0]!.steamid]?.isCaptain ?? pug.teams.red[captains[0]!.steamid]?.isCaptain).toBe(true);
    }
    await eventually(
      () => site.lobbies.get(queueName).context().phase === 'Waiting For Players' && Object.keys(site.lobbies.get(queueName).context().players).length === 0,
      5000,
      'empty lobby',
    );
    expect((await players[0]!.get(`/api/pug/${pug._id}`)).body).toMatchObject({ _id: pug._id, phase: 'Pregame' });
    expect((await players[0]!.get(`/api/pugCreds/${pug._id}`)).status).toBe(200);
    expect((await admin.get(`/api/pugCreds/${pug._id}`)).status).toBe(403); // admins only when they play
    const outsider = await TestPlayer.signIn(site.url, steamidOf(firstId + 500), { socket: false });
    expect((await outsider.get(`/api/pugCreds/${pug._id}`)).status).toBe(403);
    // A player in a live pug cannot queue again.
    expect((await players[0]!.post('/api/queueRole', { queueName, role: roles[0], isQueue: true, userSteamId: players[0]!.steamid })).status).toBe(409);

    // Result as the game server's log tells it: live score, then game over -> elo changes for everyone.
    await site.server.events.publish('match/score', { pugId: pug._id, score: [1, 0] });
    await eventually(
      () => players[0]!.received('pugUpdate').some((u) => u._id === pug._id && u.phase === 'Playing' && u.data.score?.[0] === 1),
      5000,
      'pugUpdate',
    );
    await site.server.events.publish('match/over', { pugId: pug._id, score: [3, 1], logId: '123456', demoUrl: null });
    const changes = await eventually(() => players[9]!.received('eloChanges').at(-1), 5000, 'eloChanges');
    expect(changes).toHaveLength(n);
    const blu = new Set(Object.keys(pug.teams.blu));
    for (const c of changes) expect(Math.sign(c.delta)).toBe(blu.has(c.steamid) ? 1 : -1);
    await eventually(() => players[1]!.received('pugDestroy').some((d) => d._id === pug._id), 5000, 'pugDestroy');
    const done = (await players[0]!.get(`/api/pug/${pug._id}`)).body as Pug;
    expect(done).toMatchObject({ phase: 'Complete', data: { score: [3, 1], logId: '123456' } });
    const someone = changes[0]!;
    const user = await db.collections.users.findOne({ _id: someone.steamid });
    expect(user!.elos[someone.format]![someone.role]).toBeCloseTo(someone.to[someone.format]![someone.role]!, 9);
    expect(await db.collections.eloHistory.countDocuments({ pugId: pug._id })).toBe(n);
    const stats = (await players[0]!.get(`/api/pugStats/${someone.steamid}`)).body;
    expect(stats.stats[someone.format][someone.role]).toMatchObject({ w: someone.delta > 0 ? 1 : 0, l: someone.delta > 0 ? 0 : 1 });
    const history = (await players[0]!.post('/api/pugHistoryDict', { users: [players[0]!.steamid], keys: ['map', 'data'] })).body;
    expect(history).toEqual([{ _id: pug._id, map, data: { score: [3, 1], logId: '123456' } }]);
  } finally {
    for (const p of players) p.close();
  }
}

function draftTurnOf(s: LoopSite, queueName: string): string | undefined {
  const wire = s.lobbies.get(queueName).wire();
  return wire.draft ? wire.draft.captains[wire.draft.turn] : undefined;
}

describe('a whole pug through every phase', () => {
  it('sixes, balanced (12 players)', async () => playWholePug('sixes', 1000, false));
  it('sixes, drafted by captains (12 players)', async () => playWholePug('sixes', 1100, true));
  it('highlander, balanced (18 players)', async () => playWholePug('highlander', 1200, false));
  it('highlander, drafted by captains (18 players)', async () => playWholePug('highlander', 1300, true));
});
