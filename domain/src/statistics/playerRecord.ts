/**
 * A player's hall-of-fame record in one format (docs/product.md "Statistics and hall of fame"),
 * folded pug by pug in the order they ended: pugs, medic pugs, the current and the longest win
 * streak (a loss or a draw ends a streak), each with when it was reached.
 */
import type { Timestamp } from '../entities.ts';
import type { TalliedPlayer } from './pugTally.ts';

export interface PlayerRecord {
  pugs: number;
  /** When `pugs` reached its value. */
  pugsAt: Timestamp;
  medicPugs: number;
  medicPugsAt: Timestamp;
  /** Wins in a row up to the last pug. */
  streak: number;
  bestStreak: number;
  bestStreakAt: Timestamp;
}

/** The counts the hall of fame lists, each a top 10 (most pugs, most medic pugs, longest win streak). */
export const HALL_OF_FAME_BOARDS = ['pugs', 'medicPugs', 'bestStreak'] as const satisfies readonly (keyof PlayerRecord)[];
export type HallOfFameBoard = (typeof HALL_OF_FAME_BOARDS)[number];

export const EMPTY_PLAYER_RECORD: PlayerRecord = { pugs: 0, pugsAt: 0, medicPugs: 0, medicPugsAt: 0, streak: 0, bestStreak: 0, bestStreakAt: 0 };

/** The record after one more pug, ended at `at`. */
export function nextPlayerRecord(record: PlayerRecord, played: Pick<TalliedPlayer, 'medic' | 'outcome'>, at: Timestamp): PlayerRecord {
  const streak = played.outcome === 'win' ? record.streak + 1 : 0;
  const longer = streak > record.bestStreak;
  return {
    pugs: record.pugs + 1,
    pugsAt: at,
    medicPugs: record.medicPugs + (played.medic ? 1 : 0),
    medicPugsAt: played.medic ? at : record.medicPugsAt,
    streak,
    bestStreak: longer ? streak : record.bestStreak,
    bestStreakAt: longer ? at : record.bestStreakAt,
  };
}

/** Competition ranks of values sorted best first: equal values share a rank ("1, 2, 2, 4"). */
export function sharedRanks(values: readonly number[]): number[] {
  const ranks: number[] = [];
  values.forEach((v, i) => ranks.push(i > 0 && values[i - 1] === v ? ranks[i - 1]! : i + 1));
  return ranks;
}
