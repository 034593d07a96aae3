/** Test data for the admin pages. */
import type { SelfResponse } from '@pug/domain';

export const ADMIN_ID = '76561198000000001';
export const PLAYER_ID = '76561198000000002';

export function selfOf(overrides: Partial<SelfResponse> = {}): SelfResponse {
  return {
    steamid: ADMIN_ID,
    alias: 'Boss',
    isDiscordVerified: true,
    isAdmin: true,
    isDonor: false,
    completeTutorial: true,
    playerHistory: { lastUpdated: 0, data: [] },
    customSeasons: [],
    missingRoles: [],
    preferences: { hideTextEffects: false, voicePack: 'default' },
    disciplineHistory: [],
    elos: {},
    notifications: [],
    ...overrides,
  };
}
