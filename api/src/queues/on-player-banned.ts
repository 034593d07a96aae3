/** `player/banned`: the player leaves every queue lobby (playerQueued to each room they were in). */
import type { EventBus } from '../framework/events.ts';
import type { Lobbies } from './lobbies.ts';

export function removeFromQueuesOnBan(events: EventBus, lobbies: Lobbies): void {
  events.on('player/banned', 'queues/on-player-banned', ({ steamid }) => lobbies.removeBanned(steamid));
}
