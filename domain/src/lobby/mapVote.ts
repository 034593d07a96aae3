/** Map vote (docs/product.md "Rules"): 3 candidates from the format's pool, never the map just played; ties random. */
import { MAP_CANDIDATES } from '../constants.ts';
import type { SteamId } from '../entities.ts';
import { DomainError } from '../errors.ts';
import { randomIndex, shuffled, type Rng } from '../rng.ts';

/** Up to `count` distinct random maps of the pool, never `lastMap` (unless it is the only map). */
export function pickMapCandidates(pool: readonly string[], lastMap: string | null | undefined, rng: Rng, count = MAP_CANDIDATES): string[] {
  const unique = [...new Set(pool)];
  if (unique.length === 0) throw new DomainError('CONFLICT', 'The map pool of this format is empty');
  const eligible = unique.filter((m) => m !== lastMap);
  return shuffled(eligible.length > 0 ? eligible : unique, rng).slice(0, count);
}

/** Votes per candidate, in candidate order (votes for non-candidates are ignored). */
export function tallyMapVotes(candidates: readonly string[], votes: Record<SteamId, string>): { map: string; votes: number }[] {
  return candidates.map((map) => ({ map, votes: Object.values(votes).filter((v) => v === map).length }));
}

/** The most-voted candidate; ties (including no votes at all) are broken with the RNG. */
export function mapVoteWinner(candidates: readonly string[], votes: Record<SteamId, string>, rng: Rng): string {
  if (candidates.length === 0) throw new DomainError('CONFLICT', 'There are no map candidates');
  const tally = tallyMapVotes(candidates, votes);
  const top = Math.max(...tally.map((t) => t.votes));
  const tied = tally.filter((t) => t.votes === top);
  return tied[randomIndex(rng, tied.length)]!.map;
}
