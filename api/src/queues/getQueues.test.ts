import type { QueueConfig } from '@pug/domain';
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, ManualClock, startLoopSite, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { restoreLobby, stepLobby } from './lobby.ts';
import { emptyQueueState, type QueueView } from './queue-state.ts';

let site: TestServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function getQueues(opts: Parameters<typeof startTestServer>[0] = {}): Promise<QueueView[]> {
  site = await startTestServer(opts);
  const res = await fetch(`${site.url}/api/queues`);
  expect(res.status).toBe(200);
  return (await res.json()) as QueueView[];
}

describe('GET /api/queues', () => {
  it('lists the three default queues with the players each pug needs', async () => {
    const queues = await getQueues();
    expect(queues.map((q) => [q.name, q.format, q.playersNeeded])).toEqual([
      ['sixes', 'SIXES', 12],
      ['highlander', 'HIGHLANDER', 18],
      ['prolander', 'PROLANDER', 14],
    ]);
    const prolander = queues[2];
    expect(prolander?.region).toBe('na');
    expect(prolander?.roles).toContainEqual({ role: 'flex', perTeam: 2, classes: ['pyro', 'heavy', 'engineer', 'spy'] });
  });

  it('gives every queue an idle lobby state in the wire shape', async () => {
    const [sixes] = await getQueues();
    expect(sixes?.state).toEqual({
      name: 'sixes',
      format: 'SIXES',
      region: 'na',
      phase: 'Waiting For Players',
      roles: ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'].map((role) => ({
        role,
        perTeam: 1,
      })),
      playersByRole: { roamerscout: [], pocketscout: [], roamersoldier: [], pocketsoldier: [], demoman: [], medic: [] },
      _queuePlayers: {},
      prereadies: [],
      addedCaptains: [],
      friends: [],
      readiedPlayers: [],
      unreadiedPlayers: [],
      undeclaredPlayers: [],
      countdownInfo: null,
      mapCandidates: [],
      mapVotes: {},
      draft: null,
      seats: {},
    });
  });

  it('serves configured queues and the live state a lobby source reports', async () => {
    const ultiduo: QueueConfig = {
      name: 'ultiduo',
      format: 'SIXES',
      region: 'eu',
      roles: [
        { role: 'soldier', perTeam: 1 },
        { role: 'medic', perTeam: 1 },
      ],
    };
    const queues = await getQueues({
      env: { QUEUES_JSON: JSON.stringify([ultiduo]) },
      deps: {
        queueState: async (name) => {
          if (name !== 'ultiduo') return undefined;
          const state = emptyQueueState(ultiduo);
          state.playersByRole.medic = ['76561198000000001'];
          return state;
        },
      },
    });
    expect(queues).toHaveLength(1);
    expect(queues[0]?.playersNeeded).toBe(4);
    expect(queues[0]?.state.playersByRole).toEqual({ soldier: [], medic: ['76561198000000001'] });
  });
});

describe('GET /api/queues snapshot stays current', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  const sixesOf = async (url: string) => ((await (await fetch(`${url}/api/queues`)).json()) as QueueView[]).find((q) => q.name === 'sixes')!.state;

  it('carries the stored lobby version: the events of each stored step share the next one, as GET /api/queues does', async () => {
    const loop = await startLoopSite(db);
    const page = await TestPlayer.signIn(loop.url, steamidOf(300));
    const player = await TestPlayer.signIn(loop.url, steamidOf(301), { socket: false });
    try {
      const base = (await sixesOf(loop.url)).version!;
      expect(base).toBe((await db.collections.queues.findOne({ _id: 'sixes' }))!.version);
      const join = (role: string) => player.post('/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: player.steamid });
      const eventsAt = (version: number) =>
        Object.values(page.events)
          .flat()
          .filter((e) => (e as { version?: number }).version === version);

      for (const [i, role] of ['medic', 'demoman'].entries()) {
        const res = await join(role);
        expect(res.status).toBe(200);
        expect(res.body.version).toBe(base + i + 1);
        const queued = await eventually(() => page.received('playerQueued').find((e) => e.role === role));
        expect(queued.version).toBe(base + i + 1);
        expect((await sixesOf(loop.url)).version).toBe(base + i + 1);
      }
      // One write, two events (the roles form leaves both roles): both carry that write's version.
      expect((await player.post('/api/queueRole', { queueName: 'sixes', roles: [], userSteamId: player.steamid, isDummy: false })).status).toBe(200);
      await eventually(() => page.received('playerQueued').filter((e) => !e.isQueue).length === 2);
      expect(page.received('playerQueued').map((e) => [e.role, e.isQueue, e.version])).toEqual([
        ['medic', true, base + 1],
        ['demoman', true, base + 2],
        ['medic', false, base + 3],
        ['demoman', false, base + 3],
      ]);
      expect((await sixesOf(loop.url)).version).toBe(base + 3);
      expect(eventsAt(base + 4)).toEqual([]);
    } finally {
      page.close();
      await loop.lobbies.get('sixes').send((now) => ({ type: 'RESET', now }));
      await loop.close();
    }
  });

  it('after the lobby’s own change, another process’s write, and each countdown second', async () => {
    const clock = new ManualClock();
    const loop = await startLoopSite(db, { now: clock.now });
    try {
      const lobby = loop.lobbies.get('sixes');
      expect(lobby.wire()).toBe(lobby.wire());
      expect((await sixesOf(loop.url)).playersByRole.medic).toEqual([]);

      await lobby.send((now) => ({ type: 'JOIN', steamid: steamidOf(1), role: 'medic', now, elo: 1000 }));
      expect((await sixesOf(loop.url)).playersByRole.medic).toEqual([steamidOf(1)]);

      // Another process joins a player: the lease renewal's sync notices the new version.
      const doc = (await db.collections.queues.findOne({ _id: 'sixes' }))!;
      const other = stepLobby(restoreLobby(doc.snapshot), { type: 'JOIN', steamid: steamidOf(2), role: 'demoman', now: clock.now(), elo: 1000 });
      await db.collections.queues.updateOne({ _id: 'sixes', version: doc.version }, { $set: { snapshot: other!.persisted, version: doc.version + 1 } });
      expect((await sixesOf(loop.url)).playersByRole.demoman).toEqual([]);
      await lobby.sync();
      expect((await sixesOf(loop.url)).playersByRole.demoman).toEqual([steamidOf(2)]);

      const rest = [0, 0, 1, 1, 2, 2, 3, 3, 4, 5].map((i) => SIXES_ROLES[i]!);
      for (const [i, role] of rest.entries()) {
        await lobby.send((now) => ({ type: 'JOIN', steamid: steamidOf(3 + i), role, now, elo: 1000 }));
      }
      const readying = await sixesOf(loop.url);
      expect(readying.phase).toBe('Readying');
      const seconds = readying.countdownInfo!.secondsRemaining;
      clock.advance(2_000);
      expect((await sixesOf(loop.url)).countdownInfo!.secondsRemaining).toBe(seconds - 2);
      await lobby.send((now) => ({ type: 'RESET', now }));
    } finally {
      await loop.close();
    }
  });
});
