import type { RemoteName } from './remotes.ts';

/** How many times players asked to retry each remote; a new attempt re-creates the lazy part. */
const attempts = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

export function attemptOf(name: RemoteName): number {
  return attempts.get(name) ?? 0;
}

export function retryRemote(name: RemoteName): void {
  attempts.set(name, attemptOf(name) + 1);
  for (const listener of listeners) listener();
}

export function subscribeAttempts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
