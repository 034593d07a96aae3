/**
 * Voice per pug: each team's channel on the community's Mumble server (MUMBLE_URL),
 * `mumble://host:port/<channel path>/<pug number>/BLU-<tag>?title=…&version=1.2.0`, for a seated
 * player of that team only (GET /api/pugCreds). The tag is an HMAC-SHA256 of the pug's id and the
 * team under the voice key (VOICE_SECRET, community-config.ts), so RED's link with BLU put in is
 * not BLU's channel, and nobody without the key can work out a team's channel from the public pug
 * number or id. Channels are not created on the server: its admins let players make temporary ones
 * (or make them). Who may browse the channel tree there is the Mumble server's ACLs' business
 * (docs/security.md, "Voice channels").
 */
import { createHmac } from 'node:crypto';
import type { Pug, SteamId } from '@pug/domain';

export interface VoiceLink {
  url: string;
  team: 'blu' | 'red';
}

/** Hex characters of the HMAC kept in a channel name: 80 bits, beyond guessing. */
const TAG_LENGTH = 20;

/** The unguessable part of a team's channel name: HMAC(key, "pug-voice-channel" | pug id | team). */
function voiceChannelTag(key: Buffer, pugId: string, team: 'blu' | 'red'): string {
  return createHmac('sha256', key).update(`pug-voice-channel\0${pugId}\0${team}`).digest('hex').slice(0, TAG_LENGTH);
}

/** The link of `steamid`'s team in `pug`, or null for someone not seated. */
export function voiceLinkOf(
  voice: { mumbleUrl: string; key: Buffer },
  pug: Pick<Pug, '_id' | 'number' | 'teams' | 'shorthand'>,
  steamid: SteamId,
): VoiceLink | null {
  const team = Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : Object.hasOwn(pug.teams.red, steamid) ? 'red' : null;
  if (!team) return null;
  const url = new URL(voice.mumbleUrl);
  const base = url.pathname.replace(/\/+$/, '');
  // Players know a pug by its number ("#61"); a pug from before numbering goes by its id.
  const name = pug.number ? String(pug.number) : pug._id;
  const label = team.toUpperCase();
  url.pathname = `${base}/${encodeURIComponent(name)}/${label}-${voiceChannelTag(voice.key, pug._id, team)}`;
  const title = `${pug.shorthand} pug ${pug.number ? `#${pug.number}` : pug._id} ${label}`;
  url.search = new URLSearchParams({ title, version: '1.2.0' }).toString();
  return { url: url.href, team };
}
