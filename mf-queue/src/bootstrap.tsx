import { Route, Routes } from 'react-router';
import { mountStandalone } from '@pug/platform';
import App, { PUGS_BASE_PATH } from './App.tsx';

/** Standalone, one dev server serves both mounts the host gives mf-queue: `/` and `/pugs/*`. */
function Standalone() {
  return (
    <Routes>
      <Route path={`${PUGS_BASE_PATH}/*`} element={<App basePath={PUGS_BASE_PATH} />} />
      <Route path="*" element={<App basePath="/" />} />
    </Routes>
  );
}

mountStandalone(Standalone, { basePath: '/', routePath: '/*' });
