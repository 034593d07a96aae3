/**
 * The socket events of one lobby step (spec §7): what the machine announced (its emitted events,
 * `playerQueued` completed with the player's public info) plus `partialInfo`, every wire field
 * that changed and that the announced `playerQueued` / `playerReady` do not already tell every
 * client (both sides apply them with the domain's queueWireEvents), and `countdownInfo` when the
 * countdown's deadline changed; in the wire's order.
 */
import {
  applyPlayerQueued,
  applyPlayerReady,
  toQueueWire,
  type LobbyAnnouncement,
  type LobbyContext,
  type Queue,
  type ServerToClientEvents,
  type SteamId,
  type User,
} from '@pug/domain';

export type Emission = {
  [E in keyof ServerToClientEvents]: { to: 'queue' | { user: SteamId }; event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[keyof ServerToClientEvents];

/** Wire fields whose value changed (countdownInfo compared by its deadline). */
function changedWire(prev: Queue, next: Queue): Partial<Queue> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof Queue)[]) {
    if (key === 'countdownInfo') {
      if ((prev.countdownInfo?.deadline ?? null) !== (next.countdownInfo?.deadline ?? null)) out[key] = next[key];
    } else if (JSON.stringify(prev[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  }
  return out;
}

/** A client's copy after it applied the step's queue-wide `playerQueued` / `playerReady`. */
function whatEventsTell(prev: Queue, announced: readonly LobbyAnnouncement[]): Queue {
  let queue = prev;
  for (const a of announced) {
    if (a.to !== 'queue') continue;
    if (a.type === 'playerQueued') queue = applyPlayerQueued(queue, a.payload);
    else if (a.type === 'playerReady') queue = applyPlayerReady(queue, a.payload);
  }
  return queue;
}

/** The order events of one step go out in. */
const ORDER: (keyof ServerToClientEvents)[] = [
  'deleteLobby',
  'partialInfo',
  'playerQueued',
  'readyUp!',
  'playerReady',
  'readyUpMissed',
  'countdownInfo',
  'voteForMap!',
  'captains',
  'pickedBlu!',
  'pickedRed!',
  'pickForYou',
  'yourPick',
];

export function lobbyEmissions(
  prev: LobbyContext,
  next: LobbyContext,
  announced: readonly LobbyAnnouncement[],
  opts: { now: number; userInfo: (steamid: SteamId) => User },
): Emission[] {
  const name = next.config.name;
  const changes = changedWire(whatEventsTell(toQueueWire(prev, opts.now), announced), toQueueWire(next, opts.now));
  const out: Emission[] = announced.map(
    ({ type, to, payload }) =>
      (type === 'playerQueued'
        ? { to, event: type, payload: { ...payload, userInfo: opts.userInfo(payload.steamid) } }
        : { to, event: type, payload }) as Emission,
  );
  if (Object.keys(changes).length > 0) out.push({ to: 'queue', event: 'partialInfo', payload: { name, ...changes } });
  if (changes.countdownInfo) out.push({ to: 'queue', event: 'countdownInfo', payload: { queueName: name, phase: next.phase, ...changes.countdownInfo } });
  return out.sort((a, b) => ORDER.indexOf(a.event) - ORDER.indexOf(b.event));
}
