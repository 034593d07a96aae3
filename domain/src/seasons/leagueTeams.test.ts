import { expect, it } from 'vitest';
import { leagueFormatName, leagueTeamsSchema, leagueTeamsToHistory } from './leagueTeams.ts';

const answer = [
  {
    formatId: 3,
    formatName: 'Sixes',
    regionId: 40,
    seasonId: 141,
    seasonName: 'Sixes Season 14',
    divisionName: 'Main',
    teamId: 12345,
    teamName: 'Pocket Rockets',
    startedAt: '2025-01-05T02:00:00.000Z',
    leftAt: null,
  },
  { seasonId: '150', seasonName: 'HL Season 19', divisionName: 'Advanced', teamId: '777', startedAt: '2025-06-01T00:00:00Z', leftAt: '2025-08-01T00:00:00Z' },
];

it('reads the RGL shape, ignoring unknown fields and refusing malformed answers', () => {
  const teams = leagueTeamsSchema.parse(answer);
  expect(teams[1]).toMatchObject({ seasonId: 150, teamId: 777, startedAt: Date.parse('2025-06-01T00:00:00Z') });
  expect(leagueTeamsSchema.safeParse({ teams: [] }).success).toBe(false);
  expect(leagueTeamsSchema.safeParse([{ ...answer[0], startedAt: 'yesterday' }]).success).toBe(false);
  expect(leagueTeamsSchema.safeParse([{ ...answer[0], seasonId: { $gt: 1 } }]).success).toBe(false);
});

it('keeps the mains declared before and builds team links', () => {
  const teams = leagueTeamsSchema.parse(answer);
  const first = leagueTeamsToHistory(teams, [], (t) => `https://league.example/team/${t}`);
  expect(first[0]).toMatchObject({ _id: 'league-141-12345', role: '', formatName: 'Sixes', teamUrl: 'https://league.example/team/12345', approved: true });
  const again = leagueTeamsToHistory(teams, [{ ...first[0]!, role: 'medic' }], (t) => t);
  expect(again.map((s) => s.role)).toEqual(['medic', '']);
  expect(again[1]!.formatName).toBe('Highlander');
});

it('reads the format from the season name when the league leaves it out', () => {
  expect(leagueFormatName({ seasonName: 'Prolander Season 3' })).toBe('Prolander');
  expect(leagueFormatName({ seasonName: 'Summer Cup' })).toBe('Other');
});
