import type { AdminServer } from '@pug/domain';

/** GET /api/servers/ rows: the domain's admin view of a server (the api never sends the RCON password). */
export type { AdminServer };

export type ServerStatus = 'Disabled' | 'Disrupted' | 'In use' | 'Free' | 'Unknown';

export function statusOf(server: AdminServer): ServerStatus {
  if (!server.enabled) return 'Disabled';
  if (server.isDisrupt) return 'Disrupted';
  if (server.pugId) return 'In use';
  return server.query ? 'Free' : 'Unknown';
}
