import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Box } from '@pug/design-system';
import { PageShown } from './page-interactive.ts';
import { PlatformProvider } from './platform-provider.tsx';
import type { RemoteAppProps } from './remote.ts';

/**
 * Runs a remote on its own dev server, wrapped in the same providers the host gives it, so its
 * team can work on it alone (docs/architecture.md "Frontends"). The dev server proxies /api and /socket.io.
 */
export function mountStandalone(App: ComponentType<RemoteAppProps>, { basePath, routePath }: { basePath: string; routePath: string }) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <PlatformProvider>
        <BrowserRouter>
          <Box padding="lg">
            <Routes>
              <Route
                path={routePath}
                element={
                  <>
                    <App basePath={basePath} />
                    <PageShown />
                  </>
                }
              />
            </Routes>
          </Box>
        </BrowserRouter>
      </PlatformProvider>
    </StrictMode>,
  );
}
