/**
 * Medic credit and medic immunity (docs/product.md "Rules", docs/decisions.md "Medic credit and medic immunity").
 *
 * - A class is *short* for a player when, just before they added for it, the queue was missing
 *   seats of that class and either that class was the only one missing or the queue already held a
 *   pug's worth of players (`isShortAdd`, judged by the lobby at the add: lobbyQueue.ts `applyJoin`).
 * - Who earns: the players of a pug seated as medic, or in a class that was short when they added
 *   for it, as the pug starts (`creditSeats`, written on the pug); of those, the ones still seated
 *   when it completes with a result. A pug called off (no result) gives nothing; a player subbed
 *   out gives up their seat's credit; a sub who finishes a medic seat earns it.
 * - What it does: a credited player is offered a seat right after the first two queued, before
 *   the priority players (selection.ts `seatingOrder`), for the next `creditPugs` pugs they play;
 *   each pug that starts with them seated spends one.
 * - Immunity: `immunityMs` after a pug they finished as medic, a player added for medic and other
 *   classes is seated elsewhere when another seated player can take the medic seat
 *   (selection.ts `selectPlayers`); when only they can, they play medic.
 */
import type { MedicStanding, SteamId, Timestamp } from '../entities.ts';
import type { Role } from '../formats/formats.ts';

export interface MedicRules {
  /** Pugs a credit lasts (0 = no credit is given). */
  creditPugs: number;
  /** How long a medic is spared the medic seat after their pug (0 = off). */
  immunityMs: number;
}

export const DEFAULT_MEDIC_RULES: MedicRules = { creditPugs: 1, immunityMs: 24 * 60 * 60_000 };

/** The role credit and immunity are about. */
export const MEDIC_ROLE = 'medic';

/** The badge's words and what it means (lobby card and profile). */
export const MEDIC_CREDIT_LABEL = 'Medic credit';
export const MEDIC_CREDIT_HELP = 'Played medic (or a class the queue was short of): seated first for a contested class and never a reserve in the next pug.';

/**
 * Whether adding for a class of `slot` is a short add: the slot had open seats, and it was the only
 * slot missing or the queue already held a pug's worth of players.
 */
export function isShortAdd(openBefore: Readonly<Record<string, number>>, slot: string, queued: number, seats: number): boolean {
  if ((openBefore[slot] ?? 0) <= 0) return false;
  const missing = Object.entries(openBefore).filter(([, n]) => n > 0);
  return missing.length === 1 || queued >= seats;
}

/** The seats of a starting pug that earn credit if still held at its end: medics, and classes that were short when added. */
export function creditSeats(
  seats: readonly { steamid: SteamId; role: Role }[],
  players: Readonly<Record<SteamId, { shortRoles?: readonly Role[] } | undefined>>,
): SteamId[] {
  return seats.filter((s) => s.role === MEDIC_ROLE || (players[s.steamid]?.shortRoles ?? []).includes(s.role)).map((s) => s.steamid);
}

/** "14:05 UTC". */
export function clockText(at: Timestamp): string {
  return `${new Date(at).toISOString().slice(11, 16)} UTC`;
}

/** "Medic immunity until 14:05 UTC" while it runs at `now`, else null. */
export function medicImmunityText(immuneUntil: Timestamp | null | undefined, now: Timestamp): string | null {
  return immuneUntil != null && immuneUntil > now ? `Medic immunity until ${clockText(immuneUntil)}` : null;
}

/** What immunity means, beside its text. */
export const MEDIC_IMMUNITY_HELP = 'After a pug as medic you are seated in another class you added for when someone else can play medic.';

/** The credit stored on a player (api db `MedicCreditDoc`) as the player and admins see it. */
export function medicStandingOf(stored: { pugs: number; pugId: string; earnedAt: Timestamp; immuneUntil: Timestamp } | undefined): MedicStanding | undefined {
  if (!stored) return undefined;
  return { creditPugs: stored.pugs, earnedIn: stored.pugId, earnedAt: stored.earnedAt, immuneUntil: stored.immuneUntil > 0 ? stored.immuneUntil : null };
}
