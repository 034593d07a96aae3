/** Test data for the admin pages. */
import type { SelfResponse } from '@pug/domain';
import { selfResponse } from '@pug/platform/stories';
import type { AdminServer } from '../servers/types.ts';

export const ADMIN_ID = '76561198000000001';
export const PLAYER_ID = '76561198000000002';

export function selfOf(overrides: Partial<SelfResponse> = {}): SelfResponse {
  return selfResponse({ steamid: ADMIN_ID, alias: 'Boss', isAdmin: true, ...overrides });
}

/** A game server as the admin list shows it (Chicago 1, healthy, free), with `over` applied. */
export const serverFixture = (over: Partial<AdminServer> = {}): AdminServer => ({
  _id: 's1',
  name: 'Chicago 1',
  ipport: '203.0.113.7:27015',
  region: 'na',
  priority: 5,
  enabled: true,
  isDisrupt: false,
  disruptReason: null,
  pugId: null,
  hasRconPassword: true,
  query: { name: 'x', map: 'cp_process_f12', players: 11, maxPlayers: 24, password: true },
  logs: [],
  ...over,
});
