import { describe, expect, it } from 'vitest';
import { balanceTeams, eloGap, enumerateSplits, provisionalSpread, teamOf } from './balance.ts';
import { BALANCE_PROVISIONAL_TOLERANCE } from '../constants.ts';
import { seededRng } from '../rng.ts';
import { fullSeats, sid, SIXES } from '../testFixtures.ts';
import type { Seat } from './seats.ts';

/** Sixes seats (players 1..12, two per role in config order) with these elos and provisional players. */
function seats(elos: number[], provisional: number[]): Seat[] {
  return fullSeats(SIXES, elos).map((s, i) => (provisional.includes(i + 1) ? { ...s, provisional: true as const } : s));
}

// Player 1 (roamer scout) and player 3 (pocket scout) are provisional. Together on one team the
// slots' elo differences cancel (gap 1); apart they add up (gap 7 with ±24, 12.33 with ±40).
const near = [1500, 1524, 1524, 1500, 1506, 1500, 1500, 1500, 1500, 1500, 1500, 1500];
const far = [1500, 1540, 1540, 1500, 1506, 1500, 1500, 1500, 1500, 1500, 1500, 1500];

describe('balanceTeams with provisional players', () => {
  it.each([
    {
      name: 'apart costs 6 points, within the tolerance: spread',
      elos: near,
      provisional: [1, 3],
      tolerance: BALANCE_PROVISIONAL_TOLERANCE,
      gap: 7,
      apart: true,
    },
    { name: 'the same with no tolerance: the smallest gap', elos: near, provisional: [1, 3], tolerance: 0, gap: 1, apart: false },
    {
      name: 'apart costs 11.33 points, beyond the tolerance: the smallest gap',
      elos: far,
      provisional: [1, 3],
      tolerance: BALANCE_PROVISIONAL_TOLERANCE,
      gap: 1,
      apart: false,
    },
    { name: 'nobody provisional: the smallest gap', elos: near, provisional: [], tolerance: BALANCE_PROVISIONAL_TOLERANCE, gap: 1, apart: false },
  ])('$name', ({ elos, provisional, tolerance, gap, apart }) => {
    const players = seats(elos, provisional);
    for (const seed of [1, 2, 3, 4, 5]) {
      const best = balanceTeams(players, SIXES, seededRng(seed).next, undefined, [], tolerance);
      expect(best.gap).toBeCloseTo(gap, 9);
      expect(teamOf(best, sid(1)) !== teamOf(best, sid(3))).toBe(apart);
    }
  });

  it('equal elos everywhere: four provisional players go two and two', () => {
    const players = seats([1500], [1, 3, 5, 7]);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const best = balanceTeams(players, SIXES, seededRng(seed).next);
      expect(best.gap).toBe(0);
      expect(provisionalSpread(best)).toBe(0);
      expect(best.blu.filter((p) => p.provisional)).toHaveLength(2);
    }
  });

  it('three provisional players: two and one, never three on a team', () => {
    const players = seats([1500], [1, 3, 5]);
    for (const seed of [1, 2, 3, 4]) expect(provisionalSpread(balanceTeams(players, SIXES, seededRng(seed).next))).toBe(1);
  });

  it('the spread never costs more than the tolerance, over every split', () => {
    const elos = [1180, 1620, 1400, 1950, 1210, 1330, 1777, 1500, 1000, 1830, 1444, 1650];
    const players = seats(elos, [2, 4, 9, 12]);
    const smallest = Math.min(...[...enumerateSplits(players, SIXES)].map(eloGap));
    const best = balanceTeams(players, SIXES, seededRng(7).next);
    expect(best.gap).toBeLessThanOrEqual(smallest + BALANCE_PROVISIONAL_TOLERANCE + 1e-9);
    const within = [...enumerateSplits(players, SIXES)].filter((s) => eloGap(s) <= smallest + BALANCE_PROVISIONAL_TOLERANCE + 1e-9);
    expect(provisionalSpread(best)).toBe(Math.min(...within.map(provisionalSpread)));
  });

  it('friends still come first: a pair kept together even when that leaves provisional players together', () => {
    // Medic 11 marked roamer scout 1 (provisional) as friend; pocket scout 3 (provisional) too.
    const players = seats([1500], [1, 3]);
    const pairs = [{ medic: sid(11), friend: sid(1) }];
    const best = balanceTeams(players, SIXES, seededRng(1).next, undefined, pairs);
    expect(teamOf(best, sid(11))).toBe(teamOf(best, sid(1)));
    expect(teamOf(best, sid(1))).not.toBe(teamOf(best, sid(3)));
  });
});
