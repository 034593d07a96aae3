/**
 * Seasons: custom season requests and their approval, the mains of each season, the
 * league adapter (LEAGUE_API_URL) with its MongoDB cache, refreshed at sign-in when stale and on
 * request. What the seasons decide (missingRoles, baseElos) is kept on the user.
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { deleteCustomSeason } from './deleteCustomSeason.ts';
import { getApproveCustomSeason } from './getApproveCustomSeason.ts';
import { getRefreshHistory } from './getRefreshHistory.ts';
import { getXpRequests } from './getXpRequests.ts';
import { leagueClient } from './league-client.ts';
import { refreshHistoryOnSignIn } from './on-user-signed-in.ts';
import { postCustomSeason } from './postCustomSeason.ts';
import { postRejectCustomSeason } from './postRejectCustomSeason.ts';
import { postTeamRole } from './postTeamRole.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

export const seasonsFeature: FeatureFactory = ({ collections, config, now, logger, realtime, events }) => {
  const league = config.league;
  const deps: SeasonRouteDeps = {
    collections,
    now,
    logger,
    realtime,
    league,
    leagueClient: league.apiUrl ? leagueClient({ apiUrl: league.apiUrl, timeoutMs: league.timeoutMs }) : null,
    profile: { collections, now, leagueProfileUrl: league.profileUrl },
    adminSteamids: config.auth.adminSteamids,
    siteOrigins: [...config.siteOrigins, ...(config.publicApiOrigin ? [config.publicApiOrigin] : [])],
    userChanged: (steamid) => events.publish('user/changed', { steamid }),
    events,
  };
  return {
    name: 'seasons',
    subscriptions: { 'user/signedIn': { 'seasons/on-user-signed-in': refreshHistoryOnSignIn(deps) } },
    routes(mount) {
      mount('customSeason', postCustomSeason(deps));
      mount('approveCustomSeason', getApproveCustomSeason(deps));
      mount('rejectCustomSeason', postRejectCustomSeason(deps));
      mount('deleteCustomSeason', deleteCustomSeason(deps));
      mount('xpRequests', getXpRequests(collections));
      mount('teamRole', postTeamRole(deps));
      mount('refreshHistory', getRefreshHistory(deps));
    },
  };
};
