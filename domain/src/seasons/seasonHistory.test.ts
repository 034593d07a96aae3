import { describe, expect, it } from 'vitest';
import type { CustomSeason, SeasonHistoryItem } from '../entities.ts';
import { baseElosFromSeasons, currentSeasonOf, isValidMainFor, leagueNameOf, mergeSeasonHistory, missingRolesOf } from './seasonHistory.ts';

const league = (id: string, startedAt: number, over: Partial<SeasonHistoryItem> = {}): SeasonHistoryItem => ({
  _id: id,
  seasonName: `Sixes Season ${id}`,
  seasonId: Number(startedAt),
  divisionName: 'Main',
  formatName: 'Sixes',
  teamUrl: 'https://rgl.gg/Public/Team?t=1',
  teamId: '1',
  startedAt,
  leftAt: null,
  role: '',
  approved: true,
  ...over,
});
const custom = (id: string, startedAt: number, approved: boolean): CustomSeason & { _id: string } => ({
  _id: id,
  teamUrl: 'https://etf2l.org/teams/77',
  role: 'medic',
  formatName: 'Sixes',
  divisionName: 'Advanced',
  steamid: '76561198000000001',
  seasonId: 40,
  startedAt,
  leftAt: null,
  approved,
});

describe('mergeSeasonHistory', () => {
  it('lists league and approved custom seasons newest first; pending only for the owner or an admin', () => {
    const items = mergeSeasonHistory([league('a', 10), league('b', 30)], [custom('c', 20, true), custom('d', 40, false)], false);
    expect(items.map((s) => s._id)).toEqual(['b', 'c', 'a']);
    expect(items.find((s) => s._id === 'c')).toMatchObject({ source: 'custom', seasonName: 'ETF2L season 40', approved: true });
    expect(mergeSeasonHistory([], [custom('d', 40, false)], true).map((s) => [s._id, s.approved])).toEqual([['d', false]]);
  });
});

it('names the league of a team page', () => {
  expect(leagueNameOf('https://www.ugcleague.com/team_page.cfm?clan_id=1')).toBe('UGC');
  expect(leagueNameOf('https://ozfortress.com/teams/5')).toBe('ozfortress');
  expect(leagueNameOf('http://example.org/x')).toBe('example.org');
  expect(leagueNameOf('nonsense')).toBe('Custom');
});

it('missing roles are the league seasons with no declared main', () => {
  expect(missingRolesOf([league('a', 1), league('b', 2, { role: 'medic' }), league('c', 3, { role: 'rosterrider' })])).toEqual(['a']);
});

it('a main must be a class of the format; Roster Rider is allowed', () => {
  expect(isValidMainFor('Sixes', 'medic')).toBe(true);
  expect(isValidMainFor('Sixes', 'pyro')).toBe(false);
  expect(isValidMainFor('Highlander', 'pyro')).toBe(true);
  expect(isValidMainFor('Prolander', 'rosterrider')).toBe(true);
  expect(isValidMainFor('Prolander', 'pocketscout')).toBe(false);
});

describe('baseElosFromSeasons', () => {
  it('gives the main class its best division base and the other roles one division lower', () => {
    const elos = baseElosFromSeasons([
      { formatName: 'Sixes', divisionName: 'Main', role: 'medic', approved: true },
      { formatName: 'Sixes', divisionName: 'Advanced', role: 'soldier', approved: true },
      { formatName: 'Sixes', divisionName: 'Invite', role: 'scout', approved: false },
    ]);
    expect(elos.sixes).toMatchObject({ medic: 1600, pocketsoldier: 1800, roamersoldier: 1800, roamerscout: 1600, demoman: 1600 });
    expect(elos.hl).toBeUndefined();
  });
  it('highlander seasons feed hl and pl; roster riders and unknown divisions count as a division only', () => {
    const elos = baseElosFromSeasons([
      { formatName: 'Highlander', divisionName: 'Newcomer', role: 'rosterrider', approved: true },
      { formatName: 'Highlander', divisionName: 'Platinum', role: 'spy', approved: true },
    ]);
    expect(elos.hl).toMatchObject({ spy: 1000, scout: 1000 });
    expect(elos.pl).toMatchObject({ medic: 1000 });
  });
});

it('the current season is the newest approved one not left yet', () => {
  expect(currentSeasonOf([league('a', 10, { leftAt: 20 }), league('b', 15), league('c', 50)], 30)?._id).toBe('b');
  expect(currentSeasonOf([], 30)).toBeNull();
});
