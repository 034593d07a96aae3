/**
 * Predicted odds of a pug (docs/product.md "Rules"): the chance that BLU wins, the elo's own
 * expectation (expectedScore on the team means, as computeEloChanges reads it), from the seated
 * players' elos in the class they play for the pug's format. One rule for the api (stored with the
 * pug at start and after each sub) and the pages (the captains' draft, as each pick lands).
 */
import type { TeamName } from '../entities.ts';
import { expectedScore } from './elo.ts';

const mean = (elos: readonly number[]) => elos.reduce((a, b) => a + b, 0) / elos.length;

/** The chance (0..1) that BLU wins, from each team's elos; null while a team has no elo. */
export function bluWinChance(blu: readonly number[], red: readonly number[]): number | null {
  const b = blu.filter(Number.isFinite);
  const r = red.filter(Number.isFinite);
  if (b.length === 0 || r.length === 0) return null;
  return expectedScore(mean(b), mean(r));
}

/** Whole percents per team that add up to 100 (BLU rounded, RED the rest). */
export function oddsPercents(bluChance: number): Record<TeamName, number> {
  const blu = Math.round(Math.min(1, Math.max(0, bluChance)) * 100);
  return { blu, red: 100 - blu };
}

/** "BLU 54 % · RED 46 %" as shown. */
export function oddsLabel(bluChance: number): string {
  const p = oddsPercents(bluChance);
  return `BLU ${p.blu} % · RED ${p.red} %`;
}

/** What a screen reader says: "Predicted odds: BLU 54 percent, RED 46 percent". */
export function oddsSpoken(bluChance: number, label = 'Predicted odds'): string {
  const p = oddsPercents(bluChance);
  return `${label}: BLU ${p.blu} percent, RED ${p.red} percent`;
}
