/** From a session token (HTTP, socket handshake) or id (socket commands) to who is signed in. */
import { isAdminByRole, isEffectiveAdmin } from '@pug/domain';
import type { Collections, SessionDoc, UserDoc } from '../db/index.ts';
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

/**
 * Whether the user is an admin now, by the domain's one rule (`isEffectiveAdmin`: the stored flag
 * or ADMIN_STEAMIDS, and not banned). The ban history is read only for admins by role. Every
 * admin check (HTTP guards, socket commands, the self user) comes through here.
 */
export async function isAdminNow(deps: SessionLookup, user: Pick<UserDoc, 'steamid' | 'isAdmin'>): Promise<boolean> {
  if (!isAdminByRole(user, deps.adminSteamids)) return false;
  const history = await deps.collections.discipline.find({ userId: user.steamid, isBan: true }).toArray();
  return isEffectiveAdmin(user, deps.adminSteamids, history, deps.now());
}

export async function sessionFromToken(deps: SessionLookup, token: string | undefined): Promise<LiveSession | null> {
  return withUser(deps, await findSession(deps.collections.sessions, token, deps.now()));
}

export async function sessionFromId(deps: SessionLookup, id: string): Promise<LiveSession | null> {
  return withUser(deps, await findSessionById(deps.collections.sessions, id, deps.now()));
}

async function withUser(deps: SessionLookup, session: SessionDoc | null): Promise<LiveSession | null> {
  if (!session) return null;
  const user = await deps.collections.users.findOne({ _id: session.steamid }, { projection: { steamid: 1, alias: 1, isAdmin: 1 } });
  if (!user) return null;
  return {
    user: { steamid: user.steamid, alias: user.alias, isAdmin: await isAdminNow(deps, user) },
    id: session._id,
    expiresAt: session.expiresAt.getTime(),
  };
}
