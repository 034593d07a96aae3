import { useEffect, useState } from 'react';

/**
 * The moment the page's first screen is interactive. What that screen does not need (the realtime
 * socket's client library, the lobby's state machine) loads after it, so it does not compete with
 * the first paint for the line and the CPU. The host marks the page shown once the route's content
 * has rendered (`<PageShown />`); a screen still fetching what it shows first holds the moment back
 * (`useHoldInteractive(loading)`). One module instance per page: platform is a shared singleton.
 */
let shown = false;
let holds = 0;
let reached = false;
let resolveMoment: () => void = () => undefined;
const interactive = new Promise<void>((done) => {
  resolveMoment = done;
});
const resolve = () => {
  reached = true;
  resolveMoment();
};

/** However the page goes, what waits for the interactive moment never waits longer than this. */
export const INTERACTIVE_FALLBACK_MS = 5_000;
if (typeof window !== 'undefined') window.setTimeout(() => resolve(), INTERACTIVE_FALLBACK_MS);

function settle() {
  if (shown && holds === 0) resolve();
}

/** Resolves once the page's first screen is interactive (at the latest INTERACTIVE_FALLBACK_MS after load). */
export function whenInteractive(): Promise<void> {
  return interactive;
}

/**
 * Loads `load()` (a dynamic import) once the page is interactive and hands the module to `use`;
 * a failed load (a chunk that did not arrive) is tried again after `retryMs`. Returns the cancel:
 * after it, `use` is not called and no retry is left pending.
 */
export function loadWhenInteractive<T>(load: () => Promise<T>, use: (loaded: T) => void, retryMs: number): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () =>
    void interactive.then(load).then(
      (loaded) => {
        if (!stopped) use(loaded);
      },
      () => {
        if (!stopped) timer = setTimeout(attempt, retryMs);
      },
    );
  attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Whether the moment has come; re-renders once when it does (for content that can wait for it). */
export function useInteractive(): boolean {
  const [now, setNow] = useState(reached);
  useEffect(() => {
    if (now) return;
    let live = true;
    void interactive.then(() => {
      if (live) setNow(true);
    });
    return () => {
      live = false;
    };
  }, [now]);
  return now;
}

/** The route's content has rendered (called by `<PageShown />`). */
export function markPageShown(): void {
  shown = true;
  settle();
}

/** Rendered after a route's content (inside its Suspense): marks the page shown when it commits. */
export function PageShown(): null {
  useEffect(markPageShown, []);
  return null;
}

/** While `holding`, the page is not interactive yet (a screen still loading its first data). */
export function useHoldInteractive(holding: boolean): void {
  useEffect(() => {
    if (!holding) return;
    holds += 1;
    return () => {
      holds -= 1;
      settle();
    };
  }, [holding]);
}
