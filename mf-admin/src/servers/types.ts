import type { Server, ServerLog } from '@pug/domain';

/** GET /api/servers/ rows: the spec's Server plus the admin fields (the api never sends the RCON password). */
export interface AdminServer extends Server {
  _id: string;
  name: string;
  region: string;
  pugId: string | null;
  priority: number;
  enabled: boolean;
  disruptReason: 'query' | 'config' | null;
  hasRconPassword: boolean;
  logs: ServerLog[];
}

export type ServerStatus = 'Disabled' | 'Disrupted' | 'In use' | 'Free' | 'Unknown';

export function statusOf(server: AdminServer): ServerStatus {
  if (!server.enabled) return 'Disabled';
  if (server.isDisrupt) return 'Disrupted';
  if (server.pugId) return 'In use';
  return server.query ? 'Free' : 'Unknown';
}
