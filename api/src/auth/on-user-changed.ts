/**
 * `user/changed` (a ban, an unban, an appeal decided, a new alias or admin flag): the user's cached
 * sessions (session-cache.ts) are read again on their next request, in this process and, before
 * the change's request is answered, announced to the others (on-session-changed-elsewhere.ts).
 */
import type { Peers } from '../framework/peers.ts';
import type { Reaction } from '../framework/reactions.ts';
import type { SessionCache } from './session-cache.ts';

export function forgetChangedUsersSessions(peers: Peers, cache: SessionCache): Reaction<'user/changed'> {
  return async ({ steamid }) => {
    cache.dropUser(steamid);
    await peers.announced({ kind: 'user', steamid });
  };
}
