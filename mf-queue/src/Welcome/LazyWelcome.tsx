import { lazy, Suspense, type ComponentProps } from 'react';
import { useInteractive } from '@pug/platform';

const Welcome = lazy(() => import('./Welcome.tsx').then((m) => ({ default: m.Welcome })));

/**
 * The signed-out landing, loaded once the lobby is interactive: a visitor's first load stays
 * within its budget (e2e/bundle-budget.spec.ts) and the words follow a moment later.
 */
export function LazyWelcome(props: ComponentProps<typeof Welcome>) {
  const ready = useInteractive();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Welcome {...props} />
    </Suspense>
  );
}
