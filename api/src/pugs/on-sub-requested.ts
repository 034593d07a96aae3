/**
 * `pug/subRequested`: every signed-in player who is not seated in a running pug hears that the seat
 * needs a sub (`subNeeded`, which the site shows as a banner on every page with "Sub in"); the
 * players of running pugs and visitors are not told. With REDIS_URL the room reaches every process.
 */
import { LIVE_PHASES, type Pug, type SteamId, type SubNeededPayload } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { EventBus } from '../framework/events.ts';
import type { Realtime } from '../framework/sockets.ts';

export function announceNeededSub(events: EventBus, deps: { collections: Collections; realtime: Realtime }): void {
  events.on('pug/subRequested', 'pugs/on-sub-requested', async ({ pug, steamid }) => {
    const seat = pug.teams.blu[steamid] ? { team: 'blu' as const, seat: pug.teams.blu[steamid] } : { team: 'red' as const, seat: pug.teams.red[steamid] };
    if (!seat.seat?.needsSub) return; // taken meanwhile
    const payload: SubNeededPayload = {
      pugId: pug._id,
      queueName: pug.queueName,
      shorthand: pug.shorthand,
      map: pug.map,
      steamid,
      team: seat.team,
      role: seat.seat.role,
    };
    deps.realtime.toSignedInExcept(await seatedInLivePugs(deps.collections)).emit('subNeeded', payload);
  });
}

async function seatedInLivePugs(collections: Collections): Promise<SteamId[]> {
  const live = await collections.pugs.find({ phase: { $in: [...LIVE_PHASES] } }, { projection: { teams: 1 } }).toArray();
  return live.flatMap((p: Pick<Pug, 'teams'>) => [...Object.keys(p.teams.blu), ...Object.keys(p.teams.red)]);
}
