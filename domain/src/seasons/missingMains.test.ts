import { expect, it } from 'vitest';
import type { SeasonHistoryItem } from '../entities.ts';
import { hasAnySeason, missingMainSeasonNames } from './missingMains.ts';

const season = (over: Partial<SeasonHistoryItem>): SeasonHistoryItem => ({
  _id: 'league-15-7001',
  seasonName: 'RGL Season 15',
  divisionName: 'Main',
  formatName: 'Sixes',
  teamUrl: '',
  teamId: '7001',
  startedAt: 0,
  role: '',
  approved: true,
  seasonId: 15,
  ...over,
});

it('names each undeclared season by its name, format and division, never by its internal id', () => {
  const history = [season({}), season({ _id: 'league-16-7002', seasonName: 'RGL Season 16', formatName: 'Highlander', divisionName: 'Advanced' })];
  expect(missingMainSeasonNames(['league-16-7002', 'league-15-7001'], history)).toEqual([
    'RGL Season 16 (Highlander, Advanced)',
    'RGL Season 15 (Sixes, Main)',
  ]);
  expect(missingMainSeasonNames(['league-99-1'], history)).toEqual(['a league season']);
  expect(missingMainSeasonNames([], history)).toEqual([]);
});

it('tells a player with no season from one who declared every main', () => {
  expect(hasAnySeason({ playerHistory: { data: [] }, customSeasons: [] })).toBe(false);
  expect(hasAnySeason({ playerHistory: { data: [season({})] }, customSeasons: [] })).toBe(true);
  expect(hasAnySeason({ playerHistory: { data: [] }, customSeasons: [{}] })).toBe(true);
});
