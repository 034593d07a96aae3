/**
 * How `playerQueued` and `playerReady` change a copy of the wire `Queue`. Pure. The client applies
 * them to its copy of a lobby; the api applies them to the previous wire state to learn what the
 * events already tell every client, so `partialInfo` carries only what they do not (docs/decisions.md).
 */
import type { PlayerQueuedPayload, PlayerReadyPayload } from '../contracts/realtime.ts';
import type { Queue, SteamId } from '../entities.ts';

const without = (list: readonly SteamId[], steamid: SteamId) => list.filter((s) => s !== steamid);
const withOnce = (list: readonly SteamId[], steamid: SteamId) => (list.includes(steamid) ? [...list] : [...list, steamid]);

/**
 * A player joined (`isQueue`) or left a role. A role the queue does not list (e.g. '' or 'all')
 * on a leave means every role. A player with no role left leaves the queue and its round lists.
 */
export function applyPlayerQueued(queue: Queue, p: Pick<PlayerQueuedPayload, 'steamid' | 'role' | 'isQueue' | 'queuedAt'>): Queue {
  const playersByRole: Record<string, SteamId[]> = {};
  const known = p.role in queue.playersByRole;
  for (const [role, list] of Object.entries(queue.playersByRole)) {
    const touched = role === p.role || (!p.isQueue && !known);
    playersByRole[role] = touched ? (p.isQueue ? withOnce(list, p.steamid) : without(list, p.steamid)) : [...list];
  }
  if (p.isQueue && !known) playersByRole[p.role] = [p.steamid];
  const stillQueued = Object.values(playersByRole).some((list) => list.includes(p.steamid));
  const _queuePlayers = { ...queue._queuePlayers };
  if (stillQueued) _queuePlayers[p.steamid] ??= { steamid: p.steamid, queuedAt: p.queuedAt };
  else delete _queuePlayers[p.steamid];
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
export function applyPlayerReady(queue: Queue, p: Pick<PlayerReadyPayload, 'steamid' | 'isReady'>): Queue {
  return {
    ...queue,
    undeclaredPlayers: without(queue.undeclaredPlayers, p.steamid),
    readiedPlayers: p.isReady ? withOnce(queue.readiedPlayers, p.steamid) : without(queue.readiedPlayers, p.steamid),
    unreadiedPlayers: p.isReady ? without(queue.unreadiedPlayers, p.steamid) : withOnce(queue.unreadiedPlayers, p.steamid),
  };
}
