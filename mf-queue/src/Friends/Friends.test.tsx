import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import type { LobbyEvent, SteamId } from '@pug/domain';
import { QueueBoard } from '../QueueBoard/QueueBoard.tsx';
import { lobbyAt, sid, SIXES, T0 } from '../testing/fixtures.ts';
type QueueView = ReturnType<typeof lobbyAt>;
import { friendText } from './friendText.ts';
import { useFriends } from './useFriends.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  api.on('POST /api/markFriend', () => ({}));
  api.on('POST /api/refuseFriend', () => ({}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const join = (n: number, role: 'medic' | 'demoman' | 'roamerscout'): LobbyEvent => ({ type: 'JOIN', steamid: sid(n), role, now: T0 + n, elo: 1500 });
// Player 1 and 3 medics, 2 a demoman, 4 a flank scout.
const joins = [join(1, 'medic'), join(2, 'demoman'), join(3, 'medic'), join(4, 'roamerscout')];
const paired = [...joins, { type: 'MARK_FRIEND' as const, medic: sid(1), friend: sid(2) }];
const users = { [sid(1)]: { alias: 'Medic One' }, [sid(2)]: { alias: 'Demo Two' }, [sid(3)]: { alias: 'Medic Three' }, [sid(4)]: { alias: 'Scout Four' } };

/** The lobby board with the friend menu and notice, as the lobby page wires them. */
function Lobby({ queue, viewer }: { queue: QueueView; viewer: SteamId }) {
  const friends = useFriends(queue.state, viewer, users);
  return (
    <>
      {friends.notice}
      <QueueBoard queue={queue} viewer={viewer} users={users} extraMenuItems={friends.itemsFor} />
    </>
  );
}

const menuOf = async (alias: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${alias}` }));
  return within(await screen.findByRole('menu'));
};

describe('friends in the lobby', () => {
  it('a queued medic marks a demoman from the card menu; the menu does not offer another medic', async () => {
    renderWithPlatform(<Lobby queue={lobbyAt(SIXES, joins)} viewer={sid(1)} />);
    await userEvent.click((await menuOf('Demo Two')).getByRole('menuitem', { name: 'Mark as friend' }));
    await waitFor(() => expect(api.calls('POST /api/markFriend').map((c) => c.body)).toEqual([{ queueName: 'sixes', steamid: sid(2) }]));
    // No friend entry (and no other here): the card has no menu at all.
    expect(screen.queryByRole('button', { name: 'Actions for Medic Three' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Scout Four' })).toBeTruthy();
  });

  it('a player who is not a medic is not offered "Mark as friend"', () => {
    renderWithPlatform(<Lobby queue={lobbyAt(SIXES, joins)} viewer={sid(4)} />);
    expect(screen.queryByRole('button', { name: 'Actions for Demo Two' })).toBeNull();
  });

  it('everyone sees the pair on both cards', () => {
    renderWithPlatform(<Lobby queue={lobbyAt(SIXES, paired)} viewer={sid(4)} />);
    expect(screen.getByText(/Friend: Demo Two/)).toBeTruthy();
    expect(screen.getByText(/Friend of Medic One/)).toBeTruthy();
    expect(screen.queryByText(/marked you as their friend/)).toBeNull();
  });

  it('the friend is told and refuses with the keyboard; the medic unmarks from the card', async () => {
    const view = renderWithPlatform(<Lobby queue={lobbyAt(SIXES, paired)} viewer={sid(2)} />);
    const notice = screen.getByRole('status', { name: 'Medic One marked you as their friend' });
    within(notice).getByRole('button', { name: 'Refuse' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('POST /api/refuseFriend').map((c) => c.body)).toEqual([{ queueName: 'sixes', medic: sid(1) }]));
    view.unmount();
    renderWithPlatform(<Lobby queue={lobbyAt(SIXES, paired)} viewer={sid(1)} />);
    await userEvent.click((await menuOf('Demo Two')).getByRole('menuitem', { name: 'Unmark friend' }));
    await waitFor(() => expect(api.calls('POST /api/markFriend').map((c) => c.body)).toEqual([{ queueName: 'sixes', steamid: null }]));
  });
});

describe('friendText', () => {
  const pair = [{ medic: sid(1), friend: sid(2) }];
  it.each([
    { case: 'the medic', steamid: sid(1), draft: null, text: 'Friend: Demo Two' },
    { case: 'the friend', steamid: sid(2), draft: null, text: 'Friend of Medic One' },
    { case: 'not paired', steamid: sid(3), draft: null, text: null },
    {
      case: 'in a draft, the partner already picked for BLU',
      steamid: sid(2),
      draft: { captains: { blu: sid(5), red: sid(6) }, blu: { [sid(1)]: 'medic' as const }, red: {}, turn: 'red' as const, pickDeadline: 0, elos: {} },
      text: 'Friend of Medic One (BLU)',
    },
  ])('$case', ({ steamid, draft, text }) => {
    expect(friendText({ friends: pair, draft }, steamid, users)).toBe(text);
  });
});
