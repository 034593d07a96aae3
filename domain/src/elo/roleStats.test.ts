import { describe, expect, it } from 'vitest';
import { RECENT_PUGS_SHOWN } from '../constants.ts';
import { nextRoleStats } from './roleStats.ts';

describe('nextRoleStats', () => {
  it('starts from nothing: a first win is a streak of one, with the division of the new elo', () => {
    expect(nextRoleStats(undefined, 'win', 1516)).toEqual({ w: 1, l: 0, recentPugs: ['rw'], winStreak: 1, division: 'Intermediate' });
  });

  it('a loss ends the streak and leads the recent results, which keep the last RECENT_PUGS_SHOWN', () => {
    const prev = { w: 5, l: 3, recentPugs: Array.from({ length: RECENT_PUGS_SHOWN }, () => 'rw' as const), winStreak: 4, division: 'Newcomer' };
    const next = nextRoleStats(prev, 'loss', 1990);
    expect(next).toMatchObject({ w: 5, l: 4, winStreak: 0 });
    expect(next.recentPugs).toHaveLength(RECENT_PUGS_SHOWN);
    expect(next.recentPugs[0]).toBe('rl');
    expect(next.division).toBe('Advanced');
  });

  it('a draw counts as neither and ends the streak', () => {
    const prev = { w: 2, l: 1, recentPugs: ['rw' as const], winStreak: 2, division: 'Newcomer' };
    expect(nextRoleStats(prev, 'draw', 1001)).toEqual({ ...prev, winStreak: 0, division: 'Newcomer' });
  });
});
