import { useState } from 'react';
import { pathOf, type PublicServer, routes } from '@pug/domain';
import { useApiQuery, useSocketEvent } from '@pug/platform';

/**
 * The game server hosting `pugId`, from GET /api/serverList kept current by `serverUpdate`
 * (sent to everyone; a released server comes back with `pugId: null` and drops out).
 */
export function usePugServer(pugId: string, enabled = true): PublicServer | null {
  const list = useApiQuery<PublicServer[]>(enabled ? pathOf(routes.serverList) : null, { silent: true });
  const [updates, setUpdates] = useState<Record<string, PublicServer>>({});
  useSocketEvent('serverUpdate', (server) => {
    if (enabled) setUpdates((u) => ({ ...u, [server._id]: server }));
  });
  const byId = new Map<string, PublicServer>();
  for (const server of list.data ?? []) byId.set(server._id, server);
  for (const server of Object.values(updates)) byId.set(server._id, server);
  return enabled ? ([...byId.values()].find((s) => s.pugId === pugId) ?? null) : null;
}
