/** From a session token (HTTP, socket handshake) or id (socket commands) to who is signed in. */
import type { Collections, SessionDoc } from '../db/index.ts';
import type { SessionUser } from './guards.ts';
import { findSession, findSessionById } from './session-store.ts';

export interface SessionLookup {
  collections: Collections;
  adminSteamids: readonly string[];
  now: () => number;
}

/** A live session and its user. */
export interface LiveSession {
  user: SessionUser;
  /** The session id (the token's hash). */
  id: string;
  expiresAt: number;
}

/** Admins come from configuration (ADMIN_STEAMIDS) plus the stored flag. */
export function isAdminUser(steamid: string, storedFlag: boolean | undefined, adminSteamids: readonly string[]): boolean {
  return storedFlag === true || adminSteamids.includes(steamid);
}

export async function sessionFromToken(deps: SessionLookup, token: string | undefined): Promise<LiveSession | null> {
  return withUser(deps, await findSession(deps.collections.sessions, token, deps.now()));
}

export async function sessionFromId(deps: SessionLookup, id: string): Promise<LiveSession | null> {
  return withUser(deps, await findSessionById(deps.collections.sessions, id, deps.now()));
}

export async function sessionUserFromToken(deps: SessionLookup, token: string | undefined): Promise<SessionUser | null> {
  return (await sessionFromToken(deps, token))?.user ?? null;
}

async function withUser(deps: SessionLookup, session: SessionDoc | null): Promise<LiveSession | null> {
  if (!session) return null;
  const user = await deps.collections.users.findOne({ _id: session.steamid }, { projection: { steamid: 1, alias: 1, isAdmin: 1 } });
  if (!user) return null;
  return {
    user: { steamid: user.steamid, alias: user.alias, isAdmin: isAdminUser(user.steamid, user.isAdmin, deps.adminSteamids) },
    id: session._id,
    expiresAt: session.expiresAt.getTime(),
  };
}
