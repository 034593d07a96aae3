import { useEffect, useRef } from 'react';
import { isLivePhase, pathOf, routes } from '@pug/domain';
import { useApiQuery, useOnReconnect, useSocketEvent } from '@pug/platform';
import { useViewer } from '../session/useViewer.ts';
import type { PugCreds } from './types.ts';

/** How long a burst of updates is gathered before GET /api/pugCreds is asked again. */
const CREDS_REFETCH_MS = 150;

/**
 * GET /api/pugCreds/{id} for a player seated in a live pug (null path: not asked). Quiet: a 403
 * (not seated, subbed out, banned) or 409 (the pug is over) just hides the panel. Asked again when
 * the pug's server changes (`serverUpdate` for this pug: a new password), the pug does
 * (`pugUpdate`), or the connection comes back (a ban ends the player's sockets: the reconnected page
 * asks again and is refused). A banned viewer (the session's discipline, refreshed on reconnect and
 * by `userUpdate`) is not asked at all, and what the page held is dropped at once.
 */
export function usePugCreds(pugId: string, enabled: boolean): { creds: PugCreds | null; hidden: boolean; loading: boolean } {
  const banned = useViewer().viewer?.banned ?? false;
  const allowed = enabled && !banned;
  const query = useApiQuery<PugCreds>(allowed ? pathOf(routes.pugCreds, { id: pugId }) : null, { silent: true });
  // The end of a pug sends a burst of events (the result, every player's elo, the server freed)
  // before the page drops the pug: once a `pugUpdate` says it is over, nothing more is asked; while
  // it runs, a burst of updates asks once (after CREDS_REFETCH_MS).
  const over = useRef<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const ask = () => {
    if (!allowed || over.current === pugId || pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      if (over.current !== pugId) void query.refetch();
    }, CREDS_REFETCH_MS);
  };
  useSocketEvent('serverUpdate', (server) => {
    if (server.pugId === pugId) ask();
  });
  useSocketEvent('pugUpdate', (pug) => {
    if (pug._id !== pugId) return;
    if (isLivePhase(pug.phase)) ask();
    else over.current = pugId;
  });
  useOnReconnect(() => ask());
  const refused = query.error !== undefined && [401, 403, 404, 409].includes(query.error.status);
  const hidden = !allowed || refused;
  return { creds: hidden ? null : (query.data ?? null), hidden, loading: query.loading && !query.data };
}
