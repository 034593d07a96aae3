import { describe, expect, it } from 'vitest';
import { DEFAULT_DIVISION_BASE } from './divisions.ts';
import { currentElo, knownElo } from './currentElo.ts';

const history = (...divisions: string[]) => ({ data: divisions.map((divisionName) => ({ divisionName })) }) as never;

describe('currentElo', () => {
  it('is the stored elo in that format and class', () => {
    expect(currentElo({ elos: { sixes: { medic: 1516.5 } }, baseElos: { sixes: { medic: 1400 } } }, 'SIXES', 'medic')).toBe(1516.5);
  });

  it('falls back to the base elo there, then to the base of the highest recent division', () => {
    expect(currentElo({ elos: { hl: { medic: 1700 } }, baseElos: { sixes: { medic: 1400 } } }, 'SIXES', 'medic')).toBe(1400);
    expect(currentElo({ elos: {}, playerHistory: history('Amateur', 'Advanced') }, 'HIGHLANDER', 'spy')).toBe(1800);
  });

  it("is Newcomer's base for a player nobody knows anything about", () => {
    expect(currentElo({}, 'PROLANDER', 'scout')).toBe(DEFAULT_DIVISION_BASE);
  });
});

describe('knownElo', () => {
  it('is the stored elo, else the base elo, else nothing (a class the player has no elo in)', () => {
    const player = { elos: { sixes: { medic: 1516.5 } }, baseElos: { sixes: { medic: 1400, demoman: 1600 } } };
    expect(knownElo(player, 'sixes', 'medic')).toBe(1516.5);
    expect(knownElo(player, 'sixes', 'demoman')).toBe(1600);
    expect(knownElo(player, 'sixes', 'roamerscout')).toBeUndefined();
    expect(knownElo({}, 'hl', 'spy')).toBeUndefined();
  });
});
