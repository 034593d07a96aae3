import type { QueueConfig } from '@pug/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
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
      readiedPlayers: [],
      unreadiedPlayers: [],
      undeclaredPlayers: [],
      countdownInfo: null,
      mapCandidates: [],
      mapVotes: {},
      draft: null,
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
