/**
 * Too many subs: a live pug in which `open` or more seats have waited for a sub at once for
 * `forMs` is called off (no result, no elo): it is no longer the match that was drafted, and the
 * players still in it should not wait any longer. The api checks its live pugs every so often and
 * stores on the pug since when that many seats have been open (api/src/pugs/too-many-subs.ts).
 */
import { isLivePhase } from '../constants.ts';
import type { Pug, Timestamp } from '../entities.ts';

export interface TooManySubsRule {
  /** How many seats waiting for a sub at once; 0: never. */
  open: number;
  /** For how long. */
  forMs: number;
}

/** The seats of the pug waiting for a sub now. */
export const openSubRequests = (pug: Pick<Pug, 'teams'>): number =>
  [...Object.values(pug.teams.blu), ...Object.values(pug.teams.red)].filter((seat) => seat.needsSub).length;

/**
 * One check of a pug: `since` is when the check first found `rule.open` seats waiting at once (null
 * when it did not, or no longer does: a sub took a seat); `end` whether the pug is to be called off.
 */
export function tooManySubsCheck(
  pug: Pick<Pug, 'teams' | 'phase'>,
  since: Timestamp | null,
  now: Timestamp,
  rule: TooManySubsRule,
): { since: Timestamp | null; end: boolean } {
  if (rule.open <= 0 || !isLivePhase(pug.phase) || openSubRequests(pug) < rule.open) return { since: null, end: false };
  const from = since ?? now;
  return { since: from, end: now - from >= rule.forMs };
}

/** What the players and the admins are told. */
export const tooManySubsReason = (rule: TooManySubsRule): string =>
  `${rule.open} or more seats waited for a sub at once for ${Math.round(rule.forMs / 60_000)} min`;
