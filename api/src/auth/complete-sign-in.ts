/**
 * The last step of every sign-in (league SSO, Steam, development): create or refresh the user,
 * drop the session the browser had (rotation: no session fixation) and disconnect its sockets,
 * issue a new one in the cookie, and publish `user/changed` when the user changed (the
 * players feature pushes `userUpdate`).
 */
import type { Context } from 'koa';
import type { AuthDeps } from './auth-deps.ts';
import { upsertSignedInUser, type ProviderProfile } from './provider-profile.ts';
import { readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { createSession, deleteSession } from './session-store.ts';
import { isAdminNow } from './session-user.ts';
import type { SessionUser } from './guards.ts';

export async function completeSignIn(ctx: Context, deps: AuthDeps, profile: ProviderProfile): Promise<SessionUser> {
  const now = deps.now();
  const { user, changed } = await upsertSignedInUser(deps.collections.users, profile, now);
  const replaced = await deleteSession(deps.collections.sessions, readSessionCookie(ctx));
  if (replaced) {
    await deps.forgetSession(replaced);
    deps.sessionSockets.disconnectSession(replaced);
  }
  const session = await createSession(deps.collections.sessions, user.steamid, now, deps.config.auth.sessionTtlMs);
  setSessionCookie(ctx, session.token, session.expiresAt);
  const signedIn: SessionUser = {
    steamid: user.steamid,
    alias: user.alias,
    isAdmin: await isAdminNow({ collections: deps.collections, adminSteamids: deps.config.auth.adminSteamids, now: deps.now }, user),
  };
  ctx.state.user = signedIn;
  deps.logger.info({ steamid: user.steamid, provider: deps.config.auth.provider }, 'signed in');
  if (changed) await deps.events.publish('user/changed', { steamid: user.steamid });
  void deps.events.publish('user/signedIn', { steamid: user.steamid });
  return signedIn;
}
