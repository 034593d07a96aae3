/** A finished pug's result as a line of text: its page, the elo toast and the Discord message. */
import { winnerFromScore } from '../elo/elo.ts';
import type { Pug } from '../entities.ts';

/**
 * A score ([BLU, RED]) as a result says it, the winner and the winner's score first, an en dash, no
 * spaces: "RED won 3–1", "BLU won 2–0", "Draw 1–1".
 */
export function scoreResultText(score: readonly [number, number]): string {
  const line = `${Math.max(score[0], score[1])}–${Math.min(score[0], score[1])}`;
  const winner = winnerFromScore(score);
  return winner === 'blu' ? `BLU won ${line}` : winner === 'red' ? `RED won ${line}` : `Draw ${line}`;
}

/** A finished pug's result (scoreResultText); null for a pug without a score (called off, or still running). */
export function pugResultText(pug: Pick<Pug, 'phase' | 'data'>): string | null {
  const score = pug.data.score;
  return pug.phase === 'Complete' && score ? scoreResultText(score) : null;
}
