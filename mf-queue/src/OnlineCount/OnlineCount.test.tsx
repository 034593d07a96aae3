import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { OnlineCount } from './OnlineCount.tsx';
import { sid } from '../testing/fixtures.ts';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OnlineCount: who is here, in the lobby header', () => {
  it('shows a visitor the count only, live', async () => {
    api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
    api.on('GET /api/online', () => ({ count: 3 }));
    const { socket } = renderWithPlatform(<OnlineCount />);
    expect((await screen.findByTestId('online-count')).textContent).toBe('3 online');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => socket.serverEmit('online', { count: 5 }));
    expect(screen.getByTestId('online-count').textContent).toBe('5 online');
  });

  it('opens the list of names for a signed-in player from the keyboard, admins marked, and refreshes it as the count changes', async () => {
    api.on('GET /api/self/', () => ({ steamid: sid(1), alias: 'Me', isAdmin: false }));
    let players = [
      { steamid: sid(2), alias: 'Boss', isAdmin: true },
      { steamid: sid(1), alias: 'Me', isAdmin: false },
    ];
    api.on('GET /api/online', () => ({ count: players.length, players }));
    const { socket } = renderWithPlatform(<OnlineCount />);
    const button = await screen.findByRole('button', { name: '2 online' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Players online' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Boss admin', 'Me ']);
    expect(within(items[0]!).getByRole('link', { name: 'Boss' }).getAttribute('href')).toBe(`/players/${sid(2)}`);

    players = [...players, { steamid: sid(3), alias: 'Newcomer', isAdmin: false }];
    act(() => socket.serverEmit('online', { count: 3 }));
    expect(await within(list).findByText('Newcomer')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
