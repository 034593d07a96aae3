/**
 * A write to what GET /api/self/ is made of (users, custom seasons, discipline, notifications):
 * this process drops its cached answers (self-cache.ts) and tells the others, which drop theirs
 * (framework/peers.ts, with REDIS_URL).
 */
import type { Collections } from '../db/index.ts';
import { onWrite } from '../db/write-watch.ts';
import type { Peers } from '../framework/peers.ts';
import type { SelfCache } from './self-cache.ts';

export function forgetSelfOnWrite(collections: Collections, peers: Peers, cache: SelfCache): void {
  const written = () => {
    cache.clear();
    peers.announce({ kind: 'selfData' });
  };
  for (const collection of [collections.users, collections.customSeasons, collections.discipline, collections.notifications]) onWrite(collection, written);
  peers.onAnnounced('players/on-self-data-written', (change) => {
    if (change.kind === 'selfData') cache.clear();
  });
}
