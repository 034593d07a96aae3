/**
 * Sign-in and identity: the session reader (sessions cached per process,
 * session-cache.ts) and Origin check every request passes through, the socket identity (and its end with the session), and the /auth routes (login,
 * return, logout, dev sign-in). Socket commands are authorized with `socketGuardFor`; a ban
 * (`player/banned`) disconnects the player's sockets (`subscriptions`).
 */
import type { IncomingMessage } from 'node:http';
import type { Feature, FeatureContext } from '../framework/feature.ts';
import type { AuthDeps } from './auth-deps.ts';
import { getDevLoginPage, postDevLogin } from './dev-login.ts';
import { identifySocket } from './identify-socket.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { originCheck } from './origin-check.ts';
import { authReturn } from './return.ts';
import { sessionReader } from './session-reader.ts';
import { disconnectAtSessionExpiry, disconnectUser, sessionSockets } from './session-sockets.ts';
import { forgetSessionsChangedElsewhere } from './on-session-changed-elsewhere.ts';
import { forgetChangedUsersSessions } from './on-user-changed.ts';
import { createSessionCache } from './session-cache.ts';
import { cookieFromHeader, SESSION_COOKIE } from './session-cookie.ts';
import { sessionIdOf } from './session-store.ts';
import type { LiveSession } from './session-user.ts';
import { createLeagueSso } from './sso/league-sso.ts';

/** A signed-in request's session, when the session cache holds it (no database read); else undefined. */
export type CachedViewer = (req: IncomingMessage) => { id: string; live: LiveSession } | undefined;

export function authFeature(ctx: FeatureContext): Feature & { cachedViewer: CachedViewer } {
  const { config, collections, realtime, logger, now, io, peers, publicOrigin } = ctx;
  const cache = createSessionCache();
  const deps: AuthDeps = {
    config,
    collections,
    realtime,
    logger,
    now,
    publicOrigin,
    sessionSockets: sessionSockets(io),
    events: ctx.events,
    async forgetSession(id) {
      cache.dropSession(id);
      await peers.announced({ kind: 'session', id });
    },
  };
  forgetSessionsChangedElsewhere(peers, cache);
  const sso = config.auth.sso ? createLeagueSso(config.auth.sso) : undefined;
  const lookup = { collections, adminSteamids: config.auth.adminSteamids, now };
  const allowedOrigins = [...config.siteOrigins, ...(config.publicApiOrigin ? [config.publicApiOrigin] : [])];
  const seen = new WeakMap<IncomingMessage, string>();
  const cachedViewer: CachedViewer = (req) => {
    const id = sessionIdOf(cookieFromHeader(req.headers.cookie, SESSION_COOKIE));
    if (!id) return undefined;
    // Once the app has read the request, only the session it took from it.
    const readerTook = seen.get(req);
    if (readerTook !== undefined && readerTook !== id) return undefined;
    const live = cache.get(id, now());
    return live ? { id, live } : undefined;
  };

  const expiry = disconnectAtSessionExpiry(io, now);

  return {
    cachedViewer,
    name: 'auth',
    middleware: [originCheck(allowedOrigins), sessionReader(lookup, cache, seen)],
    identifySocket: identifySocket({ ...lookup, allowedOrigins }),
    onSocket: expiry.onSocket,
    stop: () => {
      expiry.stop();
      return Promise.resolve();
    },
    subscriptions: {
      'player/banned': { 'auth/disconnectUser': ({ steamid }) => disconnectUser(io, steamid) },
      'user/changed': { 'auth/on-user-changed': forgetChangedUsersSessions(peers, cache) },
    },
    routes(mount) {
      mount('signIn', login({ ...deps, sso }));
      mount('signInReturn', authReturn({ ...deps, sso }));
      mount('signOut', logout(deps));
      mount('devLoginPage', getDevLoginPage(deps));
      mount('devLogin', postDevLogin(deps));
    },
  };
}
