import { describe, expect, it } from 'vitest';
import { leagueDivisionOf } from './leagueDivision.ts';

const season = (divisionName: string, startedAt: number) => ({ divisionName, startedAt });

describe('leagueDivisionOf', () => {
  it.each([
    { seasons: undefined, division: null },
    { seasons: [], division: null },
    { seasons: [season('Main', 1)], division: 'Main' },
    { seasons: [season('Invite', 1), season('Amateur', 2)], division: 'Amateur' },
    { seasons: [season('adv', 5), season('Main', 2)], division: 'Advanced' },
    { seasons: [season('Open', 3)], division: 'Amateur' },
    { seasons: [season('Premier Whatever', 9), season('IM', 1)], division: 'Intermediate' },
    { seasons: [season('Mystery', 1)], division: null },
  ])('$seasons -> $division', ({ seasons, division }) => {
    expect(leagueDivisionOf(seasons)).toBe(division);
  });
});
