/**
 * The league division shown beside a player's name (docs/product.md "Division beside the name"): the division of the
 * newest season the league gave us for them (`playerHistory`, refreshed at sign-in), whichever
 * format; none when the league knows no season of theirs or names a division we do not know
 * (docs/decisions.md "The division beside a name").
 */
import { DIVISIONS, divisionBase, type DivisionName } from '../elo/divisions.ts';
import type { SeasonHistoryItem } from '../entities.ts';

/** The division of the player's newest league season, by its full name ('Main'); null when none is known. */
export function leagueDivisionOf(seasons: readonly Pick<SeasonHistoryItem, 'divisionName' | 'startedAt'>[] | undefined): DivisionName | null {
  let newest: { base: number; startedAt: number } | null = null;
  for (const season of seasons ?? []) {
    const base = divisionBase(season.divisionName);
    if (base === undefined) continue;
    if (!newest || season.startedAt > newest.startedAt) newest = { base, startedAt: season.startedAt };
  }
  if (!newest) return null;
  const base = newest.base;
  return DIVISIONS.find((d) => d.base === base)?.name ?? null;
}
