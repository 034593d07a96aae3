import { useEffect, useRef } from 'react';
import { pathOf, routes, type SteamId, type User, type UserDictResponse } from '@pug/domain';
import { useApi } from '@pug/platform';

const BATCH = 500;

/**
 * Asks POST /api/userDict/ for the players among `steamids` this page knows nothing about yet
 * (playerQueued carries userInfo, so this is mostly the state loaded at start) and hands the
 * answers to `onUsers`. Each steamid is asked for once per page.
 */
export function useKnownUsers(
  steamids: readonly SteamId[],
  known: Readonly<Record<SteamId, Partial<User>>>,
  onUsers: (users: Record<SteamId, Partial<User>>) => void,
): void {
  const api = useApi();
  const asked = useRef(new Set<SteamId>());
  const latest = useRef(onUsers);
  latest.current = onUsers;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const missing = [...new Set(steamids)].filter((s) => !(s in known) && !asked.current.has(s)).sort();
  const key = missing.join(',');

  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    for (const id of ids) asked.current.add(id);
    (async () => {
      for (let i = 0; i < ids.length; i += BATCH) {
        const users = await api.post<UserDictResponse>(pathOf(routes.userDict), { keys: [], users: ids.slice(i, i + BATCH) }, { silent: true });
        if (mounted.current) latest.current(users);
      }
    })().catch(() => {
      // Names are a nicety: the lobby still works with steamids; the next change asks again.
      for (const id of ids) asked.current.delete(id);
    });
  }, [api, key]);
}
