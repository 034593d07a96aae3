import type { Timestamp } from '@pug/domain';

/**
 * Whole seconds left until `deadline` at server time `now`, never negative: the same count as
 * the domain's `secondsUntil` (a test holds them equal). Kept here because that helper lives
 * beside the zod contracts, which would add zod to this remote's bundle.
 */
export function secondsLeft(deadline: Timestamp, now: Timestamp): number {
  return Math.max(0, Math.floor((deadline - now) / 1000));
}
