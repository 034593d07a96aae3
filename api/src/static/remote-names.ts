import apps from '../../../tooling/apps.json' with { type: 'json' };

export type RemoteName = keyof typeof apps.remotes;
/** The Module Federation remotes the host loads at run time (docs/architecture.md "Frontends"), from tooling/apps.json. */
export const REMOTE_NAMES = Object.keys(apps.remotes) as readonly RemoteName[];

export type RemotesManifest = Record<RemoteName, string>;

/** Same-origin default: each remote's manifest as served by the api under /mf/<name>/. */
export function defaultRemotes(): RemotesManifest {
  const entries = REMOTE_NAMES.map((name) => [name, `/mf/${name}/mf-manifest.json`] as const);
  return Object.fromEntries(entries) as RemotesManifest;
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
