import type { SelfResponse } from '@pug/domain';

/**
 * A signed-in player's GET /api/self/ answer for tests: a regular player who finished the
 * tutorial, with no history, elos, bans or notifications, and `over` applied.
 */
export function selfResponse(over: Partial<SelfResponse> & Pick<SelfResponse, 'steamid'>): SelfResponse {
  return {
    alias: 'Player',
    isDiscordVerified: true,
    isAdmin: false,
    isDonor: false,
    completeTutorial: true,
    playerHistory: { lastUpdated: 0, data: [] },
    customSeasons: [],
    missingRoles: [],
    preferences: { hideTextEffects: false, voicePack: 'default' },
    disciplineHistory: [],
    elos: {},
    notifications: [],
    ...over,
  };
}
