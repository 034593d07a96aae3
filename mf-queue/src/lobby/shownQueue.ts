import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which queue the lobby page shows now (null: another page): its own round views answer that
 * queue's round, so the prompts of every page (MatchDay) leave it to them and never show twice.
 * Both of mf-queue's exposed modules share this module (one container).
 */
let shown: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The lobby page says which queue it shows, while it shows it. */
export function useShowingQueue(name: string | null): void {
  useEffect(() => {
    shown = name;
    notify();
    return () => {
      if (shown !== name) return;
      shown = null;
      notify();
    };
  }, [name]);
}

export function useShownQueue(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
