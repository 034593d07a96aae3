import { useEffect, useState } from 'react';
import { activeBan, activeCooldown, type Cooldown, type Discipline, type SteamId } from '@pug/domain';
import { useSession } from '@pug/platform';

/** Who is looking at the lobby: enough of the self user to tell "self", captain turns and admin tools. */
export interface Viewer {
  steamid: SteamId;
  alias: string;
  isAdmin: boolean;
  /** Under an active ban: the lobby offers no Add (the api refuses it anyway). */
  banned: boolean;
  /** A queue cooldown running now (domain players/reliability.ts): the lobby offers no Add (the api refuses it anyway). */
  cooldown?: Cooldown | null;
}

/** Whether the history holds a ban in force now (a self answer without a history has none). */
function isBannedNow(history: readonly Discipline[] | undefined): boolean {
  return activeBan(history ?? [], Date.now()) !== undefined;
}

/** The signed-in user from the platform session, or null when signed out (the lobby is read-only then). */
export function useViewer(): { viewer: Viewer | null; loading: boolean } {
  const { user, loading } = useSession();
  const cooldown = user?.cooldown;
  // Render again when the cooldown ends, so Add comes back by itself.
  const [, setEnded] = useState(0);
  useEffect(() => {
    const left = cooldown ? cooldown.until - Date.now() : 0;
    if (left <= 0) return;
    const timer = setTimeout(() => setEnded((n) => n + 1), Math.min(left + 50, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [cooldown]);
  return {
    viewer: user
      ? {
          steamid: user.steamid,
          alias: user.alias,
          isAdmin: user.isAdmin,
          banned: isBannedNow(user.disciplineHistory),
          cooldown: activeCooldown(cooldown, Date.now()),
        }
      : null,
    loading,
  };
}
