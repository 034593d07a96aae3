/** From a session token to who is signed in: the one lookup HTTP and sockets share. */
import type { Collections } from '../db/index.ts';
import type { SessionUser } from './guards.ts';
import { findSession } from './session-store.ts';

export interface SessionLookup {
  collections: Collections;
  adminSteamids: readonly string[];
  now: () => number;
}

/** Admins come from configuration (ADMIN_STEAMIDS) plus the stored flag. */
export function isAdminUser(steamid: string, storedFlag: boolean | undefined, adminSteamids: readonly string[]): boolean {
  return storedFlag === true || adminSteamids.includes(steamid);
}

export async function sessionUserFromToken(deps: SessionLookup, token: string | undefined): Promise<SessionUser | null> {
  const session = await findSession(deps.collections.sessions, token, deps.now());
  if (!session) return null;
  const user = await deps.collections.users.findOne(
    { _id: session.steamid },
    { projection: { steamid: 1, alias: 1, isAdmin: 1 } },
  );
  if (!user) return null;
  return { steamid: user.steamid, alias: user.alias, isAdmin: isAdminUser(user.steamid, user.isAdmin, deps.adminSteamids) };
}
