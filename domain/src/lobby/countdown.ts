import type { CountdownInfo, Timestamp } from '../entities.ts';

/**
 * Countdown arithmetic, in a module of its own with no schema imports so a frontend can use it
 * without bundling zod.
 */

/** secondsRemaining of a deadline at `now`, rounded down, never negative. */
export function secondsUntil(deadline: Timestamp, now: Timestamp): number {
  return Math.max(0, Math.floor((deadline - now) / 1000));
}

/** A countdown payload part from a deadline. */
export function countdownInfoAt(deadline: Timestamp, now: Timestamp): CountdownInfo {
  return { secondsRemaining: secondsUntil(deadline, now), deadline };
}
