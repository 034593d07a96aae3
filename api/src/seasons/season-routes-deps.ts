/** What the season routes share. */
import type { EventBus } from '../framework/events.ts';
import type { NotifyDeps } from '../notifications/notify.ts';
import type { ProfileDeps } from '../profiles/index.ts';
import type { SeasonsDeps } from './player-seasons.ts';

export interface SeasonRouteDeps extends SeasonsDeps, NotifyDeps {
  profile: ProfileDeps;
  adminSteamids: readonly string[];
  /** The site's configured origins (SITE_ORIGINS, PUBLIC_API_ORIGIN): team URLs must not point at them. */
  siteOrigins: readonly string[];
  /** Tell the player's own sockets their self user changed (missingRoles, baseElos). */
  userChanged(steamid: string): Promise<void>;
  /** The event catalogue (`season/rejected`, `admin/handled`). */
  events: EventBus;
}
