/**
 * What a player's seasons decide, kept on their user document: the undeclared mains
 * (`missingRoles`) and the base elos (approved seasons' division bases, spec §9), recomputed after
 * every change to their league history or custom seasons; and the league refresh itself.
 */
import { baseElosFromSeasons, leagueTeamsToHistory, mergeSeasonHistory, missingRolesOf, type SeasonHistoryItem, type SteamId } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Logger } from '../framework/logger.ts';
import { LeagueUnavailable, type LeagueClient } from './league-client.ts';
import { fillTemplate, type LeagueConfig } from './league-config.ts';

export interface SeasonsDeps {
  collections: Collections;
  now: () => number;
  logger: Logger;
  league: LeagueConfig;
  /** Null when no LEAGUE_API_URL is configured: histories stay as stored (the embedded seed). */
  leagueClient: LeagueClient | null;
}

/** Recomputes `missingRoles` and `baseElos` of a player from their stored seasons. */
export async function recomputeSeasonEffects(collections: Collections, steamid: SteamId): Promise<void> {
  const user = await collections.users.findOne({ _id: steamid }, { projection: { playerHistory: 1 } });
  if (!user) return;
  await collections.users.updateOne({ _id: steamid }, { $set: await seasonEffects(collections, steamid, user.playerHistory?.data ?? []) });
}

async function seasonEffects(collections: Collections, steamid: SteamId, league: SeasonHistoryItem[]) {
  const custom = await collections.customSeasons.find({ steamid, approved: true }).toArray();
  return { missingRoles: missingRolesOf(league), baseElos: baseElosFromSeasons(mergeSeasonHistory(league, custom, false)) };
}

export interface RefreshOutcome {
  /** Whether the league was asked and answered. */
  refreshed: boolean;
  /** Why the cached data is shown instead (the league is down, slow or sent nonsense). */
  leagueError: string | null;
}

/**
 * Asks the league for the player's teams and stores them as their league history (mains declared
 * before are kept), then recomputes the seasons' effects. On a league failure the cached history
 * stays and the outcome says why. Without a configured league nothing is asked.
 */
export async function refreshLeagueHistory(deps: SeasonsDeps, steamid: SteamId): Promise<RefreshOutcome> {
  if (!deps.leagueClient) return { refreshed: false, leagueError: null };
  let teams;
  try {
    teams = await deps.leagueClient.teamsOf(steamid);
  } catch (err) {
    if (!(err instanceof LeagueUnavailable)) throw err;
    deps.logger.warn({ steamid, reason: err.reason }, 'league unavailable; cached history kept');
    return { refreshed: false, leagueError: err.message };
  }
  const user = await deps.collections.users.findOne({ _id: steamid }, { projection: { playerHistory: 1 } });
  if (!user) return { refreshed: false, leagueError: null };
  const data = leagueTeamsToHistory(teams, user.playerHistory?.data ?? [], (teamId) => fillTemplate(deps.league.teamUrl, 'teamId', teamId));
  const effects = await seasonEffects(deps.collections, steamid, data);
  await deps.collections.users.updateOne({ _id: steamid }, { $set: { playerHistory: { lastUpdated: deps.now(), data }, ...effects } });
  return { refreshed: true, leagueError: null };
}

/** At sign-in: refresh when the cached history is older than LEAGUE_STALE_HOURS. */
export async function refreshIfStale(deps: SeasonsDeps, steamid: SteamId): Promise<RefreshOutcome> {
  const user = await deps.collections.users.findOne({ _id: steamid }, { projection: { playerHistory: 1 } });
  if (!user || deps.now() - (user.playerHistory?.lastUpdated ?? 0) < deps.league.staleMs) return { refreshed: false, leagueError: null };
  return refreshLeagueHistory(deps, steamid);
}
