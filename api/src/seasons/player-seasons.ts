/**
 * What a player's seasons decide, kept on their user document: the undeclared mains
 * (`missingRoles`) and the base elos (approved seasons' division bases, docs/product.md "Constants"), recomputed after
 * every change to their league history or custom seasons; and the league refresh itself.
 */
import { baseElosFromSeasons, leagueTeamsToHistory, mergeSeasonHistory, missingRolesOf, type SeasonHistoryItem, type SteamId } from '@pug/domain';
import type { Filter } from 'mongodb';
import type { Collections, UserDoc } from '../db/index.ts';
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

/** How many times a refresh re-reads and re-merges a history that changed under it before giving up. */
const REFRESH_ATTEMPTS = 4;

/**
 * Asks the league for the player's teams and stores them as their league history (mains declared
 * before are kept), then recomputes the seasons' effects. On a league failure the cached history
 * stays and the outcome says why. Without a configured league nothing is asked.
 *
 * The write replaces the whole history, so it is a compare-and-set on the history read: a main
 * declared meanwhile (POST /api/teamRole, while the league was being asked) makes the write miss,
 * and the history is read and merged again. After REFRESH_ATTEMPTS misses the cached history stays.
 */
export async function refreshLeagueHistory(deps: SeasonsDeps, steamid: SteamId): Promise<RefreshOutcome> {
  if (!deps.leagueClient) return { refreshed: false, leagueError: null };
  const read = () => deps.collections.users.findOne({ _id: steamid }, { projection: { playerHistory: 1 } });
  let user = await read();
  if (!user) return { refreshed: false, leagueError: null };
  let teams;
  try {
    teams = await deps.leagueClient.teamsOf(steamid);
  } catch (err) {
    if (!(err instanceof LeagueUnavailable)) throw err;
    deps.logger.warn({ steamid, reason: err.reason }, 'league unavailable; cached history kept');
    return { refreshed: false, leagueError: err.message };
  }
  for (let attempt = 1; user; attempt++) {
    const seen = user.playerHistory as UserDoc['playerHistory'] | undefined | null;
    const data = leagueTeamsToHistory(teams, seen?.data ?? [], (teamId) => fillTemplate(deps.league.teamUrl, 'teamId', teamId));
    const effects = await seasonEffects(deps.collections, steamid, data);
    // Equality on the whole stored subdocument: it matches only if nobody wrote it since it was read.
    const unchanged: Filter<UserDoc> = seen
      ? { _id: steamid, playerHistory: seen }
      : { _id: steamid, $or: [{ playerHistory: { $exists: false } }, { playerHistory: { $type: 'null' } }] };
    const res = await deps.collections.users.updateOne(unchanged, { $set: { playerHistory: { lastUpdated: deps.now(), data }, ...effects } });
    if (res.matchedCount === 1) return { refreshed: true, leagueError: null };
    if (attempt === REFRESH_ATTEMPTS) {
      deps.logger.warn({ steamid, attempts: attempt }, 'league history kept changing during the refresh; cached history kept');
      return { refreshed: false, leagueError: 'Your seasons were changed while they were being refreshed; showing the seasons we had. Try again.' };
    }
    user = await read();
  }
  return { refreshed: false, leagueError: null };
}

/** At sign-in: refresh when the cached history is older than LEAGUE_STALE_HOURS. */
export async function refreshIfStale(deps: SeasonsDeps, steamid: SteamId): Promise<RefreshOutcome> {
  const user = await deps.collections.users.findOne({ _id: steamid }, { projection: { playerHistory: 1 } });
  if (!user || deps.now() - (user.playerHistory?.lastUpdated ?? 0) < deps.league.staleMs) return { refreshed: false, leagueError: null };
  return refreshLeagueHistory(deps, steamid);
}
