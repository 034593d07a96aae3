/**
 * `elo/applied`: each player whose elo changed gets their self user with the new elos
 * (`userUpdate` to their sockets), so an open profile or header follows without a reload.
 */
import type { Reaction } from '../framework/reactions.ts';

export function pushEloOnApplied(pushUserUpdate: (steamid: string) => Promise<void>): Reaction<'elo/applied'> {
  return async ({ changes }) => {
    for (const steamid of new Set(changes.map((change) => change.steamid))) await pushUserUpdate(steamid);
  };
}
