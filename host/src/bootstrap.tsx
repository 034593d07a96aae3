import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PlatformProvider } from '@pug/platform';
import { AppRoutes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <PlatformProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PlatformProvider>
  </StrictMode>,
);
