/**
 * Profiles: a player's profile, their pugs with elo changes, the elo chart's points, who they play with and against,
 * the ladder and the player's preferences. The seasons feature answers with `profileOf` too.
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { getLadder } from './getLadder.ts';
import { getPlayerElo } from './getPlayerElo.ts';
import { getPlayerMates } from './getPlayerMates.ts';
import { getPlayerPugs } from './getPlayerPugs.ts';
import { getProfile } from './getProfile.ts';
import { forgetMates, playersOf } from './mates-cache.ts';
import { postPreferences } from './postPreferences.ts';

export { profileOf, type ProfileDeps } from './getProfile.ts';

export const profilesFeature: FeatureFactory = ({ collections, config, now, events }) => {
  const deps = { collections, now, leagueProfileUrl: config.league.profileUrl };
  return {
    name: 'profiles',
    // A finished pug or a corrected score changes its players' with and against: the kept answers go.
    subscriptions: {
      'pug/completed': { 'profiles/mates-cache': ({ pug }) => forgetMates(collections, playersOf(pug)) },
      'elo/applied': { 'profiles/mates-cache': ({ changes }) => forgetMates(collections, new Set(changes.map((c) => c.steamid))) },
    },
    routes(mount) {
      mount('profile', getProfile(deps));
      mount('playerPugs', getPlayerPugs(collections));
      mount('playerElo', getPlayerElo(collections));
      mount('playerMates', getPlayerMates(collections));
      mount('ladder', getLadder(collections));
      mount(
        'preferences',
        postPreferences(collections, (steamid) => events.publish('user/changed', { steamid })),
      );
    },
  };
};
