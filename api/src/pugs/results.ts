/**
 * The pug result feed: the internal interface the game-server feature drives from a server's UDP
 * logs (and tests drive directly). Score updates and game over move the pug machine; when to claim
 * and release a server the game servers learn from `pug/started`, `pug/completed` and `pug/ended`.
 */
import type { Pug } from '@pug/domain';
import { toPugWire } from './pug-doc.ts';
import type { PugService } from './pug-service.ts';

export interface PugResults {
  /** The match began on the server (Pregame -> Playing). No-op when already playing. */
  gameStarted(pugId: string): Promise<Pug>;
  /** The live [blu, red] score; starts the game first if it was still in Pregame. */
  updateScore(pugId: string, score: [number, number]): Promise<Pug>;
  /** The final score (and the logs.tf id, the demos.tf STV link): Complete, elo changes stored and sent. */
  gameOver(pugId: string, result: { score: [number, number]; logId?: string; demoUrl?: string }): Promise<Pug>;
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
  const start = (pugId: string) => service.send(pugId, (now) => ({ type: 'START_GAME', now }), { internal: true });
  const startIfPregame = async (pugId: string) => {
    const doc = await service.get(pugId);
    if (doc.phase === 'Pregame') await start(pugId);
  };
  return {
    gameStarted: start,
    updateScore: async (pugId, score) => {
      await startIfPregame(pugId);
      return service.send(pugId, (now) => ({ type: 'UPDATE_SCORE', now, score }));
    },
    gameOver: async (pugId, result) => {
      await startIfPregame(pugId);
      return service.send(pugId, (now) => ({
        type: 'COMPLETE',
        now,
        score: result.score,
        ...(result.logId ? { logId: result.logId } : {}),
        ...(result.demoUrl ? { demoUrl: result.demoUrl } : {}),
      }));
    },
    livePugs: () => service.livePugs(),
    pug: async (pugId) => toPugWire(await service.get(pugId)),
    cancel: (pugId, reason) => service.cancel(pugId, reason),
    setServer,
  };
}
