import { describe, expect, it } from 'vitest';
import type { QueuesResponse } from '@pug/domain';
import { createLobbyClient } from './lobbyClient.ts';
import { startLobbyActor } from './lobbyClientMachine.ts';
import type { LobbySnapshot } from './lobbyState.ts';
import { HIGHLANDER, lobbyAt, sid, SIXES, T0 } from '../testing/fixtures.ts';

const idle = (): QueuesResponse => [lobbyAt(SIXES, []), lobbyAt(HIGHLANDER, [])];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A load that answers each call with the next of `answers` (the last one repeats). */
function loads(answers: Array<LobbySnapshot | Error>) {
  let calls = 0;
  const load = () => {
    const next = answers[Math.min(calls++, answers.length - 1)]!;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { load, calls: () => calls };
}

const queued = (steamid: string) =>
  ({
    type: 'playerQueued',
    at: T0,
    payload: { queueName: 'sixes', steamid, role: 'medic', isQueue: true, queuedAt: T0, userInfo: { steamid, alias: 'Medi' } },
  }) as const;

describe('the lobby client before and after the machine loads', () => {
  it('shows the loaded lobby and follows events without the machine; RECONNECTED waits for it, which takes over where the page is', async () => {
    const { load, calls } = loads([{ queues: idle(), livePugs: [], at: T0 }]);
    const client = createLobbyClient(load);
    let changes = 0;
    client.subscribe(() => changes++);
    client.start();
    expect(client.getSnapshot().status).toBe('loading');
    await flush();
    expect(client.getSnapshot().status).toBe('live');
    expect(client.getSnapshot().context.queues).toHaveLength(2);

    client.send(queued(sid(1)));
    expect(client.getSnapshot().context.queues[0]!.state.playersByRole.medic).toEqual([sid(1)]);
    expect(client.getSnapshot().context.users[sid(1)]?.alias).toBe('Medi');
    client.send({ type: 'RECONNECTED' });
    expect(calls()).toBe(1); // no machine yet: the reload waits
    const before = changes;

    client.handOff(startLobbyActor);
    // The machine starts from the page's data (no load of its own), then runs what waited.
    expect(client.getSnapshot().context.queues[0]!.state.playersByRole.medic).toEqual([sid(1)]);
    expect(calls()).toBe(2);
    expect(client.getSnapshot().status).toBe('loading');
    await flush();
    expect(client.getSnapshot().status).toBe('live');
    expect(client.getSnapshot().context.queues[0]!.state.playersByRole.medic).toEqual([]); // the reload's answer
    expect(changes).toBeGreaterThan(before);

    // From now on the machine follows the events.
    client.send(queued(sid(2)));
    expect(client.getSnapshot().context.queues[0]!.state.playersByRole.medic).toEqual([sid(2)]);
    expect(client.getSnapshot()).toBe(client.getSnapshot());
    client.stop();
  });

  it('a machine that arrives while the first load runs takes over when it settles', async () => {
    const { load, calls } = loads([{ queues: idle(), livePugs: [], at: T0 }]);
    const client = createLobbyClient(load);
    client.start();
    client.handOff(startLobbyActor);
    expect(client.getSnapshot().status).toBe('loading');
    await flush();
    expect(client.getSnapshot().status).toBe('live');
    expect(calls()).toBe(1);
    client.send(queued(sid(3)));
    expect(client.getSnapshot().context.queues[0]!.state.playersByRole.medic).toEqual([sid(3)]);
    client.stop();
  });

  it('a failed first load shows the error; Retry waits for the machine, which then loads again', async () => {
    const { load, calls } = loads([new Error('api down'), { queues: idle(), livePugs: [], at: T0 }]);
    const client = createLobbyClient(load);
    client.start();
    await flush();
    expect(client.getSnapshot()).toMatchObject({ status: 'failed', context: { error: 'api down' } });
    client.send({ type: 'RETRY' });
    expect(calls()).toBe(1);
    client.handOff(startLobbyActor);
    await flush();
    expect(calls()).toBe(2);
    expect(client.getSnapshot()).toMatchObject({ status: 'live', context: { error: null } });
    client.stop();
  });
});
