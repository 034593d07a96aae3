/**
 * The pug result feed: the internal interface the game-server feature drives from a server's UDP
 * logs (and tests drive directly). Score updates and game over move the pug machine (the moves of
 * on-match-events.ts); when to claim and release a server the game servers learn from
 * `pug/started`, `pug/completed` and `pug/ended`.
 */
import type { Pug } from '@pug/domain';
import { matchMoves, type MatchMoves } from './on-match-events.ts';
import { toPugWire } from './pug-doc.ts';
import type { PugService } from './pug-service.ts';

export interface PugResults extends MatchMoves {
  /** Pugs in Pregame or Playing, oldest first (to resume following them after a restart). */
  livePugs(): Promise<Pug[]>;
  /** The pug as players see it (404 when there is none): GET /api/pugCreds/{id} checks its seats. */
  pug(pugId: string): Promise<Pug>;
  /** Calls a live pug off with a reason its players are told (no result, no elo change). */
  cancel(pugId: string, reason: string): Promise<Pug>;
  /** Records which server plays the pug (stored on the pug as `serverId`). */
  setServer(pugId: string, serverId: string | null): Promise<void>;
}

export function pugResultsOf(service: PugService, setServer: (pugId: string, serverId: string | null) => Promise<void>): PugResults {
  return {
    ...matchMoves(service),
    livePugs: () => service.livePugs(),
    pug: async (pugId) => toPugWire(await service.get(pugId)),
    cancel: (pugId, reason) => service.cancel(pugId, reason),
    setServer,
  };
}
