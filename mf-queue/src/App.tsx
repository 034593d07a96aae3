import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner, Stack } from '@pug/design-system';
import { BuildStamp, type RemoteAppProps } from '@pug/platform';
import { usePugStartedToast } from './toasts/usePugStartedToast.ts';
import { LobbyPage } from './lobby/LobbyPage.tsx';
import { useViewer } from './session/useViewer.ts';

// The history pages load on first visit: they are not needed before the lobby shows.
const PugHistoryPage = lazy(() => import('./Pugs/PugHistoryPage.tsx').then((m) => ({ default: m.PugHistoryPage })));
const PugDetailPage = lazy(() => import('./Pugs/PugDetailPage.tsx').then((m) => ({ default: m.PugDetailPage })));

/** Where the pug history lives in the host (host/src/routes.tsx mounts mf-queue there too). */
export const PUGS_BASE_PATH = '/pugs';

/**
 * mf-queue: at `/` the queue lobby (`?pugId=` picks the queue); mounted at `/pugs` the pug
 * history (`/pugs`) and one pug (`/pugs/:id`).
 */
export default function App({ basePath }: RemoteAppProps) {
  const { viewer } = useViewer();
  usePugStartedToast(viewer?.steamid ?? null);
  const history = basePath.replace(/\/$/, '') === PUGS_BASE_PATH;
  return (
    <Stack gap="lg">
      {history ? (
        <Suspense fallback={<Spinner label="Loading pugs…" />}>
          <Routes>
            <Route index element={<PugHistoryPage viewer={viewer} basePath={PUGS_BASE_PATH} />} />
            <Route path=":id" element={<PugDetailPage viewer={viewer} basePath={PUGS_BASE_PATH} />} />
          </Routes>
        </Suspense>
      ) : (
        <LobbyPage viewer={viewer} historyPath={PUGS_BASE_PATH} />
      )}
      <BuildStamp app={__PUG_APP__} build={__PUG_BUILD_ID__} />
    </Stack>
  );
}
