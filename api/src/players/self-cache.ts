/**
 * GET /api/self/'s answers, kept per player (and effective admin flag) so a lobby page's load
 * costs no store read. It reads the user, their custom seasons, discipline and
 * notifications: a write to any of those collections, by this process (db/write-watch.ts, whoever
 * wrote) or by another one (announced through framework/peers.ts), drops every answer at once; an
 * answer read while such a write landed is not kept. Each answer lives at most
 * `SELF_CACHE_TTL_MS`: what depends on the clock (the current season) and a lost announcement
 * are stale for that long at most.
 */
import type { SelfResponse } from '@pug/domain';

const SELF_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface SelfCache {
  get(steamid: string, isAdmin: boolean, now: number): SelfResponse | undefined;
  /** What `set` needs to know nothing was written while the answer was being read. */
  generation(): number;
  set(steamid: string, isAdmin: boolean, answer: SelfResponse, generation: number, now: number): void;
  /** Something the answers are made of was written: drop them all. */
  clear(): void;
}

export function createSelfCache(): SelfCache {
  const entries = new Map<string, { isAdmin: boolean; answer: SelfResponse; until: number }>();
  let generation = 0;
  return {
    get(steamid, isAdmin, now) {
      const entry = entries.get(steamid);
      if (!entry || entry.isAdmin !== isAdmin) return undefined;
      if (now < entry.until) return entry.answer;
      entries.delete(steamid);
      return undefined;
    },
    generation: () => generation,
    set(steamid, isAdmin, answer, readSince, now) {
      if (readSince !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(steamid, { isAdmin, answer, until: now + SELF_CACHE_TTL_MS });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
