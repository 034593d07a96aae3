/**
 * What a player is told about a lobby: who is not ready yet, when the ready-up
 * countdown is read out, how a class slot's places read (reserve places labelled as such, never
 * "3/2"), and what "Add" does for the viewer now. The lobby's own guards (lobbyRules.ts) and the
 * api's join checks stay the rule; these say it in the player's words, for the api and the UI.
 */
import type { Cooldown, Queue, SteamId, Timestamp } from '../entities.ts';
import { COOLDOWN_TITLE, cooldownRefusal } from '../players/reliability.ts';

/** The players asked to ready up who have not (undeclared first, then those who declared not ready). */
export function notReadyPlayers(view: Pick<Queue, 'undeclaredPlayers' | 'unreadiedPlayers'>): SteamId[] {
  return [...view.undeclaredPlayers, ...view.unreadiedPlayers.filter((s) => !view.undeclaredPlayers.includes(s))];
}

/** Seconds left at which the ready-up countdown is announced to screen readers (not every tick). */
export const COUNTDOWN_ANNOUNCED_AT: readonly number[] = [60, 45, 30, 20, 10, 5];

/** The sentence a screen reader hears at `seconds` left, or null when this second is not announced. */
export function countdownAnnouncement(seconds: number): string | null {
  return COUNTDOWN_ANNOUNCED_AT.includes(seconds) ? `${seconds} seconds left to ready up` : null;
}

export interface SlotPlaces {
  /** Queued players who fill a seat (at most `seats`). */
  seated: number;
  seats: number;
  /** Queued beyond the seats: they play when a seat frees up. */
  reserves: number;
  /** "1/2", "2/2", "2/2 + 1 reserve". */
  label: string;
  /** The same for a screen reader: "2 of 2 places taken, 1 reserve". */
  description: string;
}

export function slotPlaces(queued: number, seats: number): SlotPlaces {
  const seated = Math.min(queued, seats);
  const reserves = Math.max(0, queued - seats);
  const plural = (n: number) => `${n} ${n === 1 ? 'reserve' : 'reserves'}`;
  return {
    seated,
    seats,
    reserves,
    label: `${seated}/${seats}${reserves > 0 ? ` + ${plural(reserves)}` : ''}`,
    description: `${seated} of ${seats} places taken${reserves > 0 ? `, ${plural(reserves)}` : ''}`,
  };
}

/**
 * What the viewer's "Add" does on one class of a slot now:
 * - `add`: a seat is free;
 * - `reserve`: the seats are taken, the viewer queues as a reserve (plays if a seat frees up);
 * - `nextPug`: a round (ready-up onward) is running without the viewer: they queue for the next pug;
 * - `blocked`: the viewer cannot queue (banned, in a queue cooldown, or playing a live pug), with the reason, and the button is hidden.
 */
export type AddOption = { kind: 'add' | 'reserve' | 'nextPug'; label: string; hint: string | null } | { kind: 'blocked'; title: string; hint: string };

export function addOption(
  state: Pick<Queue, 'phase' | 'readiedPlayers' | 'unreadiedPlayers' | 'undeclaredPlayers'>,
  slot: { queued: number; seats: number },
  viewer: { steamid: SteamId; inLivePug: boolean; banned?: boolean; cooldown?: { current: Cooldown | null | undefined; now: Timestamp } },
  classLabel: string,
): AddOption {
  // The api refuses a banned player's join (banRefusal); the page says so instead of offering it.
  if (viewer.banned) return { kind: 'blocked', title: 'You are banned', hint: 'You cannot queue until the ban ends or an admin accepts your appeal.' };
  // The same refusal as the api's join check (players/reliability.ts).
  const cooldown = viewer.cooldown ? cooldownRefusal(viewer.cooldown.current, viewer.cooldown.now) : null;
  if (cooldown) return { kind: 'blocked', title: COOLDOWN_TITLE, hint: cooldown.message };
  if (viewer.inLivePug) return { kind: 'blocked', title: 'You are in a pug', hint: 'You are playing a pug: finish it before queueing again.' };
  if (state.phase !== 'Waiting For Players') {
    const inRound = [...state.readiedPlayers, ...state.unreadiedPlayers, ...state.undeclaredPlayers].includes(viewer.steamid);
    if (!inRound) return { kind: 'nextPug', label: `Add ${classLabel} for the next pug`, hint: 'A pug is being set up: you join the queue for the next one.' };
  }
  if (slot.queued >= slot.seats) {
    return { kind: 'reserve', label: `Add ${classLabel} as reserve`, hint: `All ${slot.seats} places are taken: you play if a place frees up.` };
  }
  return { kind: 'add', label: `Add ${classLabel}`, hint: null };
}
