import { pathOf, routes } from '@pug/domain';
import { useApiQuery, useSocketEvent } from '@pug/platform';
import type { PugCreds } from './types.ts';

/**
 * GET /api/pugCreds/{id} for a player seated in a live pug (null path: not asked). Quiet: a 403
 * (not seated, subbed out) or 409 (the pug is over) just hides the panel. Asked again when the
 * pug's server changes (`serverUpdate` for this pug) or the pug does (`pugUpdate`).
 */
export function usePugCreds(pugId: string, enabled: boolean): { creds: PugCreds | null; hidden: boolean; loading: boolean } {
  const query = useApiQuery<PugCreds>(enabled ? pathOf(routes.pugCreds, { id: pugId }) : null, { silent: true });
  useSocketEvent('serverUpdate', (server) => {
    if (enabled && server.pugId === pugId) void query.refetch();
  });
  useSocketEvent('pugUpdate', (pug) => {
    if (enabled && pug._id === pugId) void query.refetch();
  });
  const refused = query.error !== undefined && [401, 403, 404, 409].includes(query.error.status);
  return { creds: refused ? null : (query.data ?? null), hidden: !enabled || refused, loading: query.loading && !query.data };
}
