import { lazy, Suspense } from 'react';
import { useInteractive } from '@pug/platform';
import type { Viewer } from '../session/useViewer.ts';

const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));

/** The chat beside the lobby, loaded once the page is interactive: it stays out of the lobby's first load (e2e/bundle-budget.spec.ts). */
export function LazyChat({ viewer }: { viewer: Viewer }) {
  const ready = useInteractive();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel viewer={viewer} />
    </Suspense>
  );
}
