/** `player/banned`: the seat of the banned player in a live pug needs a sub, and every admin is told (PugService.playerBanned). */
import type { EventBus } from '../framework/events.ts';
import type { PugService } from './pug-service.ts';

export function openSeatOnBan(events: EventBus, pugs: PugService): void {
  events.on('player/banned', 'pugs/on-player-banned', ({ steamid }) => pugs.playerBanned(steamid));
}
