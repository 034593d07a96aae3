import { useMemo } from 'react';
import { pathOf, routes, type SteamId } from '@pug/domain';
import { useApi } from '@pug/platform';

/**
 * Sub votes (POST /api/voteSub/{id}), accepting a sub (POST /api/acceptSub/{id}) and, for admins,
 * forcing one (POST /api/forceSub/{id}); failures are toasted by the api client.
 */
export interface PugCommands {
  voteSub(pugId: string, target: SteamId): Promise<void>;
  acceptSub(pugId: string, playerId: SteamId): Promise<void>;
  forceSub(pugId: string, playerId: SteamId): Promise<void>;
}

export function usePugCommands(): PugCommands {
  const api = useApi();
  return useMemo(() => {
    const quiet = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        () => undefined,
      );
    return {
      voteSub: (pugId, target) => quiet(api.post(pathOf(routes.voteSub, { id: pugId }), { playerId: target })),
      acceptSub: (pugId, playerId) => quiet(api.post(pathOf(routes.acceptSub, { id: pugId }), { playerId })),
      forceSub: (pugId, playerId) => quiet(api.post(pathOf(routes.forceSub, { id: pugId }), { playerId })),
    };
  }, [api]);
}
