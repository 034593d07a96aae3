/**
 * Limits on custom season requests, each made atomic by writing first and checking
 * after, so that concurrent requests cannot all pass a check made before any of them wrote:
 * - a rate per player: every creation is logged (deleting a request does not undo its entry) and
 *   counted over the last hour; the entry of a refused creation is taken back;
 * - at most 10 waiting per player: the season is inserted, then the player's waiting ones are
 *   counted, and it is removed again when over the cap (of concurrent requests, the last to count
 *   sees every one kept before it, so no more than 10 are ever kept);
 * - no duplicate: a unique index on `requestKey` (steamid, season number, team page).
 */
import { randomUUID } from 'node:crypto';
import type { CustomSeasonDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { conflict, tooManyRequests } from '../framework/errors.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

/** Requests a player may have waiting at once (keeps the admins' queue free of floods). */
const MAX_PENDING_CUSTOM_SEASONS = 10;
/** Requests a player may create in an hour, deleted ones included (each one notifies every admin). */
const XP_REQUESTS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/** The natural key of a request: one player, one season number, one team page. */
export function requestKeyOf(season: Pick<CustomSeasonDoc, 'steamid' | 'seasonId' | 'teamUrl'>): string {
  return JSON.stringify([season.steamid, season.seasonId, season.teamUrl]);
}

export const duplicateSeason = () => conflict('This season is already on your history');

/** Logs one creation for `steamid`; 429 when the last hour's are over the rate. Answers a way to take the entry back. */
async function takeHourlyAllowance(deps: SeasonRouteDeps, steamid: string): Promise<() => Promise<void>> {
  const log = deps.collections.xpRequestLog;
  const now = deps.now();
  const _id = randomUUID();
  await log.insertOne({ _id, steamid, at: new Date(now) });
  const giveBack = async () => {
    await log.deleteOne({ _id });
  };
  const used = await log.countDocuments({ steamid, at: { $gt: new Date(now - HOUR_MS) } });
  if (used > XP_REQUESTS_PER_HOUR) {
    await giveBack();
    throw tooManyRequests(`At most ${XP_REQUESTS_PER_HOUR} experience requests an hour: try again later`);
  }
  return giveBack;
}

/** Stores a new request within the rate, the cap and the no-duplicate rule (409/429 otherwise). */
export async function insertCustomSeasonRequest(deps: SeasonRouteDeps, season: CustomSeasonDoc): Promise<void> {
  const seasons = deps.collections.customSeasons;
  const same = { steamid: season.steamid, seasonId: season.seasonId, teamUrl: season.teamUrl };
  if (await seasons.findOne(same, { projection: { _id: 1 } })) throw duplicateSeason();
  const giveBack = await takeHourlyAllowance(deps, season.steamid);
  try {
    await seasons.insertOne({ ...season, requestKey: requestKeyOf(season) });
  } catch (error) {
    await giveBack();
    throw isDuplicateKey(error) ? duplicateSeason() : error;
  }
  const pending = await seasons.countDocuments({ steamid: season.steamid, approved: false });
  if (pending > MAX_PENDING_CUSTOM_SEASONS) {
    await seasons.deleteOne({ _id: season._id });
    await giveBack();
    throw conflict(`You already have ${MAX_PENDING_CUSTOM_SEASONS} requests waiting for an admin`);
  }
}
