/**
 * Another api process stored a lobby (announced through framework/peers.ts, with REDIS_URL): this
 * process reloads its copy at once, so every process serves the same lobby; an announcement of a
 * version it already has, or of a queue it does not run, changes nothing.
 */
import type { Peers } from '../framework/peers.ts';
import type { Lobbies } from './lobbies.ts';

export function reloadLobbyStoredElsewhere(peers: Peers, lobbies: Lobbies): void {
  peers.onAnnounced('queues/on-lobby-stored-elsewhere', async (change) => {
    if (change.kind !== 'lobby') return;
    const lobby = lobbies.find(change.name);
    if (lobby) await lobby.catchUp(change.version);
  });
}
