/** A finished pug's result as a line of text, the same on its page and in the elo toast. */
import { winnerFromScore } from '../elo/elo.ts';
import type { Pug } from '../entities.ts';

/** "BLU won 5 – 1", "Draw 3 – 3"; null for a pug without a score (called off, or still running). */
export function pugResultText(pug: Pick<Pug, 'phase' | 'data'>): string | null {
  const score = pug.data.score;
  if (pug.phase !== 'Complete' || !score) return null;
  const winner = winnerFromScore(score);
  const line = `${score[0]} – ${score[1]}`;
  return winner === 'blu' ? `BLU won ${line}` : winner === 'red' ? `RED won ${line}` : `Draw ${line}`;
}
