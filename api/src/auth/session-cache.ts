/**
 * The sessions this process looked up lately, so a signed-in request costs no database read.
 * An entry is served for at most `SESSION_CACHE_TTL_MS` and never past the session's
 * own expiry; it is dropped at once when the session ends (logout, a new sign-in replacing it) or
 * its user's record changes (`user/changed`: a ban, an unban, an appeal, a new alias), in this
 * process and, through framework/peers.ts, in every other one. Unknown tokens are not cached
 * (made-up cookies cannot fill it); it holds at most `MAX_ENTRIES`, the oldest dropped first.
 */
import type { LiveSession } from './session-user.ts';

/** How long a looked-up session is trusted without reading it again: bounds what a lost announcement can leave stale. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The cached live session with this id, if it is still good at `now`. */
  get(id: string, now: number): LiveSession | undefined;
  /** What `set` needs to know nothing was dropped while the session was being read. */
  generation(): number;
  /** Keeps `live`, read since `generation` (ignored when anything was dropped meanwhile). */
  set(live: LiveSession, generation: number, now: number): void;
  dropSession(id: string): void;
  dropUser(steamid: string): void;
}

export function createSessionCache(): SessionCache {
  const entries = new Map<string, { live: LiveSession; until: number }>();
  let generation = 0;
  return {
    get(id, now) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (now < entry.until && now < entry.live.expiresAt) return entry.live;
      entries.delete(id);
      return undefined;
    },
    generation: () => generation,
    set(live, readSince, now) {
      if (readSince !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(live.id, { live, until: Math.min(now + SESSION_CACHE_TTL_MS, live.expiresAt) });
    },
    dropSession(id) {
      generation++;
      entries.delete(id);
    },
    dropUser(steamid) {
      generation++;
      for (const [id, entry] of entries) if (entry.live.user.steamid === steamid) entries.delete(id);
    },
  };
}
