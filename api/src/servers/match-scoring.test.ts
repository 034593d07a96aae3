/**
 * Match scoring through the real path: synthetic srcds logs (logs/testing.ts) sent as UDP log
 * packets by the simulated server to a live pug, read back from what the service emits and keeps.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startFakeLogsTf } from './fake-logs-tf.ts';
import { body, firstHalfRoster, gameOver, joinLines, realLog, roundWon, stamped, stopwatchLog, tournamentStart } from './logs/testing.ts';
import {
  eventually,
  insertPregamePug,
  registerSim,
  startServersSite,
  steamidOf,
  type ServersSite,
  onServerEvent,
  type ServerEventName,
  type ServerEventPayload,
} from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let site: ServersSite | null = null;
const cleanups: Array<() => Promise<void>> = [];

beforeEach(async () => {
  db = await openTestDatabase();
  sim = await startTf2Sim({ rconPassword: 'scoring-rcon-pw' });
  await registerSim(db, sim);
});
afterEach(async () => {
  await site?.close();
  site = null;
  for (const c of cleanups.splice(0)) await c();
  await sim.stop();
  await db.close();
});

/** A live pug on `map` with the site's game-server service listening; records what it emits. */
async function livePug(map: string, options: Parameters<typeof startServersSite>[1] = {}) {
  await insertPregamePug(db, 'pug-s', map);
  site = await startServersSite(db, options);
  const seen: Array<{ event: ServerEventName; payload: unknown }> = [];
  for (const event of ['score', 'gameOver', 'player'] as const) onServerEvent(site, event, (payload: unknown) => seen.push({ event, payload }));
  expect(await site.feature.service.assign({ _id: 'pug-s', queueName: 'sixes', map, format: 'SIXES' })).not.toBeNull();
  return seen;
}

const send = (lines: string[]) => lines.forEach((line) => sim.log(body(line)));
const scoresOf = (seen: Awaited<ReturnType<typeof livePug>>) => seen.filter((e) => e.event === 'score').map((e) => (e.payload as { score: number[] }).score);
const gameOverOf = (seen: Awaited<ReturnType<typeof livePug>>) =>
  eventually(() => seen.find((e) => e.event === 'gameOver')!.payload as ServerEventPayload<'gameOver'>);
const adminLog = async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))!.logs.map((l) => l.line ?? '');

describe('stopwatch maps over the log feed', () => {
  it.each([
    ['pug BLU attacks first and caps more', 'blu', { caps: 3, seconds: 600 }, { caps: 2, seconds: 600 }, [1, 0]],
    ['pug RED attacks first and caps more', 'red', { caps: 2, seconds: 600 }, { caps: 1, seconds: 600 }, [0, 1]],
    ['pug RED attacks first, colours swap, pug BLU caps all faster', 'red', { caps: 4, seconds: 500 }, { caps: 4, seconds: 420 }, [1, 0]],
  ] as const)('%s: the game over has the stopwatch result, not 0-0', async (_, firstAttackers, first, second, score) => {
    const seen = await livePug('pl_upward');
    send(stopwatchLog(firstAttackers, first, second));
    expect((await gameOverOf(seen)).score).toEqual(score);
    expect(await adminLog()).toContain(`Game over ${score[0]}-${score[1]} (blu-red)`);
  });
});

describe('real stopwatch logs over the log feed', () => {
  it.each([
    // Both capped all four points; the second attackers (first-half RED) were faster and won the second half.
    ['gbans-log_3474527.log', 'pl_badwater', [0, 1]],
    // The first attackers (first-half BLU) capped all four, the second none.
    ['tf-log-parser-log_hl.log', 'pl_borneo', [1, 0]],
  ] as const)('%s on %s: the game over credits the pug team that won, %j', async (file, map, score) => {
    const lines = realLog(file);
    const seen = await livePug(map);
    const seat = { role: 'scout' as const, needsSub: false, subVotes: [], elo: 1500 };
    const roster = Object.entries(firstHalfRoster(lines));
    const seats = (team: 'blu' | 'red') => Object.fromEntries(roster.filter(([, t]) => t === team).map(([id]) => [id, seat]));
    const teams = { blu: seats('blu'), red: seats('red') };
    await db.collections.pugs.updateOne({ _id: 'pug-s' }, { $set: { teams } });
    send(lines);
    expect((await gameOverOf(seen)).score).toEqual(score);
    expect(await adminLog()).toContain(`Game over ${score[0]}-${score[1]} (blu-red)`);
  });
});

describe('rounds over the log feed', () => {
  it('neither the doubled Round_Start of a match start nor a stalemate is a tournament restart', async () => {
    const seen = await livePug('cp_process_f12');
    send(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        'World triggered "Round_Start"',
        'World triggered "Round_Stalemate"',
        'World triggered "Round_Length" (seconds "300.00")',
        'World triggered "Round_Start"',
        ...roundWon('Red', { Blue: 1, Red: 1 }),
        ...gameOver({ Blue: 1, Red: 1 }),
      ]),
    );
    expect((await gameOverOf(seen)).score).toEqual([1, 1]);
    expect(scoresOf(seen)).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(await adminLog()).not.toContain('Tournament restart: score reset');
  });

  it('a Round_Win the game does not count (at the time limit) never reaches the live score', async () => {
    const seen = await livePug('cp_process_f12');
    send(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Red', { Blue: 0, Red: 1 }),
        'World triggered "Round_Start"',
        ...roundWon('Blue', { Blue: 1, Red: 1 }),
        'World triggered "Round_Start"',
        'World triggered "Round_Win" (winner "Red")',
        'World triggered "Round_Length" (seconds "95.10")',
        ...gameOver({ Blue: 1, Red: 1 }, 'Reached Time Limit'),
      ]),
    );
    expect((await gameOverOf(seen)).score).toEqual([1, 1]);
    expect(scoresOf(seen)).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('reads a disconnect whose reason holds a newline ("No Steam logon\\n")', async () => {
    const seen = await livePug('cp_process_f12');
    send(stamped([...joinLines().slice(0, 2), `"P1<2><[U:1:39734273]><Red>" disconnected (reason "No Steam logon\n")`]));
    await eventually(() =>
      expect(seen.filter((e) => e.event === 'player').map((e) => e.payload)).toContainEqual(
        expect.objectContaining({ kind: 'disconnected', steamid: steamidOf(1) }),
      ),
    );
  });
});

describe('which pug team is on which colour, over the log feed', () => {
  it('follows a sub: the player who took the seat places the teams, the one replaced no longer does', async () => {
    const seen = await livePug('cp_process_f12');
    const sub = steamidOf(40);
    const subTag = `"Sub<41><[U:1:${BigInt(sub) - 76561197960265728n}]>`;
    send(stamped([`"P1<2><[U:1:${BigInt(steamidOf(1)) - 76561197960265728n}]><Unassigned>" joined team "Blue"`]));
    await site!.feature.service.idle();
    // P1 (pug BLU) is subbed out by Sub; P1 stays on the server and goes to RED, Sub plays on BLU.
    await db.collections.pugs.updateOne(
      { _id: 'pug-s' },
      { $unset: { [`teams.blu.${steamidOf(1)}`]: '' }, $set: { [`teams.blu.${sub}`]: { role: 'scout', needsSub: false, subVotes: [], elo: 1500 } } },
    );
    send(
      stamped([
        `"P1<2><[U:1:${BigInt(steamidOf(1)) - 76561197960265728n}]><Blue>" joined team "Red"`,
        `${subTag}<Unassigned>" joined team "Blue"`,
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        ...gameOver({ Blue: 1, Red: 0 }),
      ]),
    );
    expect((await gameOverOf(seen)).score).toEqual([1, 0]);
  });

  it('does not guess: with none of the pug’s players seen on a colour, no score goes out', async () => {
    const seen = await livePug('cp_process_f12');
    send(stamped([...tournamentStart, ...roundWon('Blue', { Blue: 1, Red: 0 }), ...gameOver({ Blue: 1, Red: 0 })]));
    expect((await gameOverOf(seen)).score).toEqual([0, 0]);
    expect(scoresOf(seen)).toEqual([]);
  });
});

describe('the end of the match over the log feed', () => {
  it('keeps only the logs.tf / demos.tf lines after the game over: the next match’s lines stay out of its log', async () => {
    const logsTf = await startFakeLogsTf({ key: 'k', logId: 1 });
    cleanups.push(logsTf.close);
    const seen = await livePug('cp_process_f12', { options: { logsTfUrl: logsTf.url, logsTfApiKey: 'k' } });
    send(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        ...gameOver({ Blue: 1, Red: 0 }),
        '"Console<0><Console><Console>" say "[logs.tf] Uploading logs..."',
        '[TFTrue] The log is available here: http://logs.tf/2718. Type !log to view it.',
        // A fast server: the next match begins inside the wait.
        'Tournament mode started',
        '"Console<0><Console><Console>" say "[demos.tf]: STV available at: https://demos.tf/99"',
      ]),
    );
    expect(await gameOverOf(seen)).toMatchObject({ score: [1, 0], demoUrl: null });
    await eventually(() => expect(logsTf.uploads).toHaveLength(1));
    const log = logsTf.uploads[0]!.log;
    expect(log).toContain('[logs.tf] Uploading logs...');
    expect(log).toContain('logs.tf/2718');
    expect(log.match(/Tournament mode started/g)).toHaveLength(1);
    expect(log).not.toContain('demos.tf/99');
  });

  it('ends the pug at the first Game_Over when the log holds two matches', async () => {
    const logsTf = await startFakeLogsTf({ key: 'k', logId: 2 });
    cleanups.push(logsTf.close);
    const seen = await livePug('cp_process_f12', { options: { logsTfUrl: logsTf.url, logsTfApiKey: 'k' } });
    send(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Red', { Blue: 0, Red: 1 }),
        ...gameOver({ Blue: 0, Red: 1 }, 'Reached Time Limit'),
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        ...roundWon('Blue', { Blue: 2, Red: 0 }),
        ...gameOver({ Blue: 2, Red: 0 }),
      ]),
    );
    expect((await gameOverOf(seen)).score).toEqual([0, 1]);
    await eventually(async () => expect((await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId).toBeNull());
    expect(seen.filter((e) => e.event === 'gameOver')).toHaveLength(1);
    expect(scoresOf(seen)).toEqual([[0, 1]]);
    expect(logsTf.uploads[0]!.log.match(/Game_Over/g)).toHaveLength(1);
  });

  it('waits the injected time (not 2 s) for final scores that never come', async () => {
    const seen = await livePug('cp_process_f12', { options: { finalScoreWaitMs: 50 } });
    const sent = Date.now();
    send(stamped([...joinLines(), ...tournamentStart, ...roundWon('Blue', { Blue: 1, Red: 0 }), 'World triggered "Game_Over" reason "Reached Time Limit"']));
    expect((await gameOverOf(seen)).score).toEqual([1, 0]);
    expect(Date.now() - sent).toBeLessThan(1500);
  });
});
