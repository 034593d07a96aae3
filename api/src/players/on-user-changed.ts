/** `user/changed`: the user's own sockets get their self user again (`userUpdate`). */
import type { EventBus } from '../framework/events.ts';

export function pushUserUpdateOnChange(events: EventBus, pushUserUpdate: (steamid: string) => Promise<void>): void {
  events.on('user/changed', 'players/on-user-changed', ({ steamid }) => pushUserUpdate(steamid));
}
