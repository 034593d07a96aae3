/**
 * `userUpdate` to the user's own sockets (room `user:<steamid>`) after their document changed:
 * the self user without notifications, which the client merges by steamid.
 */
import { isAdminNow } from '../auth/session-user.ts';
import type { Collections } from '../db/index.ts';
import type { Realtime } from '../framework/sockets.ts';
import { loadSelfUser } from './self-user.ts';

export async function pushUserUpdate(
  deps: { collections: Collections; realtime: Realtime; adminSteamids: readonly string[]; now: () => number },
  steamid: string,
): Promise<void> {
  const stored = await deps.collections.users.findOne({ _id: steamid }, { projection: { steamid: 1, isAdmin: 1 } });
  if (!stored) return;
  const isAdmin = await isAdminNow(deps, stored);
  const self = await loadSelfUser(deps.collections, steamid, isAdmin);
  if (self) deps.realtime.toUser(steamid).emit('userUpdate', { ...self });
}
