import type { RemoteName } from './remote-names.ts';

/**
 * What the errorLoadRemote hook resolves a failed load to. It carries no component: the hook
 * runs before shared modules (react, the design system) exist, so it may import none of them.
 */
export interface UnavailableRemote {
  __pugUnavailable: true;
  remote: RemoteName;
  reason: string;
}

export function isUnavailable(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && (value as UnavailableRemote).__pugUnavailable === true;
}

/** Thrown inside the remote's slot so its error boundary shows "<part> is unavailable". */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote} could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}
