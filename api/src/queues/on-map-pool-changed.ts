/** `maps/poolChanged`: the lobbies of those formats take the new pool for their next map vote. */
import type { EventBus } from '../framework/events.ts';
import type { Lobbies } from './lobbies.ts';

export function refreshMapPoolsOnChange(events: EventBus, lobbies: Lobbies): void {
  events.on('maps/poolChanged', 'queues/on-map-pool-changed', ({ formats }) => lobbies.refreshMapPools(formats));
}
