/**
 * Another api process ended a session or saw a user's record change (framework/peers.ts, with
 * REDIS_URL): this process drops what its session cache (session-cache.ts) holds of it at once.
 */
import type { Peers } from '../framework/peers.ts';
import type { SessionCache } from './session-cache.ts';

export function forgetSessionsChangedElsewhere(peers: Peers, cache: SessionCache): void {
  peers.onAnnounced('auth/on-session-changed-elsewhere', (change) => {
    if (change.kind === 'session') cache.dropSession(change.id);
    if (change.kind === 'user') cache.dropUser(change.steamid);
  });
}
