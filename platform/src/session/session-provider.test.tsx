import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@pug/design-system';
import type { ClientToServerEvents, ServerToClientEvents } from '@pug/domain';
import type { Socket } from 'socket.io-client';
import { ApiProvider } from '../api-provider.tsx';
import { SocketProvider } from '../socket-provider.tsx';
import { SessionProvider, signInUrl, useSession } from './session-provider.tsx';

const me = { steamid: '76561198000000001', alias: 'Sandvich', isAdmin: false, notifications: [] };

function Probe() {
  const { user, loading, signOut } = useSession();
  if (loading) return <p>loading</p>;
  return (
    <div>
      <p data-testid="who">{user ? user.alias : 'signed out'}</p>
      <button onClick={() => void signOut()}>out</button>
    </div>
  );
}

function setup(responses: Array<[number, unknown]>) {
  const fetchMock = vi.fn(async () => {
    const [status, body] = responses.shift() ?? [200, { ok: true }];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  const socket = io('http://127.0.0.1:9', { autoConnect: false, reconnection: false }) as Socket<ServerToClientEvents, ClientToServerEvents>;
  socket.connect = vi.fn(() => socket);
  socket.disconnect = vi.fn(() => socket);
  render(
    <ToastProvider>
      <ApiProvider apiOrigin="">
        <SocketProvider apiOrigin="" socket={socket}>
          <SessionProvider apiOrigin="">
            <Probe />
          </SessionProvider>
        </SocketProvider>
      </ApiProvider>
    </ToastProvider>,
  );
  return { fetchMock, socket };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('is signed out on a 401, without an error toast', async () => {
    setup([[401, { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }]]);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(screen.queryByText('Request failed')).toBeNull();
  });

  it('loads the self user, merges userUpdate, and signs out (socket reconnects anonymous)', async () => {
    const { fetchMock, socket } = setup([[200, me]]);
    expect((await screen.findByTestId('who')).textContent).toBe('Sandvich');
    act(() => {
      for (const listener of socket.listeners('userUpdate')) listener({ steamid: me.steamid, alias: 'Renamed' });
      for (const listener of socket.listeners('userUpdate')) listener({ steamid: '76561198000000999', alias: 'Someone else' });
    });
    expect(screen.getByTestId('who').textContent).toBe('Renamed');
    act(() => screen.getByText('out').click());
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/auth/logout', 'POST']);
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('refetches the self user when the socket connects again after the server ended it (logout elsewhere, a replaced session)', async () => {
    const { fetchMock, socket } = setup([
      [200, me],
      [200, { ...me, steamid: '76561198000000002', alias: 'Someone else' }],
      [401, { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }],
    ]);
    expect((await screen.findByTestId('who')).textContent).toBe('Sandvich');
    const emitReserved = (socket as unknown as { emitReserved(event: string, ...args: unknown[]): void }).emitReserved.bind(socket);
    // The server ended the socket; SocketProvider connects it again (no manager `reconnect` then).
    act(() => emitReserved('disconnect', 'io server disconnect'));
    act(() => emitReserved('connect'));
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('Someone else'));
    act(() => emitReserved('disconnect', 'io server disconnect'));
    act(() => emitReserved('connect'));
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    expect((fetchMock.mock.calls as unknown as [string][]).map(([url]) => url)).toEqual(['/api/self/', '/api/self/', '/api/self/']);
  });

  it('refetches once on an automatic reconnection (the manager reports it, then the socket connects)', async () => {
    const { fetchMock, socket } = setup([
      [200, me],
      [200, { ...me, alias: 'Back' }],
    ]);
    expect((await screen.findByTestId('who')).textContent).toBe('Sandvich');
    const emit = (target: unknown, event: string, ...args: unknown[]) =>
      (target as { emitReserved(e: string, ...a: unknown[]): void }).emitReserved(event, ...args);
    act(() => emit(socket, 'disconnect', 'transport close'));
    act(() => emit(socket.io, 'reconnect', 1));
    act(() => emit(socket, 'connect'));
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('Back'));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('builds the sign-in URL with an encoded returnTo', () => {
    expect(signInUrl('', '/players/1?tab=elo')).toBe('/auth/login?returnTo=%2Fplayers%2F1%3Ftab%3Delo');
    expect(signInUrl('https://api.example', '/')).toBe('https://api.example/auth/login?returnTo=%2F');
  });
});
