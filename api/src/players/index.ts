import { requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { getFinishTutorial } from './getFinishTutorial.ts';
import { getSelf } from './getSelf.ts';
import { postUserDict } from './postUserDict.ts';
import { pushEloOnApplied } from './on-elo-applied.ts';
import { pushUserUpdateOnChange } from './on-user-changed.ts';
import { pushUserUpdate } from './self-user.ts';
import { createSelfCache } from './self-cache.ts';
import { forgetSelfOnWrite } from './on-self-data-written.ts';

const SIGNED_OUT: readonly unknown[] = [];

/** Players: the signed-in user's own record and public user info. */
export const playersFeature: FeatureFactory = ({ collections, realtime, config, now, events, peers }) => {
  const push = (steamid: string) => pushUserUpdate({ collections, realtime, adminSteamids: config.auth.adminSteamids, now }, steamid);
  pushUserUpdateOnChange(events, push);
  pushEloOnApplied(events, push);
  const discordConfigured = config.auth.discord !== undefined;
  const selfCache = createSelfCache();
  forgetSelfOnWrite(collections, peers, selfCache);
  return {
    name: 'players',
    routes(router) {
      router.get('/api/self/', requireUser, getSelf({ collections, cache: selfCache, now }, discordConfigured));
      router.get('/api/finishTutorial', requireUser, getFinishTutorial({ collections, discordConfigured, onFinished: push }));
      router.post('/api/userDict/', postUserDict(collections.users));
    },
    // Signed out, GET /api/self/ is always the same 401 (every visit of the lobby asks).
    replayableGets: { '/api/self/': () => SIGNED_OUT },
  };
};
