/** `pug/completed` or `pug/ended` (one of them, once per pug): the pug's server is reset and freed. */
import type { EventBus } from '../framework/events.ts';
import type { GameServers } from './game-servers.ts';

export function releaseServerOnPugEnd(events: EventBus, service: GameServers): void {
  events.on('pug/completed', 'servers/on-pug-ended', ({ pug }) => service.release(pug._id));
  events.on('pug/ended', 'servers/on-pug-ended', ({ pug }) => service.release(pug._id));
}
