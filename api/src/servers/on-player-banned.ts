/**
 * `player/banned`: a player seated in a live pug is kicked from its server over RCON and the server
 * gets a new password (GameServers.removeBannedPlayer); the seat already waits for a sub (the pugs
 * feature's reaction). The banned player's pages drop the credentials they showed.
 */
import { LIVE_PHASES } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Reaction } from '../framework/reactions.ts';
import type { GameServers } from './game-servers.ts';

export function kickBannedPlayer(collections: Collections, service: GameServers): Reaction<'player/banned'> {
  return async ({ steamid }) => {
    if (!/^\d+$/.test(steamid)) return;
    const pug = await collections.pugs.findOne(
      {
        phase: { $in: [...LIVE_PHASES] },
        $or: [{ [`teams.blu.${steamid}`]: { $exists: true } }, { [`teams.red.${steamid}`]: { $exists: true } }],
      },
      { projection: { _id: 1 } },
    );
    if (pug) await service.removeBannedPlayer(pug._id, steamid);
  };
}
