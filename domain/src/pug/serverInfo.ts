/**
 * Who sees a game server's connect address and its SourceTV address (the same host): game servers
 * were attacked (DDoS) through addresses shown to anyone, so a community picks one of
 * SERVER_INFO_VISIBILITY's settings. Whatever the setting, admins and the hosted pug's seated
 * players always see them (the players need them to join), and signed-out visitors never do.
 *
 * | viewer                         | `hidden` | `live`                                     | `public` |
 * | ------------------------------ | -------- | ------------------------------------------ | -------- |
 * | signed out                     | no       | no                                         | no       |
 * | signed in, not seated          | no       | no while the hosted pug is Playing, else yes | yes      |
 * | seated in the hosted pug, admin | yes      | yes                                        | yes      |
 */
import type { ServerAddressHidden } from '../entities.ts';

export const SERVER_INFO_VISIBILITIES = ['hidden', 'live', 'public'] as const;
export type ServerInfoVisibility = (typeof SERVER_INFO_VISIBILITIES)[number];

export interface ServerInfoViewer {
  signedIn: boolean;
  isAdmin: boolean;
  /** Seated in the pug the server hosts. */
  seated: boolean;
}

/** Null when the viewer sees the address, else why not. `matchLive`: the hosted pug is being played. */
export function serverAddressHidden(setting: ServerInfoVisibility, viewer: ServerInfoViewer, matchLive: boolean): ServerAddressHidden | null {
  if (viewer.isAdmin || viewer.seated) return null;
  const signedInSees = setting === 'public' || (setting === 'live' && !matchLive);
  if (!viewer.signedIn) return signedInSees ? 'signIn' : setting === 'live' ? 'live' : 'players';
  if (signedInSees) return null;
  return setting === 'live' ? 'live' : 'players';
}
