import { routes } from '@pug/domain';
import type { CachedViewer } from '../auth/index.ts';
import type { Feature, FeatureContext } from '../framework/feature.ts';
import { getFinishTutorial } from './getFinishTutorial.ts';
import { getSelf } from './getSelf.ts';
import { postUserDict } from './postUserDict.ts';
import { pushEloOnApplied } from './on-elo-applied.ts';
import { pushUserUpdate } from './self-user.ts';
import { createSelfCache } from './self-cache.ts';
import { forgetSelfOnWrite } from './on-self-data-written.ts';

const SIGNED_OUT: readonly unknown[] = [];

/** Players: the signed-in user's own record and public user info. */
export function playersFeature({ collections, realtime, config, now, peers }: FeatureContext, cachedViewer?: CachedViewer): Feature {
  const push = (steamid: string) => pushUserUpdate({ collections, realtime, adminSteamids: config.auth.adminSteamids, now }, steamid);
  const discordConfigured = config.auth.discord !== undefined;
  const selfCache = createSelfCache();
  forgetSelfOnWrite(collections, peers, selfCache);
  return {
    name: 'players',
    subscriptions: {
      'user/changed': { 'players/pushUserUpdate': ({ steamid }) => push(steamid) },
      'elo/applied': { 'players/on-elo-applied': pushEloOnApplied(push) },
    },
    routes(mount) {
      mount('self', getSelf({ collections, cache: selfCache, now }, discordConfigured));
      mount('finishTutorial', getFinishTutorial({ collections, discordConfigured, onFinished: push }));
      mount('userDict', postUserDict(collections.users));
    },
    replayableGets: {
      [routes.self.path]: {
        // Signed out, GET /api/self/ is always the same 401 (every visit of the lobby asks).
        key: () => SIGNED_OUT,
        // Signed in, the viewer's own answer while their cached session and self answer are the
        // same objects (either cache read again, dropped or expired: through the app).
        perViewer: (req) => {
          const viewer = cachedViewer?.(req);
          const self = viewer && selfCache.get(viewer.live.user.steamid, viewer.live.user.isAdmin, now());
          return viewer && self ? { id: viewer.id, key: [viewer.live, self] } : undefined;
        },
      },
    },
  };
}
