import apps from '../../../tooling/apps.json' with { type: 'json' };

/** The remotes the host composes (tooling/apps.json), and how each part is named to players when it is down. */
export const REMOTES = apps.remotes;
export type RemoteName = keyof typeof REMOTES;

/** A remote's MF container name: `mf-queue` builds as `mf_queue`. */
export const containerName = (name: RemoteName) => name.replace(/-/g, '_');

export function remoteNameFromId(id: string): RemoteName | undefined {
  return (Object.keys(REMOTES) as RemoteName[]).find((name) => id.startsWith(containerName(name)) || id.includes(`/${name}/`));
}
