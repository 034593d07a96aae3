import type { Collections } from '../db/index.ts';
import type { EventBus } from '../framework/events.ts';
import type { Realtime } from '../framework/sockets.ts';

/** What the moderation routes work with. */
export interface ModerationDeps {
  collections: Collections;
  realtime: Realtime;
  now: () => number;
  adminSteamids: readonly string[];
  /**
   * `user/changed` after a player's discipline changed (their self user is pushed, so the ban
   * overlay follows at once); `player/banned` after a ban is stored.
   */
  events: EventBus;
}
