/** `player/banned`: the player's sockets end (they reconnect, identified again with the ban on record). */
import type { EventBus } from '../framework/events.ts';
import type { PugServer } from '../framework/sockets.ts';
import { disconnectUser } from './session-sockets.ts';

export function disconnectOnBan(events: EventBus, io: PugServer): void {
  events.on('player/banned', 'auth/on-player-banned', ({ steamid }) => disconnectUser(io, steamid));
}
