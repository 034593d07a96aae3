/**
 * What the game server's log says moves the pug: `match/started` (Pregame -> Playing),
 * `match/score` (the live score) and `match/over` (Complete, with the logs.tf id and demo link).
 */
import type { EventBus } from '../framework/events.ts';
import type { PugResults } from './results.ts';

export function followMatches(events: EventBus, results: PugResults): void {
  events.on('match/started', 'pugs/on-match-events', async ({ pugId }) => void (await results.gameStarted(pugId)));
  events.on('match/score', 'pugs/on-match-events', async ({ pugId, score }) => void (await results.updateScore(pugId, score)));
  events.on('match/over', 'pugs/on-match-events', async ({ pugId, score, logId, demoUrl }) => {
    await results.gameOver(pugId, { score, ...(logId ? { logId } : {}), ...(demoUrl ? { demoUrl } : {}) });
  });
}
