import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { SelfResponse } from '@pug/domain';
import { FakeApi } from '../testing/fakeApi.ts';
import { FakeSocket } from '../testing/fakeSocket.ts';
import { renderWithPlatform } from '../testing/render.tsx';
import { selfResponse } from '../testing/selfResponse.ts';
import { useConnectionState } from '../connection/useConnectionState.ts';
import { useNotifications } from './notifications-provider.tsx';

const ME = '76561198000000042';
const user = (notifications: SelfResponse['notifications']): SelfResponse =>
  selfResponse({ steamid: ME, alias: 'Me', isDiscordVerified: false, notifications });

function Bar() {
  const { notifications, dismiss } = useNotifications();
  return (
    <ul>
      {notifications.map((n) => (
        <li key={n._id}>
          {n.msg} <button onClick={() => void dismiss(n._id)}>dismiss {n._id}</button>
        </li>
      ))}
    </ul>
  );
}

function Connection() {
  const { state, retry } = useConnectionState();
  return (
    <p>
      <span data-testid="state">{state}</span>
      <button onClick={retry}>retry</button>
    </p>
  );
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists /api/self/ notifications newest first, adds live ones with a toast, and clears dismissed ones', async () => {
  api.on('GET /api/self/', () =>
    user([
      { _id: 'old', msg: 'Old news', variant: 'info', timestamp: 1 },
      { _id: 'new', msg: 'Your appeal was read', variant: 'success', timestamp: 5 },
    ]),
  );
  api.on('GET /api/dismissNotification/new', () => ({ _id: 'new', dismissed: true }));
  const { socket } = renderWithPlatform(<Bar />);
  await waitFor(() =>
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Your appeal was read dismiss new', 'Old news dismiss old']),
  );

  act(() => socket.serverEmit('pugNotification', { _id: 'live', msg: 'Your pug waits for a server', variant: 'warning', timestamp: 9 }));
  expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Your pug waits for a server');
  // In the bar and as a toast.
  await waitFor(() => expect(screen.getAllByText(/Your pug waits for a server/)).toHaveLength(2));

  act(() => screen.getByRole('button', { name: 'dismiss new' }).click());
  await waitFor(() => expect(screen.queryByText('Your appeal was read')).toBeNull());
  expect(api.calls('GET /api/dismissNotification/new')).toHaveLength(1);

  // Dismissed on another tab.
  act(() => socket.serverEmit('pugNotificationChange', { _id: 'old', dismissed: true }));
  expect(screen.queryByText(/Old news/)).toBeNull();
});

it('keeps a notification whose dismissal failed', async () => {
  api.on('GET /api/self/', () => user([{ _id: 'n1', msg: 'Hello', variant: 'info', timestamp: 1 }]));
  api.on('GET /api/dismissNotification/n1', () => ({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'No such notification' } } }));
  renderWithPlatform(<Bar />);
  const dismiss = await screen.findByRole('button', { name: 'dismiss n1' });
  act(() => dismiss.click());
  expect(await screen.findByText('No such notification')).toBeTruthy();
  expect(screen.getByText(/Hello/)).toBeTruthy();
});

it('follows the connection: reconnecting after a drop, offline when the attempts are spent, retry, connected', async () => {
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  const socket = new FakeSocket();
  const connect = vi.spyOn(socket, 'connect');
  renderWithPlatform(<Connection />, { socket });
  expect(screen.getByTestId('state').textContent).toBe('connected');
  act(() => socket.drop());
  expect(screen.getByTestId('state').textContent).toBe('reconnecting');
  act(() => socket.giveUp());
  expect(screen.getByTestId('state').textContent).toBe('offline');
  connect.mockClear();
  act(() => screen.getByRole('button', { name: 'retry' }).click());
  expect(connect).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('state').textContent).toBe('reconnecting');
  act(() => socket.reconnect());
  expect(screen.getByTestId('state').textContent).toBe('connected');
});
