/**
 * How each lobby event (docs/product.md "Socket events") changes a copy of the wire `Queue`. Pure, and the only
 * place that says it: the client applies the events to its copy of a lobby, the api applies a
 * step's events to the previous wire state to learn what `partialInfo` must still carry
 * (api/src/queues/lobby.ts), and its tests check that applying a step's events to the old
 * wire state gives the new one. An event that carries the lobby's `version` sets the copy's.
 */
import type {
  CaptainsPayload,
  CountdownPayload,
  PickedPayload,
  PickForYouPayload,
  PlayerQueuedPayload,
  PlayerReadyPayload,
  ReadyUpPayload,
  ServerToClientEvents,
  VoteForMapPayload,
} from '../contracts/realtime.ts';
import type { Queue, SteamId, TeamName } from '../entities.ts';
import { withRoundCleared } from './queueWireReset.ts';

const without = (list: readonly SteamId[], steamid: SteamId) => list.filter((s) => s !== steamid);
const withOnce = (list: readonly SteamId[], steamid: SteamId) => (list.includes(steamid) ? [...list] : [...list, steamid]);

/**
 * A player joined (`isQueue`) or left a role. A role the queue does not list (e.g. '' or 'all')
 * on a leave means every role. A player with no role left leaves the queue and its round lists.
 */
function applyPlayerQueued(
  queue: Queue,
  p: Pick<PlayerQueuedPayload, 'steamid' | 'role' | 'isQueue' | 'queuedAt' | 'medicCredit' | 'medicImmuneUntil'>,
): Queue {
  const playersByRole: Record<string, SteamId[]> = {};
  const known = p.role in queue.playersByRole;
  for (const [role, list] of Object.entries(queue.playersByRole)) {
    const touched = role === p.role || (!p.isQueue && !known);
    playersByRole[role] = touched ? (p.isQueue ? withOnce(list, p.steamid) : without(list, p.steamid)) : [...list];
  }
  if (p.isQueue && !known) playersByRole[p.role] = [p.steamid];
  const stillQueued = Object.values(playersByRole).some((list) => list.includes(p.steamid));
  const _queuePlayers = { ...queue._queuePlayers };
  if (stillQueued) {
    _queuePlayers[p.steamid] ??= {
      steamid: p.steamid,
      queuedAt: p.queuedAt,
      ...(p.medicCredit ? { medicCredit: true as const } : {}),
      ...(p.medicImmuneUntil !== undefined ? { medicImmuneUntil: p.medicImmuneUntil } : {}),
    };
  } else delete _queuePlayers[p.steamid];
  if (stillQueued) return { ...queue, playersByRole, _queuePlayers };
  return {
    ...queue,
    playersByRole,
    _queuePlayers,
    prereadies: without(queue.prereadies, p.steamid),
    readiedPlayers: without(queue.readiedPlayers, p.steamid),
    unreadiedPlayers: without(queue.unreadiedPlayers, p.steamid),
    undeclaredPlayers: without(queue.undeclaredPlayers, p.steamid),
  };
}

/** A player declared ready or not ready. */
function applyPlayerReady(queue: Queue, p: Pick<PlayerReadyPayload, 'steamid' | 'isReady'>): Queue {
  return {
    ...queue,
    undeclaredPlayers: without(queue.undeclaredPlayers, p.steamid),
    readiedPlayers: p.isReady ? withOnce(queue.readiedPlayers, p.steamid) : without(queue.readiedPlayers, p.steamid),
    unreadiedPlayers: p.isReady ? without(queue.unreadiedPlayers, p.steamid) : withOnce(queue.unreadiedPlayers, p.steamid),
  };
}

/** `partialInfo`: every field sent replaces the local one. */
function applyPartialInfo(queue: Queue, partial: Partial<Queue>): Queue {
  const next = { ...queue };
  for (const [key, value] of Object.entries(partial)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

function applyCountdown(queue: Queue, p: CountdownPayload): Queue {
  return { ...queue, phase: p.phase, countdownInfo: { secondsRemaining: p.secondsRemaining, deadline: p.deadline } };
}

/**
 * `readyUp!`: the listed players (newly seated ones, when a round reseats) are asked to ready up;
 * players already asked keep their answers.
 */
function applyReadyUp(queue: Queue, p: ReadyUpPayload): Queue {
  const asked = new Set(p.players);
  const fresh = queue.phase !== 'Readying';
  const keep = (list: readonly SteamId[]) => (fresh ? [] : list.filter((s) => !asked.has(s)));
  return {
    ...queue,
    phase: 'Readying',
    readiedPlayers: keep(queue.readiedPlayers),
    unreadiedPlayers: keep(queue.unreadiedPlayers),
    undeclaredPlayers: [...keep(queue.undeclaredPlayers), ...p.players],
    countdownInfo: p.countdownInfo,
  };
}

function applyVoteForMap(queue: Queue, p: VoteForMapPayload): Queue {
  return { ...queue, phase: 'Picking Map', mapCandidates: [...p.maps], mapVotes: {}, countdownInfo: p.countdownInfo };
}

/** `pickedBlu!` / `pickedRed!` / `pickForYou`: the player joins that team of the draft. */
function applyPicked(queue: Queue, team: TeamName, p: PickedPayload): Queue {
  if (!queue.draft) return queue;
  return { ...queue, draft: { ...queue.draft, [team]: { ...queue.draft[team], [p.steamid]: p.role } } };
}

/** `captains` [blu, red]: the captains of the draft that starts (players flagged to captain stay in addedCaptains). */
function applyCaptains(queue: Queue, p: CaptainsPayload): Queue {
  const [blu, red] = p.captains;
  if (!queue.draft || !blu || !red) return queue;
  return { ...queue, draft: { ...queue.draft, captains: { blu, red } } };
}

/** `deleteLobby`: the lobby is gone; nobody is queued any more. */
function clearLobby(queue: Queue): Queue {
  return withRoundCleared({
    ...queue,
    playersByRole: Object.fromEntries(Object.keys(queue.playersByRole).map((role) => [role, []])),
    _queuePlayers: {},
    prereadies: [],
    friends: [],
  });
}

/**
 * The pug started (`pugStarted`, its players): they leave the queue. The round that made it (still
 * 'Picking Map' here) is over; a new round the server already began (Readying) is left alone.
 */
export function applyPugStarted(queue: Queue, players: readonly SteamId[]): Queue {
  const gone = new Set(players);
  const keep = (list: readonly SteamId[]) => list.filter((s) => !gone.has(s));
  const playersByRole = Object.fromEntries(Object.entries(queue.playersByRole).map(([role, list]) => [role, keep(list)]));
  const _queuePlayers = Object.fromEntries(Object.entries(queue._queuePlayers).filter(([s]) => !gone.has(s)));
  const base = { ...queue, playersByRole, _queuePlayers, prereadies: keep(queue.prereadies) };
  if (queue.phase !== 'Picking Map') {
    return {
      ...base,
      readiedPlayers: keep(queue.readiedPlayers),
      unreadiedPlayers: keep(queue.unreadiedPlayers),
      undeclaredPlayers: keep(queue.undeclaredPlayers),
    };
  }
  return withRoundCleared(base);
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** The events that change a lobby's wire state, as they arrive (`playerQueued`'s userInfo is not needed). */
export type LobbyWireEvent =
  | { event: 'partialInfo'; payload: Payload<'partialInfo'> }
  | { event: 'deleteLobby'; payload: Payload<'deleteLobby'> }
  | { event: 'playerQueued'; payload: Omit<PlayerQueuedPayload, 'userInfo'> }
  | { event: 'playerReady'; payload: PlayerReadyPayload }
  | { event: 'countdownInfo'; payload: CountdownPayload }
  | { event: 'captains'; payload: CaptainsPayload }
  | { event: 'readyUp!'; payload: ReadyUpPayload }
  | { event: 'voteForMap!'; payload: VoteForMapPayload }
  | { event: 'pickedBlu!' | 'pickedRed!'; payload: PickedPayload }
  | { event: 'pickForYou'; payload: PickForYouPayload }
  | { event: 'readyUpMissed' | 'yourPick'; payload: Payload<'readyUpMissed' | 'yourPick'> };

/** The lobby's name an event is about. */
export function lobbyOf(e: LobbyWireEvent): string {
  return e.event === 'partialInfo' ? e.payload.name : e.payload.queueName;
}

/** The lobby's wire state after one of its events; its `version`, when the event carries one. */
export function applyWireEvent(queue: Queue, e: LobbyWireEvent): Queue {
  const next = nextWire(queue, e);
  const version = e.payload.version;
  return version === undefined ? next : { ...next, version };
}

function nextWire(queue: Queue, e: LobbyWireEvent): Queue {
  switch (e.event) {
    case 'partialInfo': {
      const { name: _name, ...rest } = e.payload;
      return applyPartialInfo(queue, rest);
    }
    case 'deleteLobby':
      return clearLobby(queue);
    case 'playerQueued':
      return applyPlayerQueued(queue, e.payload);
    case 'playerReady':
      return applyPlayerReady(queue, e.payload);
    case 'countdownInfo':
      return applyCountdown(queue, e.payload);
    case 'captains':
      return applyCaptains(queue, e.payload);
    case 'readyUp!':
      return applyReadyUp(queue, e.payload);
    case 'voteForMap!':
      return applyVoteForMap(queue, e.payload);
    case 'pickedBlu!':
      return applyPicked(queue, 'blu', e.payload);
    case 'pickedRed!':
      return applyPicked(queue, 'red', e.payload);
    case 'pickForYou':
      return applyPicked(queue, e.payload.team, e.payload);
    case 'readyUpMissed':
    case 'yourPick':
      return queue;
  }
}
