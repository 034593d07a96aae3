import type { Collections } from '../db/index.ts';
import type { Realtime } from '../framework/sockets.ts';

/** What the moderation routes work with. */
export interface ModerationDeps {
  collections: Collections;
  realtime: Realtime;
  now: () => number;
  adminSteamids: readonly string[];
  /** After a player's discipline changed: their self user is pushed (userUpdate), so the ban overlay follows at once. */
  pushSelf(steamid: string): Promise<void>;
  /** After a ban: the player leaves every queue and their sockets end (they reconnect, re-identified). */
  banned(steamid: string): Promise<void>;
}
