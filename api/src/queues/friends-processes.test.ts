/**
 * Friends across two api processes on one database: two medics, one on each process, mark the same
 * player at once. The lobby's group commit stores each process's write with a compare-and-set on
 * the lobby's version, and a process whose write lost applies its command again to the stored
 * lobby: exactly one medic gets the friend, the other is refused (409), and both processes end
 * with the one pair.
 */
import { expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import { eventually, steamidOf } from '../testing/loop-site.ts';
import { postAs as post, useTwoProcesses } from '../testing/two-processes.ts';

const processes = useTwoProcesses();

it.each(processes.modes)('gives the friend to one medic when medics on two processes mark them at once ($name)', async ({ env }) => {
  const { a, b } = await processes.start(env());
  const [medicA, medicB, scout] = [steamidOf(9201), steamidOf(9202), steamidOf(9203)];
  const cookieA = (await signIn(a.url, medicA)).cookie;
  const cookieB = (await signIn(b.url, medicB)).cookie;
  const cookieScout = (await signIn(a.url, scout)).cookie;
  const join = (url: string, cookie: string, steamid: string, role: string) =>
    post(url, cookie, '/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: steamid });
  expect((await join(a.url, cookieA, medicA, 'medic')).status).toBe(200);
  expect((await join(b.url, cookieB, medicB, 'medic')).status).toBe(200);
  expect((await join(a.url, cookieScout, scout, 'roamerscout')).status).toBe(200);
  const wireOf = async (url: string) => {
    const queues = (await (await fetch(`${url}/api/queues`)).json()) as { name: string; state: { friends?: unknown[]; _queuePlayers: object } }[];
    return queues.find((q) => q.name === 'sixes')!.state;
  };
  // Both processes know all three players before they race.
  await eventually(async () => Object.keys((await wireOf(b.url))._queuePlayers).length === 3, 10_000, 'B sees the three players');

  const [fromA, fromB] = await Promise.all([
    post(a.url, cookieA, '/api/markFriend', { queueName: 'sixes', steamid: scout }),
    post(b.url, cookieB, '/api/markFriend', { queueName: 'sixes', steamid: scout }),
  ]);
  expect([fromA.status, fromB.status].sort()).toEqual([200, 409]);
  const winner = fromA.status === 200 ? medicA : medicB;
  for (const url of [a.url, b.url]) {
    await eventually(
      async () => JSON.stringify((await wireOf(url)).friends) === JSON.stringify([{ medic: winner, friend: scout }]),
      10_000,
      'one pair on each process',
    );
  }
});
