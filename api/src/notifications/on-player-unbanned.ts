/** `player/unbanned`: the notice of the lifted ban or restriction leaves the player's bar (every open tab). */
import type { EventBus } from '../framework/events.ts';
import { disciplineNoticeKey, withdrawNotifications, type NotifyDeps } from './notify.ts';

export function withdrawBanNoticeOnUnban(events: EventBus, deps: NotifyDeps): void {
  events.on('player/unbanned', 'notifications/on-player-unbanned', ({ steamid, banId }) => withdrawNotifications(deps, steamid, disciplineNoticeKey(banId)));
}
