import { describe, expect, it } from 'vitest';
import { sid } from '../testFixtures.ts';
import {
  applyEloChanges,
  computeEloChanges,
  didWin,
  displayElo,
  eloFormatOf,
  expectedScore,
  formatEloDelta,
  displayEloDelta,
  startingElo,
  winnerFromScore,
  type EloPlayer,
} from './elo.ts';

const p = (n: number, elo: number, pugsPlayed = 50): EloPlayer => ({ steamid: sid(n), role: 'medic', elo, pugsPlayed });

describe('winner', () => {
  it('the higher score wins', () => {
    expect(winnerFromScore([3, 1])).toBe('blu');
    expect(winnerFromScore([0, 2])).toBe('red');
    expect(winnerFromScore([2, 2])).toBe('draw');
    expect(winnerFromScore(null)).toBeNull();
    expect(didWin('red', [1, 5])).toBe(true);
    expect(didWin('blu', [2, 2])).toBe(false);
  });
});

describe('computeEloChanges', () => {
  it('equal teams: winners +16, losers -16 with K=32', () => {
    const changes = computeEloChanges({ format: 'HIGHLANDER', blu: [p(1, 1500), p(2, 1500)], red: [p(3, 1500), p(4, 1500)], score: [3, 0] });
    expect(changes.map((c) => c.delta)).toEqual([16, 16, -16, -16]);
    expect(changes[0]).toEqual({
      steamid: p(1, 0).steamid,
      format: 'hl',
      role: 'medic',
      delta: 16,
      from: { hl: { medic: 1500 } },
      to: { hl: { medic: 1516 } },
    });
  });
  it('uses the logistic expectation on team means, unrounded', () => {
    const changes = computeEloChanges({ format: 'SIXES', blu: [p(1, 1700), p(2, 1500)], red: [p(3, 1400), p(4, 1400)], score: [1, 2] });
    const e = expectedScore(1600, 1400);
    expect(changes[0]!.delta).toBeCloseTo(-32 * e, 10);
    expect(changes[2]!.delta).toBeCloseTo(32 * e, 10);
    expect(Number.isInteger(changes[0]!.delta)).toBe(false);
    expect(changes[0]!.format).toBe('sixes');
  });
  it("doubles K for a player's first 10 pugs in the class", () => {
    const changes = computeEloChanges({ format: 'PROLANDER', blu: [p(1, 1500, 9)], red: [p(2, 1500, 10)], score: [1, 0] });
    expect(changes.map((c) => c.delta)).toEqual([32, -16]);
    expect(changes[0]!.format).toBe('pl');
  });
  it('draws move elo toward each other; no score means no change; K configurable', () => {
    const draw = computeEloChanges({ format: 'SIXES', blu: [p(1, 1600)], red: [p(2, 1400)], score: [1, 1] });
    expect(draw[0]!.delta).toBeLessThan(0);
    expect(draw[1]!.delta).toBeGreaterThan(0);
    expect(computeEloChanges({ format: 'SIXES', blu: [p(1, 1)], red: [p(2, 1)], score: null })).toEqual([]);
    expect(computeEloChanges({ format: 'SIXES', blu: [p(1, 1500)], red: [p(2, 1500)], score: [1, 0] }, { k: 20 })[0]!.delta).toBe(10);
  });
  it('applies changes to elos', () => {
    const changes = computeEloChanges({ format: 'HIGHLANDER', blu: [p(1, 1500)], red: [p(2, 1500)], score: [1, 0] });
    const elos = { hl: { medic: 1500, spy: 1300 }, sixes: { medic: 1000 } };
    expect(applyEloChanges(elos, changes.slice(0, 1))).toEqual({ hl: { medic: 1516, spy: 1300 }, sixes: { medic: 1000 } });
    expect(elos.hl.medic).toBe(1500);
  });
});

describe('display', () => {
  it('formats deltas with sign and 2 decimals; elo rounded', () => {
    expect(formatEloDelta(16.034)).toBe('+16.03');
    expect(formatEloDelta(-4.1)).toBe('-4.10');
    expect(formatEloDelta(-0.001)).toBe('+0.00');
    expect(displayEloDelta(14.2)).toBe('+14');
    expect(displayEloDelta(12.5)).toBe('+13');
    expect(displayEloDelta(-12.5)).toBe('-13');
    expect(displayEloDelta(-3.49)).toBe('-3');
    expect(displayEloDelta(-0.4)).toBe('+0');
    expect(displayElo(1515.5)).toBe(1516);
  });
  it('maps formats and starting elos', () => {
    expect(eloFormatOf('HIGHLANDER')).toBe('hl');
    expect(startingElo(['Amateur', 'Advanced', 'Main'])).toBe(1800);
    expect(startingElo(['Open'])).toBe(1200);
    expect(startingElo([])).toBe(1000);
  });
});
