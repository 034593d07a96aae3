import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNameFromId } from './remote-names.ts';
import type { UnavailableRemote } from './unavailable.ts';

/**
 * The MF runtime's errorLoadRemote hook: when a remote's manifest, entry or exposed module fails
 * to load, loadRemote resolves to an "unavailable" marker instead of rejecting deep inside the
 * runtime; the remote's slot turns it into the "<part> is unavailable" panel with Retry.
 * Runtime plugins load before shared modules: this file imports no react and no design system.
 */
export default function pugRemoteFallback(): ModuleFederationRuntimePlugin {
  return {
    name: 'pug-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteNameFromId(args.id);
      if (!remote) return undefined;
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      window.console.warn(`[mf] ${remote} failed to load: ${reason}`);
      const marker: UnavailableRemote = { __pugUnavailable: true, remote, reason };
      return marker;
    },
  };
}
