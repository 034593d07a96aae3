/**
 * What the game server's log says moves the pug: `match/started` (Pregame -> Playing),
 * `match/score` (the live score) and `match/over` (Complete, with the logs.tf id and demo link).
 * The moves are the pug machine's events sent through the PugService; the result feed
 * (results.ts) offers the same moves to tests and the game servers.
 */
import type { Pug } from '@pug/domain';
import type { EventBus } from '../framework/events.ts';
import type { PugService } from './pug-service.ts';

export interface MatchMoves {
  /** The match began on the server (Pregame -> Playing). No-op when already playing. */
  gameStarted(pugId: string): Promise<Pug>;
  /** The live [blu, red] score; starts the game first if it was still in Pregame. */
  updateScore(pugId: string, score: [number, number]): Promise<Pug>;
  /** The final score (and the logs.tf id, the demos.tf STV link): Complete, elo changes stored and sent. */
  gameOver(pugId: string, result: { score: [number, number]; logId?: string; demoUrl?: string }): Promise<Pug>;
}

export function matchMoves(service: PugService): MatchMoves {
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
  };
}

export function followMatches(events: EventBus, service: PugService): void {
  const moves = matchMoves(service);
  events.on('match/started', 'pugs/on-match-events', async ({ pugId }) => void (await moves.gameStarted(pugId)));
  events.on('match/score', 'pugs/on-match-events', async ({ pugId, score }) => void (await moves.updateScore(pugId, score)));
  events.on('match/over', 'pugs/on-match-events', async ({ pugId, score, logId, demoUrl }) => {
    await moves.gameOver(pugId, { score, ...(logId ? { logId } : {}), ...(demoUrl ? { demoUrl } : {}) });
  });
}
