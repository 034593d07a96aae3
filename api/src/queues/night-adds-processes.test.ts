/**
 * Adding for the night across two api processes on one database: a player added to sixes and
 * highlander, and both queues fill at the same moment, sixes on one process and highlander on the
 * other. Each ready-up seats the player; the claim on their stored add (a conditional write) lets
 * exactly one take them, and the other drops them, so they end in one ready-up only.
 */
import { DEFAULT_QUEUES, queueableRoles } from '@pug/domain';
import { expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { eventually, steamidOf } from '../testing/loop-site.ts';
import { postAs as post, useTwoProcesses } from '../testing/two-processes.ts';

const processes = useTwoProcesses();
let db: Database;

/** The queue as stored now. */
async function stored(queue: string) {
  const doc = await db.collections.queues.findOne({ _id: queue } as never);
  return (doc as unknown as { snapshot: { context: { players: Record<string, unknown>; undeclaredPlayers: string[] } } }).snapshot.context;
}

it.each(processes.modes)('a player seated by two ready-ups at once, on two processes, ends in exactly one ($name)', async ({ env }) => {
  const started = await processes.start(env());
  db = started.db;
  const { a, b } = started;
  const player = steamidOf(9401);
  const cookie = (await signIn(a.url, player)).cookie;
  const adminA = (await signIn(a.url, steamidOf(9400), { admin: true })).cookie;
  const adminB = (await signIn(b.url, steamidOf(9399), { admin: true })).cookie;
  const added = await post(a.url, cookie, '/api/nightAdd', {
    queues: [
      { queueName: 'sixes', roles: ['roamerscout'] },
      { queueName: 'highlander', roles: ['scout'] },
    ],
    minutes: 60,
  });
  expect(added.status).toBe(200);

  // Every seat but one filled by dummies: sixes through A, highlander through B.
  let n = 9410;
  const last: Record<string, { url: string; cookie: string; role: string }> = {};
  for (const [queue, url, admin, mine] of [
    ['sixes', a.url, adminA, 'roamerscout'],
    ['highlander', b.url, adminB, 'scout'],
  ] as const) {
    const roles = queueableRoles(DEFAULT_QUEUES.find((q) => q.name === queue)!).flatMap((role) => (role === mine ? [role] : [role, role]));
    const final = roles.pop()!;
    for (const role of roles)
      expect((await post(url, admin, '/api/queueRole', { queueName: queue, roles: [role], userSteamId: steamidOf(n++), isDummy: true })).status).toBe(200);
    last[queue] = { url, cookie: admin, role: final };
  }
  const lastDummies = { sixes: steamidOf(n++), highlander: steamidOf(n++) };
  // Both processes have the other's joins before the race.
  await eventually(
    async () => Object.keys((await stored('highlander')).players).length === 18 - 1 && Object.keys((await stored('sixes')).players).length === 11,
    10_000,
    'both one short',
  );

  // Each process's night-add line is held (a subscriber on the same line, on the `lobby/changed`
  // every write publishes before its `lobby/readyUp`) until both fills are stored: both ready-ups
  // seat the player before either reaction runs, and the two reactions race on the claim.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const asked: string[] = [];
  for (const server of [a, b]) {
    server.events.on('lobby/changed', 'test/hold', () => gate, 'queues/nightAdds.asked');
    server.events.on('lobby/readyUp', 'test/asked', ({ queue, players }) => void (players.includes(player) && asked.push(queue)));
  }
  await Promise.all(
    (['sixes', 'highlander'] as const).map((queue) =>
      post(last[queue]!.url, last[queue]!.cookie, '/api/queueRole', {
        queueName: queue,
        roles: [last[queue]!.role],
        userSteamId: lastDummies[queue],
        isDummy: true,
      }),
    ),
  );
  await eventually(() => asked.length === 2, 10_000, 'both ready-ups seat the player');
  expect(asked.sort()).toEqual(['highlander', 'sixes']);
  open();

  const taken = await eventually(async () => (await db.collections.nightAdds.findOne({ _id: player }))?.takenBy, 10_000, 'the add taken');
  const other = taken === 'sixes' ? 'highlander' : 'sixes';
  await eventually(async () => !(await stored(other)).players[player], 10_000, `dropped from ${other}`);
  const winner = await stored(taken);
  expect(winner.players[player]).toBeTruthy();
  expect(winner.undeclaredPlayers).toContain(player);
  expect((await stored(other)).undeclaredPlayers).not.toContain(player);
});
