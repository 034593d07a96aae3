import { Component, lazy, Suspense, useMemo, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { Spinner } from '@pug/design-system';
import { PageShown } from '@pug/platform';
import { loadRemoteModule, REMOTES, type RemoteName } from './remotes.ts';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';
import { attemptOf, subscribeAttempts } from './retry-store.ts';

class RemoteBoundary extends Component<{ name: RemoteName; quiet: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    window.console.error(`[mf] ${this.props.name} crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return (
        <>
          <RemoteUnavailable name={this.props.name} quiet={this.props.quiet} />
          {this.props.quiet ? null : <PageShown />}
        </>
      );
    return this.props.children;
  }
}

/**
 * Mounts one remote: loaded lazily on first render, behind Suspense and its own error boundary.
 * `quiet` remotes (the global tutorial overlays) render nothing when they fail. `expose` loads
 * another module the remote exposes (tooling/apps.json `alsoExposes`).
 */
export function RemoteSlot({ name, basePath, quiet = false, expose }: { name: RemoteName; basePath: string; quiet?: boolean; expose?: string }) {
  const attempt = useSyncExternalStore(subscribeAttempts, () => attemptOf(name));
  const Lazy = useMemo(() => lazy(() => loadRemoteModule(name, attempt > 0, expose)), [name, attempt, expose]);
  return (
    <RemoteBoundary key={`${name}:${attempt}`} name={name} quiet={quiet}>
      <Suspense fallback={quiet ? null : <Spinner label={`Loading ${REMOTES[name].part.toLowerCase()}…`} />}>
        <Lazy basePath={basePath} />
        {/* After the remote's first render (its effects run first): the page is shown, unless the remote holds it. */}
        {quiet ? null : <PageShown />}
      </Suspense>
    </RemoteBoundary>
  );
}
