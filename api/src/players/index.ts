import { requireUser } from '../auth/guards.ts';
import { needOffer, type FeatureFactory } from '../framework/feature.ts';
import { getSelf } from './getSelf.ts';
import { postUserDict } from './postUserDict.ts';
import { pushUserUpdate } from './user-update.ts';

/** Players: the signed-in user's own record and public user info. */
export const playersFeature: FeatureFactory = ({ collections, realtime, config }, offered) => {
  needOffer(offered, 'userChanged', 'players').subscribe((steamid) =>
    pushUserUpdate({ collections, realtime, adminSteamids: config.auth.adminSteamids }, steamid),
  );
  return {
    name: 'players',
    routes(router) {
      router.get('/api/self/', requireUser, getSelf(collections));
      router.post('/api/userDict/', postUserDict(collections.users));
    },
  };
};
