/** `pug/subAccepted`: the server gets a new password (the player who left knew the old one). */
import type { EventBus } from '../framework/events.ts';
import type { GameServers } from './game-servers.ts';

export function rotatePasswordOnSub(events: EventBus, service: GameServers): void {
  events.on('pug/subAccepted', 'servers/on-sub-accepted', ({ pug }) => service.rotatePassword(pug._id));
}
