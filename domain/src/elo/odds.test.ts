import { describe, expect, it } from 'vitest';
import { computeEloChanges, expectedScore } from './elo.ts';
import { bluWinChance, oddsLabel, oddsPercents, oddsSpoken } from './odds.ts';
import { sid } from '../testFixtures.ts';

describe('bluWinChance', () => {
  it.each([
    { blu: [1500, 1500], red: [1500, 1500], chance: 0.5 },
    { blu: [1400, 1600], red: [1500, 1500], chance: 0.5 },
    { blu: [1600], red: [1200], chance: 1 / (1 + 10 ** (-400 / 400)) },
    { blu: [1200], red: [1600], chance: 1 / (1 + 10 ** (400 / 400)) },
  ])('$blu against $red: $chance', ({ blu, red, chance }) => {
    expect(bluWinChance(blu, red)).toBeCloseTo(chance, 12);
  });

  it('equal teams are 50 %', () => {
    for (const elo of [800, 1500, 2400]) expect(bluWinChance([elo, elo, elo], [elo, elo, elo])).toBe(0.5);
  });

  it.each([
    { blu: [1500, 1700, 1300], red: [1450, 1550, 1600] },
    { blu: [2000], red: [1000] },
    { blu: [1234.5, 1876], red: [1500, 1499] },
  ])('is symmetric: swapping the teams gives RED the same chance ($blu / $red)', ({ blu, red }) => {
    expect(bluWinChance(blu, red)! + bluWinChance(red, blu)!).toBeCloseTo(1, 12);
  });

  it('grows with BLU elo and shrinks with RED elo', () => {
    let last = 0;
    for (let elo = 1000; elo <= 2000; elo += 50) {
      const chance = bluWinChance([elo, 1500], [1500, 1500])!;
      expect(chance).toBeGreaterThan(last);
      last = chance;
    }
    expect(bluWinChance([1500], [1600])!).toBeLessThan(bluWinChance([1500], [1550])!);
  });

  it('is the elo rule’s own expectation (the change for a BLU win is K × (1 − chance))', () => {
    const blu = [1600, 1500];
    const red = [1450, 1450];
    const chance = bluWinChance(blu, red)!;
    expect(chance).toBe(expectedScore(1550, 1450));
    const changes = computeEloChanges(
      {
        format: 'SIXES',
        blu: blu.map((elo, i) => ({ steamid: sid(i + 1), role: 'scout', elo, pugsPlayed: 50 })),
        red: red.map((elo, i) => ({ steamid: sid(i + 11), role: 'scout', elo, pugsPlayed: 50 })),
        score: [3, 1],
      },
      { k: 32 },
    );
    expect(changes[0]!.delta).toBeCloseTo(32 * (1 - chance), 10);
  });

  it('is unknown while a team has no elo', () => {
    expect(bluWinChance([], [1500])).toBeNull();
    expect(bluWinChance([1500], [Number.NaN])).toBeNull();
  });
});

describe('oddsPercents and labels', () => {
  it.each([
    { chance: 0.5, blu: 50, red: 50 },
    { chance: 0.544, blu: 54, red: 46 },
    { chance: 0.555, blu: 56, red: 44 },
    { chance: 0.001, blu: 0, red: 100 },
    { chance: 1.2, blu: 100, red: 0 },
  ])('$chance reads BLU $blu · RED $red, adding up to 100', ({ chance, blu, red }) => {
    expect(oddsPercents(chance)).toEqual({ blu, red });
  });

  it('says it as shown and as spoken', () => {
    expect(oddsLabel(0.54)).toBe('BLU 54 % · RED 46 %');
    expect(oddsSpoken(0.54)).toBe('Predicted odds: BLU 54 percent, RED 46 percent');
    expect(oddsSpoken(0.5, 'Odds as the teams stand')).toBe('Odds as the teams stand: BLU 50 percent, RED 50 percent');
  });
});
