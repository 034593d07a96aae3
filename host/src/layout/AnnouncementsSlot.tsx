import { lazy, Suspense } from 'react';
import { useInteractive } from '@pug/platform';

const Announcements = lazy(() => import('./Announcements.tsx').then((m) => ({ default: m.Announcements })));

/**
 * The site's announcements (Announcements.tsx), loaded once the page is interactive: their code
 * stays out of the first load (e2e/bundle-budget.spec.ts), and they read their list when they mount.
 */
export function AnnouncementsSlot() {
  const ready = useInteractive();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Announcements />
    </Suspense>
  );
}
