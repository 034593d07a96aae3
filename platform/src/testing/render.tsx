import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PageShown } from '../page-interactive.ts';
import { PlatformProvider } from '../platform-provider.tsx';
import { FakeSocket } from './fakeSocket.ts';

/**
 * Renders `ui` inside the platform providers (toasts, api client, session, the fake socket) and a
 * router at `path`, mounted on `routePath` the way the host mounts mf-queue (`/` or `/pugs/*`),
 * followed by the host's `<PageShown />` (what waits for the page to be interactive loads then).
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
          <Route
            path={routePath}
            element={
              <>
                {ui}
                <PageShown />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, socket };
}
