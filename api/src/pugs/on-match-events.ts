/**
 * What the game server's log says moves the pug: `match/started` (Pregame -> Playing),
 * `match/score` (the live score; starts the game first if it was still in Pregame) and `match/over`
 * (Complete, with the logs.tf id and demo link: elo changes stored and sent). The moves are the pug
 * machine's events sent through the PugService; the three share one line (`pugs/on-match-events`),
 * so a pug's score never overtakes its start.
 */
import type { Reaction } from '../framework/reactions.ts';
import type { PugService } from './pug-service.ts';

export function followMatches(service: PugService): {
  started: Reaction<'match/started'>;
  score: Reaction<'match/score'>;
  over: Reaction<'match/over'>;
} {
  const start = (pugId: string) => service.send(pugId, (now) => ({ type: 'START_GAME', now }), { internal: true });
  const startIfPregame = async (pugId: string) => {
    const doc = await service.get(pugId);
    if (doc.phase === 'Pregame') await start(pugId);
  };
  return {
    started: async ({ pugId }) => void (await start(pugId)),
    score: async ({ pugId, score }) => {
      await startIfPregame(pugId);
      await service.send(pugId, (now) => ({ type: 'UPDATE_SCORE', now, score }));
    },
    over: async ({ pugId, score, logId, demoUrl }) => {
      await startIfPregame(pugId);
      await service.send(pugId, (now) => ({ type: 'COMPLETE', now, score, ...(logId ? { logId } : {}), ...(demoUrl ? { demoUrl } : {}) }));
    },
  };
}
