/**
 * Profiles (issue 11): a player's profile, their pugs with elo changes, the elo chart's points,
 * the ladder and the player's preferences. The seasons feature answers with `profileOf` too.
 */
import { requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { getLadder } from './getLadder.ts';
import { getPlayerElo } from './getPlayerElo.ts';
import { getPlayerPugs } from './getPlayerPugs.ts';
import { getProfile } from './getProfile.ts';
import { postPreferences } from './postPreferences.ts';

export { profileOf, type ProfileDeps } from './profile-view.ts';

export const profilesFeature: FeatureFactory = ({ collections, config, now, events }) => {
  const deps = { collections, now, leagueProfileUrl: config.league.profileUrl };
  return {
    name: 'profiles',
    routes(router) {
      router.get('/api/profile/:id', getProfile(deps));
      router.get('/api/profile/:id/pugs', getPlayerPugs(collections));
      router.get('/api/profile/:id/elo', getPlayerElo(collections));
      router.get('/api/ladder', getLadder(collections));
      router.post(
        '/api/preferences',
        requireUser,
        postPreferences(collections, (steamid) => events.publish('user/changed', { steamid })),
      );
    },
  };
};
