/**
 * How each queue event of spec §7 changes the local copy of a lobby (the wire `Queue`).
 * Pure: the client machine calls these; results replace the local data.
 */
import type { CaptainsPayload, CountdownPayload, PickedPayload, Queue, ReadyUpPayload, SteamId, TeamName, VoteForMapPayload } from '@pug/domain';
import { withRoundCleared } from '@pug/domain';

// Shared with the api, which works out from them what partialInfo must still carry.
export { applyPlayerQueued, applyPlayerReady } from '@pug/domain';

/** Merge a partial queue state (`partialInfo`): every field sent replaces the local one. */
export function applyPartialInfo(queue: Queue, partial: Partial<Queue>): Queue {
  const next = { ...queue };
  for (const [key, value] of Object.entries(partial)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

export function applyCountdown(queue: Queue, p: CountdownPayload): Queue {
  return { ...queue, phase: p.phase, countdownInfo: { secondsRemaining: p.secondsRemaining, deadline: p.deadline } };
}

/**
 * `readyUp!`: the listed players (newly seated ones, when a round reseats) are asked to ready up;
 * players already asked keep their answers.
 */
export function applyReadyUp(queue: Queue, p: ReadyUpPayload): Queue {
  const asked = new Set(p.players);
  const fresh = queue.phase !== 'Readying';
  const keep = (list: readonly SteamId[]) => (fresh ? [] : list.filter((s) => !asked.has(s)));
  const undeclared = keep(queue.undeclaredPlayers);
  return {
    ...queue,
    phase: 'Readying',
    readiedPlayers: keep(queue.readiedPlayers),
    unreadiedPlayers: keep(queue.unreadiedPlayers),
    undeclaredPlayers: [...undeclared, ...p.players],
    countdownInfo: p.countdownInfo,
  };
}

export function applyVoteForMap(queue: Queue, p: VoteForMapPayload): Queue {
  return { ...queue, phase: 'Picking Map', mapCandidates: [...p.maps], mapVotes: {}, countdownInfo: p.countdownInfo };
}

/** `pickedBlu!` / `pickedRed!` / `pickForYou`: the player joins that team of the draft. */
export function applyPicked(queue: Queue, team: TeamName, p: PickedPayload): Queue {
  if (!queue.draft) return queue;
  return { ...queue, draft: { ...queue.draft, [team]: { ...queue.draft[team], [p.steamid]: p.role } } };
}

/** `captains` [blu, red]: the captains of the draft that starts (players flagged to captain stay in addedCaptains). */
export function applyCaptains(queue: Queue, p: CaptainsPayload): Queue {
  const [blu, red] = p.captains;
  if (!queue.draft || !blu || !red) return queue;
  return { ...queue, draft: { ...queue.draft, captains: { blu, red } } };
}

/** `deleteLobby`: the lobby is gone; nobody is queued any more. */
export function clearLobby(queue: Queue): Queue {
  return withRoundCleared({
    ...queue,
    playersByRole: Object.fromEntries(Object.keys(queue.playersByRole).map((role) => [role, []])),
    _queuePlayers: {},
    prereadies: [],
  });
}

/**
 * The pug started: its players leave the queue. The round that made it (still 'Picking Map' here)
 * is over; a new round the server already began (Readying) is left alone.
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
