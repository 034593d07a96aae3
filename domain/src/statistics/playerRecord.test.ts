import { describe, expect, it } from 'vitest';
import type { Pug, PugTeamPlayer } from '../entities.ts';
import { EMPTY_PLAYER_RECORD, nextPlayerRecord, sharedRanks, type PlayerRecord } from './playerRecord.ts';
import { tallyPug, utcHourOfWeek, lastUtcDays } from './pugTally.ts';

const A = '76561198000000001';
const B = '76561198000000002';
const SUB = '76561198000000003';
const seat = (role: string): PugTeamPlayer => ({ role: role as PugTeamPlayer['role'], needsSub: false, subVotes: [] });

type Step = { score: [number, number] | null; aborted?: boolean; phase?: Pug['phase']; subbedBy?: string; banned?: boolean; aAs?: string };

/** A history of Sixes pugs where A plays BLU (as `aAs`, default medic) and B plays RED scout; a sub may take A's seat. */
function pugOf(step: Step, i: number) {
  const bluPlayer = step.subbedBy ?? A;
  return {
    format: 'SIXES' as const,
    phase: step.phase ?? ('Complete' as const),
    map: 'cp_process_final',
    teams: { blu: { [bluPlayer]: seat(step.aAs ?? 'medic') }, red: { [B]: seat('roamerscout') } },
    data: { score: step.score },
    startAt: Date.UTC(2026, 11, 1 + i, 20),
    endAt: Date.UTC(2026, 11, 1 + i, 21),
    aborted: step.aborted ?? false,
    bannedPlayers: step.banned ? [bluPlayer] : [],
  };
}

function fold(history: Step[]): Record<string, PlayerRecord> {
  const records: Record<string, PlayerRecord> = {};
  history.forEach((step, i) => {
    const tally = tallyPug(pugOf(step, i));
    if (!tally) return;
    for (const p of tally.players) records[p.steamid] = nextPlayerRecord(records[p.steamid] ?? EMPTY_PLAYER_RECORD, p, i);
  });
  return records;
}

const W: Step = { score: [3, 0] }; // BLU (A) wins
const L: Step = { score: [0, 3] };
const D: Step = { score: [2, 2] };

describe('hall-of-fame records from a history', () => {
  it.each<{ name: string; history: Step[]; a: Partial<PlayerRecord> | undefined; b?: Partial<PlayerRecord>; sub?: Partial<PlayerRecord> }>([
    { name: 'three wins in a row', history: [W, W, W], a: { pugs: 3, medicPugs: 3, streak: 3, bestStreak: 3, bestStreakAt: 2 }, b: { pugs: 3, bestStreak: 0 } },
    { name: 'a loss ends a streak, the best is kept', history: [W, W, L, W], a: { pugs: 4, streak: 1, bestStreak: 2, bestStreakAt: 1 } },
    {
      name: 'a draw ends a streak and is no win for either side',
      history: [W, D, W, W],
      a: { pugs: 4, streak: 2, bestStreak: 2, bestStreakAt: 3 },
      b: { pugs: 4, bestStreak: 0 },
    },
    { name: 'an equal later streak keeps when the first was reached', history: [W, W, L, W, W], a: { bestStreak: 2, bestStreakAt: 1, streak: 2 } },
    {
      name: 'a cancelled pug counts for nobody and breaks nothing',
      history: [W, { score: [0, 0], aborted: true }, { score: null, aborted: true }, W],
      a: { pugs: 2, streak: 2, bestStreak: 2 },
      b: { pugs: 2 },
    },
    { name: 'a pug still being played counts for nobody', history: [W, { score: [1, 0], phase: 'Playing' }], a: { pugs: 1 } },
    {
      name: 'a subbed-out player gets nothing; the sub gets the pug and its result',
      history: [W, { ...W, subbedBy: SUB }, W],
      a: { pugs: 2, streak: 2, bestStreak: 2 },
      sub: { pugs: 1, medicPugs: 1, streak: 1, bestStreak: 1 },
    },
    { name: 'a player banned during the pug gets nothing from it', history: [W, { ...W, banned: true }], a: { pugs: 1, streak: 1 } },
    { name: 'medic pugs count only the pugs played as medic', history: [W, { ...W, aAs: 'pocketsoldier' }, L], a: { pugs: 3, medicPugs: 2, medicPugsAt: 2 } },
  ])('$name', ({ history, a, b, sub }) => {
    const records = fold(history);
    if (a) expect(records[A]).toMatchObject(a);
    if (b) expect(records[B]).toMatchObject(b);
    if (sub) expect(records[SUB]).toMatchObject(sub);
    else expect(records[SUB]).toBeUndefined();
  });
});

describe('a pug tally', () => {
  it('counts the UTC day and hour of the week it ended, the fill time and what the queue waited for', () => {
    const tally = tallyPug({ ...pugOf(W, 0), roundStartedAt: 1000, readyUpAt: 61_000, waitedFor: ['medic'] })!;
    expect(tally).toMatchObject({ format: 'sixes', day: '2026-12-01', map: 'cp_process_final', fillMs: 60_000, waitedFor: ['medic'] });
    // 2026-12-01 is a Tuesday: 24 + 21.
    expect(tally.hourOfWeek).toBe(45);
  });

  it('leaves the fill time and the shortage out for a pug from before they were stored', () => {
    expect(tallyPug(pugOf(W, 0))).toMatchObject({ fillMs: null, waitedFor: null });
  });

  it('numbers the week from Monday 00:00 UTC', () => {
    expect(utcHourOfWeek(Date.UTC(2026, 11, 7, 0, 30))).toBe(0); // a Monday
    expect(utcHourOfWeek(Date.UTC(2026, 11, 13, 23, 59))).toBe(167); // a Sunday
  });

  it('lists the last days oldest first, ending today', () => {
    expect(lastUtcDays(Date.UTC(2026, 11, 7, 12), 3)).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
  });
});

describe('shared ranks', () => {
  it.each([
    { values: [9, 7, 7, 4], ranks: [1, 2, 2, 4] },
    { values: [5, 5, 5], ranks: [1, 1, 1] },
    { values: [], ranks: [] },
  ])('$values -> $ranks', ({ values, ranks }) => expect(sharedRanks(values)).toEqual(ranks));
});
