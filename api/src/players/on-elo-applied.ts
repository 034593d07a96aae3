/**
 * `elo/applied`: each player whose elo changed gets their self user with the new elos
 * (`userUpdate` to their sockets), so an open profile or header follows without a reload.
 */
import type { EventBus } from '../framework/events.ts';

export function pushEloOnApplied(events: EventBus, pushUserUpdate: (steamid: string) => Promise<void>): void {
  events.on('elo/applied', 'players/on-elo-applied', async ({ changes }) => {
    for (const steamid of new Set(changes.map((change) => change.steamid))) await pushUserUpdate(steamid);
  });
}
