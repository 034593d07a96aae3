/**
 * Voice per pug (issue 22 item 3): each team's channel on the community's Mumble server
 * (MUMBLE_URL), `mumble://host:port/<channel path>/<pug id>/BLU?title=…&version=1.2.0`, for a
 * seated player of that team. Channels are not created on the server: its admins make the pug
 * channels (or let players make temporary ones).
 */
import type { Pug, SteamId } from '@pug/domain';

export interface VoiceLink {
  url: string;
  team: 'blu' | 'red';
}

/** The link of `steamid`'s team in `pug`, or null for someone not seated. */
export function voiceLinkOf(mumbleUrl: string, pug: Pick<Pug, '_id' | 'teams' | 'shorthand'>, steamid: SteamId): VoiceLink | null {
  const team = Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : Object.hasOwn(pug.teams.red, steamid) ? 'red' : null;
  if (!team) return null;
  const url = new URL(mumbleUrl);
  const base = url.pathname.replace(/\/+$/, '');
  url.pathname = `${base}/${encodeURIComponent(pug._id)}/${team.toUpperCase()}`;
  url.search = new URLSearchParams({ title: `${pug.shorthand} pug ${pug._id} ${team.toUpperCase()}`, version: '1.2.0' }).toString();
  return { url: url.href, team };
}
