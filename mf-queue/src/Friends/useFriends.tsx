/**
 * Friends in the lobby (domain/src/lobby/friends.ts): a queued medic marks a queued teammate from
 * the player card's menu ("Mark as friend", "Unmark friend"); the friend refuses from the medic's
 * card or from the notice above the lobby. The menu offers only what the domain's rules allow;
 * the api checks the same rules, and a refusal is toasted by the api client.
 */
import { useMemo, type ReactNode } from 'react';
import { Button, Callout, type PlayerCardMenuItem } from '@pug/design-system';
import { friendsViewOfWire, markFriendRefusal, pairOf, pathOf, routes, type Queue, type SteamId } from '@pug/domain';
import { useApi } from '@pug/platform';
import { aliasOf, type UserDirectory } from '../users/playerDisplay.ts';

export interface Friends {
  /** The friend entries of a player card's menu (none signed out). */
  itemsFor(steamid: SteamId, alias: string): PlayerCardMenuItem[];
  /** The notice a marked friend sees, with Refuse (null for everyone else). */
  notice: ReactNode;
}

export function useFriends(queue: Queue | undefined, viewer: SteamId | null, users: UserDirectory): Friends {
  const api = useApi();
  return useMemo(() => {
    if (!queue || viewer === null) return { itemsFor: () => [], notice: null };
    const queueName = queue.name;
    const view = friendsViewOfWire(queue);
    const own = pairOf(view, viewer);
    const call = (promise: Promise<unknown>) => void promise.catch(() => undefined);
    const mark = (steamid: SteamId | null) => call(api.post(pathOf(routes.markFriend), { queueName, steamid }));
    const refuse = (medic: SteamId) => call(api.post(pathOf(routes.refuseFriend), { queueName, medic }));
    const itemsFor = (steamid: SteamId): PlayerCardMenuItem[] => {
      if (own?.medic === viewer && own.friend === steamid) return [{ label: 'Unmark friend', onSelect: () => mark(null) }];
      if (own?.friend === viewer && own.medic === steamid) return [{ label: 'Refuse friend', onSelect: () => refuse(steamid) }];
      return markFriendRefusal(view, viewer, steamid) === null ? [{ label: 'Mark as friend', onSelect: () => mark(steamid) }] : [];
    };
    const medicAlias = own?.friend === viewer ? aliasOf(own.medic, users) : null;
    const notice =
      own && medicAlias !== null ? (
        <Callout
          tone="info"
          title={`${medicAlias} marked you as their friend`}
          action={
            view.locked ? undefined : (
              <Button size="sm" variant="secondary" onClick={() => refuse(own.medic)}>
                Refuse
              </Button>
            )
          }
        >
          Balancing keeps you on their team while you are both queued.
        </Callout>
      ) : null;
    return { itemsFor, notice };
  }, [api, queue, viewer, users]);
}
