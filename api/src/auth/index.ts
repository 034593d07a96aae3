/**
 * Sign-in and identity (issue 4): the session reader (sessions cached per process,
 * session-cache.ts) and Origin check every request passes through, the socket identity (and its end with the session), and the /auth routes (login,
 * return, logout, dev sign-in). Socket commands are authorized with `socketGuardFor`; a ban
 * (`player/banned`) disconnects the player's sockets (on-player-banned.ts).
 */
import type { FeatureFactory } from '../framework/feature.ts';
import type { AuthDeps } from './auth-deps.ts';
import { getDevLoginPage, postDevLogin } from './dev-login.ts';
import { identifySocket } from './identify-socket.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { originCheck } from './origin-check.ts';
import { authReturn } from './return.ts';
import { sessionReader } from './session-reader.ts';
import { disconnectAtSessionExpiry, sessionSockets } from './session-sockets.ts';
import { disconnectOnBan } from './on-player-banned.ts';
import { forgetSessionsChangedElsewhere } from './on-session-changed-elsewhere.ts';
import { forgetChangedUsersSessions } from './on-user-changed.ts';
import { createSessionCache } from './session-cache.ts';
import { createLeagueSso } from './sso/league-sso.ts';

export const authFeature: FeatureFactory = (ctx) => {
  const { config, collections, realtime, logger, now, io, peers } = ctx;
  const cache = createSessionCache();
  const deps: AuthDeps = {
    config,
    collections,
    realtime,
    logger,
    now,
    sessionSockets: sessionSockets(io),
    events: ctx.events,
    async forgetSession(id) {
      cache.dropSession(id);
      await peers.announced({ kind: 'session', id });
    },
  };
  disconnectOnBan(ctx.events, io);
  forgetChangedUsersSessions(ctx.events, peers, cache);
  forgetSessionsChangedElsewhere(peers, cache);
  const sso = config.auth.sso ? createLeagueSso(config.auth.sso) : undefined;
  const lookup = { collections, adminSteamids: config.auth.adminSteamids, now };
  const allowedOrigins = [...config.siteOrigins, ...(config.publicApiOrigin ? [config.publicApiOrigin] : [])];

  return {
    name: 'auth',
    middleware: [originCheck(allowedOrigins), sessionReader(lookup, cache)],
    identifySocket: identifySocket({ ...lookup, allowedOrigins }),
    onSocket: disconnectAtSessionExpiry(now),
    routes(router) {
      router.get('/auth/login', login({ ...deps, sso }));
      router.get('/auth/return', authReturn({ ...deps, sso }));
      router.post('/auth/logout', logout(deps));
      router.get('/auth/dev-login', getDevLoginPage(deps));
      router.post('/auth/dev-login', postDevLogin(deps));
    },
  };
};
