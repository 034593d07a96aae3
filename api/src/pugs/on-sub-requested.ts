/**
 * `pug/subRequested`: every signed-in player who is not seated in a running pug and not banned hears
 * that the seat needs a sub (`subNeeded`, which the site shows as a banner on every page with "Sub
 * in"; the page offers the same players, domain `openSubSeatsFor`); the players of running pugs,
 * banned players and visitors are not told. With REDIS_URL the room reaches every process.
 */
import { isBanActive, LIVE_PHASES, type Pug, type SteamId, type SubNeededPayload } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Reaction } from '../framework/reactions.ts';
import type { Realtime } from '../framework/sockets.ts';

export function announceNeededSub(deps: { collections: Collections; realtime: Realtime; now: () => number }): Reaction<'pug/subRequested'> {
  return async ({ pug, steamid }) => {
    const seat = pug.teams.blu[steamid] ? { team: 'blu' as const, seat: pug.teams.blu[steamid] } : { team: 'red' as const, seat: pug.teams.red[steamid] };
    if (!seat.seat?.needsSub) return; // taken meanwhile
    const payload: SubNeededPayload = {
      pugId: pug._id,
      ...(pug.number ? { number: pug.number } : {}),
      queueName: pug.queueName,
      shorthand: pug.shorthand,
      map: pug.map,
      steamid,
      team: seat.team,
      role: seat.seat.role,
    };
    const [seated, banned] = await Promise.all([seatedInLivePugs(deps.collections), bannedNow(deps.collections, deps.now())]);
    deps.realtime.toSignedInExcept([...seated, ...banned]).emit('subNeeded', payload);
  };
}

async function seatedInLivePugs(collections: Collections): Promise<SteamId[]> {
  const live = await collections.pugs.find({ phase: { $in: [...LIVE_PHASES] } }, { projection: { teams: 1 } }).toArray();
  return live.flatMap((p: Pick<Pug, 'teams'>) => [...Object.keys(p.teams.blu), ...Object.keys(p.teams.red)]);
}

/** The players under an active ban now (domain `isBanActive`): a banned player cannot sub in. */
async function bannedNow(collections: Collections, now: number): Promise<SteamId[]> {
  const bans = await collections.discipline.find({ isBan: true, $or: [{ expires: null }, { expires: { $gt: now } }] }).toArray();
  return [...new Set(bans.filter((ban) => isBanActive(ban, now)).map((ban) => ban.userId))];
}
