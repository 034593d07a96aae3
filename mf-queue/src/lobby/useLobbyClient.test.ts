import { expect, it } from 'vitest';
import type { QueuesResponse } from '@pug/domain';
import { deferLobbyClient } from './useLobbyClient.ts';
import { createLobbyClient } from './lobbyClientMachine.ts';
import type { LobbySnapshot } from './lobbyState.ts';
import { lobbyAt, sid, SIXES, HIGHLANDER, T0 } from '../testing/fixtures.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const at = (version: number): QueuesResponse => [lobbyAt(SIXES, []), lobbyAt(HIGHLANDER, [])].map((q) => ({ ...q, state: { ...q.state, version } }));
const queued = (n: number, version: number) =>
  ({
    type: 'playerQueued',
    at: T0,
    payload: { queueName: 'sixes', steamid: sid(n), role: 'medic', isQueue: true, queuedAt: T0, userInfo: { steamid: sid(n), alias: `p${n}` }, version },
  }) as const;

/** A deferred client whose machine arrives when the test says (as after the interactive moment). */
function deferred(answers: LobbySnapshot[]) {
  let calls = 0;
  const load = () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]!);
  let deliver: (() => void) | null = null;
  const client = deferLobbyClient(load, (startMachine) => {
    deliver = () => startMachine(createLobbyClient);
    return () => {
      deliver = null;
    };
  });
  return { client, calls: () => calls, machineArrives: () => deliver!() };
}

const medics = (client: ReturnType<typeof deferLobbyClient>) => client.getSnapshot().context.queues[0]!.state.playersByRole.medic;

it('shows the first load before the machine arrives, applies no event itself, and hands them to the machine in order', async () => {
  const { client, calls, machineArrives } = deferred([{ queues: at(5), livePugs: [], at: T0 }]);
  client.start();
  expect(client.getSnapshot().status).toBe('loading');
  await flush();
  expect(client.getSnapshot().status).toBe('live');
  expect(client.getSnapshot().context.queues.map((q) => q.name)).toEqual(['sixes', 'highlander']);
  client.send(queued(1, 6));
  client.send(queued(2, 7));
  expect(medics(client)).toEqual([]); // kept for the machine, not applied here
  machineArrives();
  await flush();
  expect(medics(client)).toEqual([sid(1), sid(2)]);
  expect(client.getSnapshot().context.queues[0]!.state.version).toBe(7);
  expect(calls()).toBe(1); // the machine's first load is the page's first answer
  client.stop();
});

it('a gap among the kept events still makes the machine load again', async () => {
  const { client, calls, machineArrives } = deferred([
    { queues: at(5), livePugs: [], at: T0 },
    { queues: at(9), livePugs: [], at: T0 },
  ]);
  client.start();
  await flush();
  client.send(queued(1, 8)); // 6 and 7 were missed
  machineArrives();
  await flush();
  await flush();
  expect(calls()).toBe(2);
  expect(client.getSnapshot().context.queues[0]!.state.version).toBe(9);
  client.stop();
});

it('a stop before the machine arrives cancels its download and drops the kept events', async () => {
  let cancelled = false;
  const client = deferLobbyClient(
    () => Promise.resolve({ queues: at(1), livePugs: [], at: T0 }),
    () => () => {
      cancelled = true;
    },
  );
  client.start();
  client.send(queued(1, 2));
  client.stop();
  expect(cancelled).toBe(true);
});
