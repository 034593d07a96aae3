import { requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { getSelf } from './getSelf.ts';
import { postUserDict } from './postUserDict.ts';

/** Players: the signed-in user's own record and public user info. */
export const playersFeature: FeatureFactory = ({ collections }) => ({
  name: 'players',
  routes(router) {
    router.get('/api/self/', requireUser, getSelf(collections));
    router.post('/api/userDict/', postUserDict(collections.users));
  },
});
