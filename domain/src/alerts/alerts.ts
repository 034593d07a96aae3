/**
 * Pug-ready alerts (docs/product.md "What it does", "Constants"): which announcer cue, desktop notification and title flash an
 * event brings to one signed-in player, the sound pack and volume rules, and the clown hat.
 * Pure: the platform's alerts runtime plays what these functions decide.
 */
import {
  ANNOUNCER_CUES,
  DEFAULT_SOUND_PACK,
  HONK_CUE,
  HONK_PROBABILITY,
  SOUND_PACKS,
  SOUNDS_PATH,
  VOLUMES,
  type AnnouncerCue,
  type SoundPack,
} from '../constants.ts';
import type { Pug, SteamId } from '../entities.ts';
import type { ChatMentionPayload } from '../community/chat.ts';
import { roleDisplayName } from '../formats/roles.ts';
import { pugLabel } from '../pug/pugName.ts';
import type { PickedPayload, PickForYouPayload, ReadyUpPayload, SubNeededPayload, YourPickPayload } from '../contracts/realtime.ts';

export type SoundCue = AnnouncerCue | typeof HONK_CUE;

/** The player's `preferences.voicePack`, or the default pack when unset or unknown. */
export function resolveSoundPack(voicePack: string | null | undefined): SoundPack {
  return (SOUND_PACKS as readonly string[]).includes(voicePack ?? '') ? (voicePack as SoundPack) : DEFAULT_SOUND_PACK;
}

export function isAnnouncerCue(cue: string): cue is AnnouncerCue {
  return (ANNOUNCER_CUES as readonly string[]).includes(cue);
}

/** Where a cue's sound is served; the honk is one fixed sound whatever the pack. */
export function soundUrl(pack: SoundPack, cue: SoundCue): string {
  return cue === HONK_CUE ? `${SOUNDS_PATH}/${HONK_CUE}.ogg` : `${SOUNDS_PATH}/${pack}/${cue}.ogg`;
}

/** The master volume (0-100) kept in localStorage; 75 when absent or not a number in range. */
export function parseMasterVolume(stored: string | null | undefined): number {
  if (stored === null || stored === undefined || stored.trim() === '') return VOLUMES.master;
  const value = Number(stored);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : VOLUMES.master;
}

/** The gain (0..1) a cue plays at: its own volume (default 100, honk 10) times the master volume. */
export function cueGain(cue: SoundCue, masterVolume: number): number {
  const own = cue === HONK_CUE ? VOLUMES.honk : VOLUMES.default;
  return (own / 100) * (Math.min(100, Math.max(0, masterVolume)) / 100);
}

/**
 * A chat mention (community/chat.ts) plays the honk, the one wordless cue, at an announcer cue's
 * volume rather than the hat's quiet one, with a desktop notification when the tab is elsewhere.
 */
export function chatMentionAlert(payload: ChatMentionPayload, masterVolume: number): { gain: number; notification: DesktopAlert } {
  return {
    gain: cueGain('readyup', masterVolume),
    notification: { title: `${payload.fromAlias} mentioned you in the chat`, body: payload.text, tag: `chat:${payload.messageId}` },
  };
}

/** The clown hat honks on hover with probability 0.6; `random` is a draw in [0, 1). */
export function shouldHonk(random: number): boolean {
  return random < HONK_PROBABILITY;
}

export interface DesktopAlert {
  title: string;
  body: string;
  /** Notifications with the same tag replace each other. */
  tag: string;
}

/** What one event brings to one player: a cue, maybe a desktop notification, maybe a title flash. */
export interface PlayerAlert {
  cue: AnnouncerCue;
  notification?: DesktopAlert;
  /** The tab title and favicon flash until the ready-up is answered or over. */
  flash?: boolean;
}

export type AlertEvent =
  | { type: 'readyUp!'; payload: ReadyUpPayload }
  | { type: 'voteForMap!'; queueName: string }
  | { type: 'yourPick'; payload: YourPickPayload }
  | { type: 'pickedBlu!'; payload: PickedPayload }
  | { type: 'pickedRed!'; payload: PickedPayload }
  | { type: 'pickForYou'; payload: PickForYouPayload }
  | { type: 'pugStarted'; pugs: readonly Pug[] }
  | { type: 'subNeeded'; payload: SubNeededPayload };

/**
 * The alert `event` brings to `me`, or null. `selected` tells whether `me` was among the players
 * asked to ready up in that queue (the map vote itself does not name its voters).
 * Desktop notifications: readyUp!, yourPick and pugStarted (the three moments a player must act),
 * and subNeeded (the api sends it only to signed-in players not in a running pug).
 */
export function alertFor(event: AlertEvent, me: SteamId, selected: (queueName: string) => boolean): PlayerAlert | null {
  switch (event.type) {
    case 'readyUp!':
      if (!event.payload.players.includes(me)) return null;
      return {
        cue: 'readyup',
        flash: true,
        notification: { title: 'Your pug is ready!', body: `Ready up for ${event.payload.queueName} now.`, tag: `readyup:${event.payload.queueName}` },
      };
    case 'voteForMap!':
      return selected(event.queueName) ? { cue: 'pickmap' } : null;
    case 'yourPick':
      if (event.payload.captain !== me) return null;
      return {
        cue: 'yourturntopick',
        notification: { title: 'Your turn to pick', body: `Pick a player for ${event.payload.team.toUpperCase()}.`, tag: `pick:${event.payload.queueName}` },
      };
    case 'pickedBlu!':
      return event.payload.steamid === me ? { cue: 'pickedblu' } : null;
    case 'pickedRed!':
      return event.payload.steamid === me ? { cue: 'pickedred' } : null;
    case 'pickForYou':
      return event.payload.captain === me ? { cue: 'pickforyou' } : null;
    case 'subNeeded':
      return {
        cue: 'subneeded',
        notification: {
          title: 'A sub is needed',
          body: `Pug ${pugLabel({ _id: event.payload.pugId, ...(event.payload.number ? { number: event.payload.number } : {}) })} (${event.payload.shorthand}) on ${event.payload.map}: ${event.payload.team.toUpperCase()} needs a ${roleDisplayName(event.payload.role)}. Sub in from the site.`,
          tag: `sub:${event.payload.pugId}:${event.payload.steamid}`,
        },
      };
    case 'pugStarted': {
      const pug = event.pugs.find((p) => me in p.teams.blu || me in p.teams.red);
      if (!pug) return null;
      return {
        cue: 'joinserver',
        notification: { title: 'Your pug has started', body: `${pug.shorthand} on ${pug.map}: join the server.`, tag: `pug:${pug._id}` },
      };
    }
  }
}

/** The tab title while a ready-up waits, alternating with the page's own title. */
export const READY_UP_TITLE = '⚠ READY UP!';
