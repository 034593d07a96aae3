/**
 * The pug result feed: the internal interface the game-server feature drives from a server's UDP
 * logs (and tests drive directly). Score updates and game over move the pug machine; the
 * listeners tell a server service when to claim a server (a pug enters Pregame) and when to
 * release it (the pug ended, in any outcome, including an admin's endPug).
 */
import type { Pug } from '@pug/domain';
import type { CredentialsProvider, PugEndedListener, PugService, PugStartingListener, SubAcceptedListener } from './pug-service.ts';

export interface PugResults {
  /** The match began on the server (Pregame -> Playing). No-op when already playing. */
  gameStarted(pugId: string): Promise<Pug>;
  /** The live [blu, red] score; starts the game first if it was still in Pregame. */
  updateScore(pugId: string, score: [number, number]): Promise<Pug>;
  /** The final score (and the logs.tf id, the demos.tf STV link): Complete, elo changes stored and sent. */
  gameOver(pugId: string, result: { score: [number, number]; logId?: string; demoUrl?: string }): Promise<Pug>;
  /** A pug was created and waits in Pregame for a server. Returns an unsubscribe function. */
  onPugStarting(listener: PugStartingListener): () => void;
  /** A pug reached Complete: 'completed' with a result, 'ended' when an admin ended it. */
  onPugEnded(listener: PugEndedListener): () => void;
  /** A sub took a seat (the server password is changed then: the player who left knew it). */
  onSubAccepted(listener: SubAcceptedListener): () => void;
  /** Pugs in Pregame or Playing, oldest first (to resume following them after a restart). */
  livePugs(): Promise<Pug[]>;
  /** Who gets which connect string: GET /api/pugCreds/{id} asks this for each participant. */
  provideCredentials(provider: CredentialsProvider): void;
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
    onPugStarting: (listener) => service.onPugStarting(listener),
    onPugEnded: (listener) => service.onPugEnded(listener),
    onSubAccepted: (listener) => service.onSubAccepted(listener),
    livePugs: () => service.livePugs(),
    provideCredentials: (provider) => {
      service.credentials = provider;
    },
    cancel: (pugId, reason) => service.cancel(pugId, reason),
    setServer,
  };
}

export type { PugOutcome } from './pug-service.ts';
