import { RECENT_PUGS_SHOWN } from '../constants.ts';
import type { RoleStats } from '../entities.ts';
import { divisionFromElo } from './divisions.ts';

/** How a finished pug went for one player. */
export type PugOutcome = 'win' | 'loss' | 'draw';

const NO_STATS: RoleStats = { w: 0, l: 0, recentPugs: [], winStreak: 0, division: '' };

/**
 * A player's stats in one format and class after a result: wins, losses, the last results (most
 * recent first, RECENT_PUGS_SHOWN of them), the win streak, and the division of their new elo. A
 * draw counts as neither and ends the streak.
 */
export function nextRoleStats(prev: RoleStats | undefined, outcome: PugOutcome, newElo: number): RoleStats {
  const before = prev ?? NO_STATS;
  if (outcome === 'draw') return { ...before, winStreak: 0, division: divisionFromElo(newElo) };
  const won = outcome === 'win';
  return {
    w: before.w + (won ? 1 : 0),
    l: before.l + (won ? 0 : 1),
    recentPugs: [won ? ('rw' as const) : ('rl' as const), ...before.recentPugs].slice(0, RECENT_PUGS_SHOWN),
    winStreak: won ? before.winStreak + 1 : 0,
    division: divisionFromElo(newElo),
  };
}
