import { describe, expect, it } from 'vitest';
import { balanceTeams, eloGap, enumerateSplits, keepsPairs, teamOf } from './balance.ts';
import { seededRng } from '../rng.ts';
import { fullSeats, HL, sid, SIXES } from '../testFixtures.ts';
import type { FriendPair } from '../entities.ts';

// Sixes seats of fullSeats: roamer scouts 1-2, pocket scouts 3-4, roamer soldiers 5-6, pocket soldiers 7-8, demomen 9-10, medics 11-12.
const pair = (medic: number, friend: number): FriendPair => ({ medic: sid(medic), friend: sid(friend) });

describe('balanceTeams with friends', () => {
  // Elos chosen so the unconstrained best split separates medic 11 from demoman 9.
  const elos = [1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 2400, 600, 2400, 600];

  it.each([
    { case: 'no pair: the best split may separate them', pairs: [] as FriendPair[], together: [] as FriendPair[] },
    { case: 'a medic and their demoman', pairs: [pair(11, 9)], together: [pair(11, 9)] },
    { case: 'both medics with a scout each', pairs: [pair(11, 1), pair(12, 3)], together: [pair(11, 1), pair(12, 3)] },
    { case: 'a pair with a player not seated is ignored', pairs: [{ medic: sid(11), friend: sid(99) }], together: [] as FriendPair[] },
  ])('$case', ({ pairs, together }) => {
    const seats = fullSeats(SIXES, elos);
    const best = balanceTeams(seats, SIXES, seededRng(3).next, undefined, pairs);
    for (const p of together) expect(teamOf(best, p.medic)).toBe(teamOf(best, p.friend));
    expect(best.pairsKept).toEqual(together);
  });

  it('without the pair the best split separates medic 11 from demoman 9 (the case above is a real constraint)', () => {
    const best = balanceTeams(fullSeats(SIXES, elos), SIXES, seededRng(3).next);
    expect(teamOf(best, sid(11))).not.toBe(teamOf(best, sid(9)));
  });

  it('is exact over the splits that keep the pairs together, for many elo sets', () => {
    const rng = seededRng(42);
    for (let run = 0; run < 20; run++) {
      const seats = fullSeats(
        HL,
        Array.from({ length: 18 }, () => 1000 + Math.floor(rng.next() * 1000)),
      );
      const medics = seats.filter((s) => s.role === 'medic');
      const others = seats.filter((s) => s.role !== 'medic');
      const pairs = [
        { medic: medics[0]!.steamid, friend: others[run % others.length]!.steamid },
        { medic: medics[1]!.steamid, friend: others[(run * 7 + 3) % others.length]!.steamid },
      ].filter((p, i, all) => all.findIndex((q) => q.friend === p.friend) === i);
      const respected = [...enumerateSplits(seats, HL)].filter((s) => keepsPairs(s, pairs));
      if (respected.length === 0) continue;
      const best = balanceTeams(seats, HL, seededRng(run).next, undefined, pairs);
      expect(keepsPairs(best, pairs)).toBe(true);
      expect(best.gap).toBeCloseTo(Math.min(...respected.map(eloGap)), 9);
      expect(best.splitsConsidered).toBe(respected.length);
    }
  });

  it('when no legal split keeps every pair, the pairs are ignored and the best split overall is taken', () => {
    const seats = fullSeats(SIXES, elos);
    // The two medics can never play on one team: no split keeps this pair.
    const impossible = [pair(11, 12)];
    expect([...enumerateSplits(seats, SIXES)].some((s) => keepsPairs(s, impossible))).toBe(false);
    const best = balanceTeams(seats, SIXES, seededRng(3).next, undefined, impossible);
    const plain = balanceTeams(seats, SIXES, seededRng(3).next);
    expect(best.pairsKept).toEqual([]);
    expect(best.gap).toBe(plain.gap);
    expect(best.splitsConsidered).toBe(32);
  });
});
