import type { SteamId } from '@pug/domain';
import { useSession } from '@pug/platform';

/** Who is looking at the lobby: enough of the self user to tell "self", captain turns and admin tools. */
export interface Viewer {
  steamid: SteamId;
  alias: string;
  isAdmin: boolean;
}

/** The signed-in user from the platform session, or null when signed out (the lobby is read-only then). */
export function useViewer(): { viewer: Viewer | null; loading: boolean } {
  const { user, loading } = useSession();
  return {
    viewer: user ? { steamid: user.steamid, alias: user.alias, isAdmin: user.isAdmin } : null,
    loading,
  };
}
