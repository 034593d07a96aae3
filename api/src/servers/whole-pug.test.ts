/**
 * A whole pug driven only by the simulated TF2 server: 12 players queue, ready and vote over real
 * HTTP and sockets; the pug gets the server, the players get its connect string, and the match
 * the simulator plays (with a tournament restart) moves the pug from Pregame to Complete with elo
 * changes. Also: an admin's endPug releases the server, and an api restarted mid-match resumes
 * following it and completes the pug.
 */
import { queueableRoles, type Elos, type Pug } from '@pug/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTf2Sim, type SimPlayer, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { siteFeatures } from '../features.ts';
import type { ComposeFeatures } from '../framework/feature.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { QueuesFeature } from '../queues/feature.ts';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { startFakeLogsTf } from './fake-logs-tf.ts';
import type { ServersFeature } from './index.ts';
import { FAST, registerSim } from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let site: TestServer;
let admin: TestPlayer;
let logsTf: Awaited<ReturnType<typeof startFakeLogsTf>>;
let players: TestPlayer[] = [];
let features: ComposeFeatures;
const startSite = () => startTestServer({ deps: { db, collections: db.collections, features } });

beforeAll(async () => {
  db = await openTestDatabase();
  sim = await startTf2Sim({ rconPassword: 'whole-pug-rcon' });
  await registerSim(db, sim, { name: 'Sim Dallas' });
  logsTf = await startFakeLogsTf({ key: 'k-1', logId: 4242 });
  features = siteFeatures({ servers: { ...FAST, logsTfUrl: logsTf.url, logsTfApiKey: 'k-1' } });
  site = await startSite();
  admin = await TestPlayer.signIn(site.url, steamidOf(9999), { admin: true });
});
afterEach(() => {
  for (const p of players) p.close();
  players = [];
});
afterAll(async () => {
  admin?.close();
  await site?.close();
  await logsTf?.close();
  await sim?.stop();
  await db?.close();
});

/** Queues 12 players into sixes and plays the lobby up to pugStarted. */
async function startPug(firstId: number): Promise<Pug> {
  const lobbies = (site.features.find((f) => f.name === 'queues') as unknown as QueuesFeature).lobbies;
  const roles = queueableRoles(lobbies.get('sixes').context().config);
  players = await Promise.all(Array.from({ length: 12 }, (_, i) => TestPlayer.signIn(site.url, steamidOf(firstId + i))));
  for (const [i, p] of players.entries()) {
    expect((await p.post('/api/queueRole', { queueName: 'sixes', role: roles[i % roles.length], isQueue: true, userSteamId: p.steamid })).status).toBe(200);
  }
  await eventually(() => players[0]!.received('readyUp!').at(-1), 5000, 'readyUp!');
  await Promise.all(players.map((p) => p.emit('ready', { isReady: true, userSteamId: p.steamid, queueName: 'sixes' })));
  const vote = await eventually(() => players[0]!.received('voteForMap!').at(-1), 5000, 'voteForMap!');
  for (const p of players) await p.post('/api/voteMap', { queueName: 'sixes', map: vote.maps[0] });
  const started = await eventually(() => players[0]!.received('pugStarted').at(-1), 8000, 'pugStarted');
  return started[0]!;
}

function simPlayers(pug: Pug): SimPlayer[] {
  return [
    ...Object.keys(pug.teams.blu).map((steamid) => ({ name: `B${steamid.slice(-3)}`, steamid, team: 'Blue' as const })),
    ...Object.keys(pug.teams.red).map((steamid) => ({ name: `R${steamid.slice(-3)}`, steamid, team: 'Red' as const })),
  ];
}

describe('a whole pug on a simulated TF2 server', () => {
  it('goes from Pregame to Complete from the server log alone, ending with elo changes', async () => {
    const pug = await startPug(3000);
    expect(pug.phase).toBe('Pregame');

    // The server is claimed and configured; the players (only) get its connect string.
    const creds = await eventually(
      async () => {
        const res = await players[0]!.get(`/api/pugCreds/${pug._id}`);
        return res.status === 200 && res.body.connect ? res.body : null;
      },
      8000,
      'connect string',
    );
    expect(creds.connect).toBe(`connect ${sim.ipport}; password "${sim.cvars.get('sv_password')}"`);
    expect(creds.steamUrl).toBe(`steam://connect/${sim.ipport}/${sim.cvars.get('sv_password')}`);
    expect(creds.server).toEqual({ name: 'Sim Dallas', ipport: sim.ipport });
    expect(sim.map).toBe(pug.map);
    // `server/assigned`: the pug records which server plays it.
    const serverDoc = await db.collections.servers.findOne({ ipport: sim.ipport });
    await eventually(async () => (await db.collections.pugs.findOne({ _id: pug._id }))?.serverId === serverDoc!._id, 3000, 'serverId on the pug');
    const outsider = await TestPlayer.signIn(site.url, steamidOf(3900), { socket: false });
    expect((await outsider.get(`/api/pugCreds/${pug._id}`)).status).toBe(403);
    expect(players[3]!.received('serverUpdate').some((s) => s.ipport === sim.ipport && (s as { pugId?: string }).pugId === pug._id)).toBe(true);
    expect(JSON.stringify(players[3]!.received('serverUpdate'))).not.toContain('whole-pug-rcon');
    expect((await db.collections.pugs.findOne({ _id: pug._id }))?.serverId).toBeTruthy();

    // The simulator plays the match: Blue 1-0, tournament restart, then Red wins 3-1.
    await sim.playScriptedMatch(simPlayers(pug), { gap: 15, demosTfId: 555 });

    const playing = await eventually(() => players[0]!.received('pugUpdate').find((u) => u._id === pug._id && u.phase === 'Playing'), 5000, 'Playing');
    expect(playing.gameStartAt).toBeTruthy();
    const changes = await eventually(() => players[5]!.received('eloChanges').at(-1), 8000, 'eloChanges');
    expect(changes).toHaveLength(12);
    const red = new Set(Object.keys(pug.teams.red));
    for (const c of changes) expect(Math.sign(c.delta)).toBe(red.has(c.steamid) ? 1 : -1);

    const scores = players[0]!
      .received('pugUpdate')
      .filter((u) => u._id === pug._id)
      .map((u) => u.data.score);
    expect(scores).toContainEqual([1, 0]);
    expect(scores).toContainEqual([0, 0]);
    const done = (await players[0]!.get(`/api/pug/${pug._id}`)).body as Pug;
    // The demos.tf STV line is stored beside the logs.tf id, in GET /api/pug and pugHistoryDict.
    expect(done).toMatchObject({ phase: 'Complete', data: { score: [1, 3], logId: '4242', demoUrl: 'https://demos.tf/555' } });
    const history = (await players[0]!.post('/api/pugHistoryDict', { ids: [pug._id], keys: ['data'] })).body;
    expect(history).toEqual([{ _id: pug._id, data: { score: [1, 3], logId: '4242', demoUrl: 'https://demos.tf/555' } }]);
    expect(logsTf.uploads[0]!.log).toContain('World triggered "Game_Over"');

    // The server is released: kicked, a new password, free for the next pug.
    await eventually(async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId === null, 5000, 'release');
    expect(sim.connected.size).toBe(0);
    expect(sim.cvars.get('sv_password')).not.toBe(creds.password);
    // serverLog went to the admin only.
    expect(admin.received('serverLog').length).toBeGreaterThan(10);
    expect(players[0]!.received('serverLog')).toHaveLength(0);
    expect(JSON.stringify(admin.received('serverLog'))).not.toContain('whole-pug-rcon');
  });

  it('releases the server when an admin ends the pug', async () => {
    const pug = await startPug(3100);
    await eventually(async () => (await db.collections.servers.findOne({ ipport: sim.ipport, password: { $ne: null } }))?.pugId === pug._id, 8000, 'assigned');
    sim.connect(simPlayers(pug)[0]!);
    const ack = await admin.emit('endPug', { pugId: pug._id });
    expect(ack.ok).toBe(true);
    await eventually(async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId === null, 5000, 'release');
    expect(sim.connected.size).toBe(0);
    expect((await players[0]!.get(`/api/pugCreds/${pug._id}`)).status).toBe(409);
  });

  it('elo reaches each player as a userUpdate with the new elos, and the server is released exactly once', async () => {
    const pug = await startPug(3300);
    const service = (site.features.find((f) => f.name === 'servers') as ServersFeature).service;
    const releases = vi.spyOn(service, 'release');
    try {
      await eventually(
        async () => (await db.collections.servers.findOne({ ipport: sim.ipport, password: { $ne: null } }))?.pugId === pug._id,
        8000,
        'assigned',
      );
      await sim.playScriptedMatch(simPlayers(pug), { gap: 15 });
      const changes = await eventually(() => players[0]!.received('eloChanges').at(-1), 8000, 'eloChanges');
      const mine = changes.find((c) => c.steamid === players[0]!.steamid)!;
      // The player's own sockets get their self user with the stored new elo (an open profile follows).
      const update = await eventually(
        () => players[0]!.received('userUpdate').find((u) => (u.elos as Elos | undefined)?.[mine.format]?.[mine.role] === mine.to[mine.format]?.[mine.role]),
        5000,
        'userUpdate with the new elo',
      );
      expect(update.steamid).toBe(players[0]!.steamid);
      expect(players[1]!.received('userUpdate').every((u) => u.steamid === players[1]!.steamid)).toBe(true);
      await eventually(async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId === null, 5000, 'release');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(releases.mock.calls.filter(([pugId]) => pugId === pug._id)).toHaveLength(1);
    } finally {
      releases.mockRestore();
    }
  });

  it('resumes following the match after an api restart mid-match, and completes the pug with elo changes', async () => {
    const pug = await startPug(3200);
    await eventually(async () => (await db.collections.servers.findOne({ ipport: sim.ipport, password: { $ne: null } }))?.pugId === pug._id, 8000, 'assigned');
    const firstTarget = [...sim.logTargets][0];
    for (const p of simPlayers(pug)) sim.connect(p);
    // The match starts with a tournament restart (the simulator's own score goes back to 0-0).
    sim.roundStart();
    sim.tournamentRestart();
    sim.roundWin('Blue');
    await eventually(async () => (await db.collections.pugs.findOne({ _id: pug._id }))?.data.score?.[0] === 1, 5000, 'score 1-0 stored');

    // The api stops mid-match; a new process starts on the same store.
    for (const p of players) p.close();
    await site.close();
    site = await startSite();
    const resumedTarget = await eventually(() => [...sim.logTargets].find((t) => t !== firstTarget), 5000, 'log feed re-pointed');
    expect(resumedTarget).toBeTruthy();
    expect((await db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Playing');

    // The simulator plays on: Red comes back to win 2-1.
    sim.roundStart();
    sim.roundWin('Red');
    sim.roundStart();
    sim.roundWin('Red');
    sim.gameOver({ demosTfId: 556 });

    const done = await eventually(
      async () => {
        const res = await fetch(`${site.url}/api/pug/${pug._id}`);
        const body = (await res.json()) as Pug;
        return body.phase === 'Complete' ? body : null;
      },
      8000,
      'Complete after the restart',
    );
    expect(done.data).toMatchObject({ score: [1, 2], demoUrl: 'https://demos.tf/556' });
    const history = await eventually(
      async () => {
        const rows = await db.collections.eloHistory.find({ pugId: pug._id, reason: 'pug' }).toArray();
        return rows.length === 12 ? rows : null;
      },
      5000,
      'elo changes stored',
    );
    const red = new Set(Object.keys(pug.teams.red));
    for (const row of history) expect(Math.sign(row.delta)).toBe(red.has(row.steamid) ? 1 : -1);
    await eventually(async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId === null, 5000, 'release');
    expect(sim.connected.size).toBe(0);
    const serverLog = (await db.collections.servers.findOne({ ipport: sim.ipport }))!.logs.map((l) => l.line ?? '');
    expect(serverLog.some((l) => l.includes(`Resumed following pug ${pug._id}`))).toBe(true);
  });
});
