import type { ProfileResponse, SelfResponse } from '@pug/domain';
import { selfResponse } from '@pug/platform/stories';

export const OWNER = '76561198000000321';
export const ADMIN = '76561198000000999';

export function profileFixture(over: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    steamid: OWNER,
    alias: 'Pocket Pete',
    avatar: 'https://cdn.example/p.jpg',
    hat: null,
    elos: { sixes: { pocketsoldier: 1612.6, medic: 1399.4 } },
    baseElos: { sixes: { pocketsoldier: 1600, medic: 1400, roamerscout: 1400 } },
    rankings: {
      sixes: {
        pocketsoldier: { w: 7, l: 2, recentPugs: ['rw', 'rw', 'rw', 'rw', 'rw', 'rl', 'rw'], winStreak: 5, division: 'Main' },
        medic: { w: 1, l: 3, recentPugs: ['rl', 'rl', 'rw', 'rl'], winStreak: 0, division: 'Intermediate' },
      },
    },
    pugCounts: { sixes: { pocketsoldier: 9, medic: 4 } },
    seasons: [
      {
        _id: 'cs1',
        source: 'custom',
        seasonName: 'ETF2L season 41',
        seasonId: 41,
        divisionName: 'Advanced',
        formatName: 'Sixes',
        teamUrl: 'https://etf2l.org/teams/1',
        teamId: '',
        startedAt: Date.UTC(2025, 8, 1),
        leftAt: null,
        role: 'medic',
        approved: false,
      },
      {
        _id: 'league-141-55',
        source: 'league',
        seasonName: 'Sixes Season 14',
        seasonId: 141,
        divisionName: 'Main',
        formatName: 'Sixes',
        teamUrl: 'https://rgl.gg/Public/Team?t=55',
        teamId: '55',
        startedAt: Date.UTC(2025, 0, 5),
        leftAt: null,
        role: '',
        approved: true,
      },
    ],
    currentSeason: null,
    playerHistoryUpdated: 1,
    leagueProfileUrl: `https://league.example/p/${OWNER}`,
    canEdit: false,
    ...over,
  };
}

export function selfFixture(steamid: string, over: Partial<SelfResponse> = {}): SelfResponse {
  return selfResponse({
    steamid,
    alias: steamid === ADMIN ? 'Admin' : 'Pocket Pete',
    isAdmin: steamid === ADMIN,
    playerHistory: { lastUpdated: 1, data: [] },
    ...over,
  });
}
