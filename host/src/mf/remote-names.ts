/** The remotes the host composes, and how each part is named to players when it is down. */
export const REMOTES = {
  'mf-queue': { part: 'The queue', expose: 'App' },
  'mf-profile': { part: 'Player profiles', expose: 'App' },
  'mf-admin': { part: 'Admin', expose: 'App' },
  'mf-tutorial': { part: 'The tutorial', expose: 'Overlays' },
} as const;
export type RemoteName = keyof typeof REMOTES;

/** A remote's MF container name: `mf-queue` builds as `mf_queue`. */
export const containerName = (name: RemoteName) => name.replace(/-/g, '_');

export function remoteNameFromId(id: string): RemoteName | undefined {
  return (Object.keys(REMOTES) as RemoteName[]).find((name) => id.startsWith(containerName(name)) || id.includes(`/${name}/`));
}
