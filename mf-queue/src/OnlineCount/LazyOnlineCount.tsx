import { lazy, Suspense } from 'react';
import { useInteractive } from '@pug/platform';

const OnlineCount = lazy(() => import('./OnlineCount.tsx').then((m) => ({ default: m.OnlineCount })));

/** The count of players online, loaded once the page is interactive: it stays out of the lobby's first load (e2e/bundle-budget.spec.ts). */
export function LazyOnlineCount() {
  const ready = useInteractive();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <OnlineCount />
    </Suspense>
  );
}
