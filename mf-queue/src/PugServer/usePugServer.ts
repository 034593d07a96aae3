import { useEffect, useRef, useState } from 'react';
import { pathOf, type Pug, type PublicServer, routes } from '@pug/domain';
import { useApiQuery, useSocketEvent } from '@pug/platform';

/**
 * The game server hosting `pug`, from GET /api/serverList kept current by `serverUpdate` (sent to
 * everyone; a released server comes back with `pugId: null` and drops out). The list is read again
 * when the pug starts (`pugStarted`) and at each change of its phase (Pregame -> Playing), so the card
 * does not keep the status read while the server was still on the previous pug's map.
 */
export function usePugServer(pug: Pick<Pug, '_id' | 'phase'>, enabled = true): PublicServer | null {
  const list = useApiQuery<PublicServer[]>(enabled ? pathOf(routes.serverList) : null, { silent: true });
  const [updates, setUpdates] = useState<Record<string, PublicServer>>({});
  const refetchList = list.refetch;
  const phase = useRef(pug.phase);
  useEffect(() => {
    if (phase.current === pug.phase) return;
    phase.current = pug.phase;
    if (!enabled) return;
    // Updates that arrive from now on are newer than the list being read, and stay on top of it.
    setUpdates({});
    void refetchList();
  }, [pug.phase, enabled, refetchList]);
  useSocketEvent('pugStarted', (started) => {
    if (!enabled || !Array.isArray(started) || !started.some((p) => p._id === pug._id)) return;
    setUpdates({});
    void refetchList();
  });
  useSocketEvent('serverUpdate', (server) => {
    if (enabled) setUpdates((u) => ({ ...u, [server._id]: server }));
  });
  const byId = new Map<string, PublicServer>();
  for (const server of list.data ?? []) byId.set(server._id, server);
  for (const server of Object.values(updates)) byId.set(server._id, server);
  return enabled ? ([...byId.values()].find((s) => s.pugId === pug._id) ?? null) : null;
}
