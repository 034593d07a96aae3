/**
 * `match/player`: a seated player connected, joined a team or left the pug's server; their status
 * is stored on the pug (`onServer.<steamid>`, domain pug/onServer.ts) and sent to everyone. The
 * steamid is the one the log line's own player tag carries (servers/logs/log-line.ts), never the
 * name; players who are not seated (spectators, subbed-out players) are not recorded.
 */
import { onServerAfter } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import type { PugService } from './pug-service.ts';

export function recordWhoIsOnServer(ctx: FeatureContext, pugs: PugService): Reaction<'match/player'> {
  return async ({ pugId, kind, steamid, team }) => {
    if (!/^\d{1,20}$/.test(steamid)) return;
    const status = onServerAfter(kind === 'joinedTeam' ? { kind, steamid, team: team ?? null } : { kind, steamid }, ctx.now());
    await pugs.setOutsideMachine(
      pugId,
      { $or: [{ [`teams.blu.${steamid}`]: { $exists: true } }, { [`teams.red.${steamid}`]: { $exists: true } }] },
      { [`onServer.${steamid}`]: status },
    );
  };
}
