/**
 * The socket events of one stored lobby step (docs/product.md "HTTP routes"): what the machine announced (its emitted
 * events, `playerQueued` completed with the player's public info), `countdownInfo` when the
 * countdown's deadline changed, and last `partialInfo`: every wire field that changed and that the
 * events before it do not already tell every client (both sides apply them with the domain's
 * wireAppliers.ts, so a client that applies them in order has the new state). Every event to the
 * queue carries the version the step's write stored (a captain's own yourPick / pickForYou do not:
 * resend-pick.ts offers them again outside any write); a step that changes nothing a client sees
 * still sends `partialInfo` with just its version, so a client can tell a missed event (a gap in
 * the versions) from a quiet write.
 */
import {
  applyWireEvent,
  toQueueWire,
  type LobbyAnnouncement,
  type LobbyContext,
  type LobbyWireEvent,
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

/** A client's copy after it applied the step's queue-wide events (those before `partialInfo`), in order. */
function whatEventsTell(prev: Queue, emissions: readonly Emission[]): Queue {
  let queue = prev;
  for (const e of emissions) if (e.to === 'queue') queue = applyWireEvent(queue, { event: e.event, payload: e.payload } as LobbyWireEvent);
  return queue;
}

/** The order events of one step go out in: `partialInfo` last, with what the others left out. */
const ORDER: (keyof ServerToClientEvents)[] = [
  'deleteLobby',
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
  'partialInfo',
];

/** One applied step of a write: the contexts around it, what the machine announced, when it ran. */
export interface LobbyStep {
  prev: LobbyContext;
  next: LobbyContext;
  announced: readonly LobbyAnnouncement[];
  now: number;
}

export function lobbyEmissions(
  prev: LobbyContext,
  next: LobbyContext,
  announced: readonly LobbyAnnouncement[],
  opts: { now: number; version: number; userInfo: (steamid: SteamId) => User },
): Emission[] {
  return batchEmissions([{ prev, next, announced, now: opts.now }], opts);
}

/** One step's events (not `partialInfo`), in the order they go out. */
function stepEmissions(step: LobbyStep, version: number, userInfo: (steamid: SteamId) => User): Emission[] {
  const out: Emission[] = step.announced.map(
    ({ type, to, payload }) =>
      (type === 'playerQueued'
        ? { to, event: type, payload: { ...payload, userInfo: userInfo(payload.steamid), version } }
        : { to, event: type, payload: to === 'queue' ? { ...payload, version } : payload }) as Emission,
  );
  const countdown = changedWire(toQueueWire(step.prev, step.now), toQueueWire(step.next, step.now)).countdownInfo;
  if (countdown) {
    out.push({ to: 'queue', event: 'countdownInfo', payload: { queueName: step.next.config.name, phase: step.next.phase, ...countdown, version } });
  }
  return out.sort((a, b) => ORDER.indexOf(a.event) - ORDER.indexOf(b.event));
}

/**
 * The events of one stored write that applied several steps (group commit, lobby.ts): each step's
 * events in the order the steps ran, all with the write's version, then one `partialInfo` with
 * what they leave untold between the state before the first step and after the last.
 */
export function batchEmissions(steps: readonly LobbyStep[], opts: { version: number; userInfo: (steamid: SteamId) => User }): Emission[] {
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return [];
  const out = steps.flatMap((step) => stepEmissions(step, opts.version, opts.userInfo));
  const changes = changedWire(whatEventsTell(toQueueWire(first.prev, first.now), out), toQueueWire(last.next, last.now));
  if (Object.keys(changes).length > 0 || !out.some((e) => e.to === 'queue')) {
    out.push({ to: 'queue', event: 'partialInfo', payload: { name: last.next.config.name, ...changes, version: opts.version } });
  }
  return out;
}
