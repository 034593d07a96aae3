import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider } from '../platform-provider.tsx';
import { FakeSocket } from './fakeSocket.ts';

/**
 * Renders `ui` inside the platform providers (toasts, api client, session, the fake socket) and a
 * router at `path`, mounted on `routePath` the way the host mounts mf-queue (`/` or `/pugs/*`).
 */
export function renderWithPlatform(
  ui: ReactElement,
  {
    socket = new FakeSocket(),
    path = '/',
    routePath = path.startsWith('/pugs') ? '/pugs/*' : '/',
  }: { socket?: FakeSocket; path?: string; routePath?: string } = {},
) {
  const result = render(
    <PlatformProvider apiOrigin="" socket={socket.asSocket()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={ui} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, socket };
}
