/** Discipline rules (docs/product.md "Rules", docs/product.md "Rules"). */
import type { Discipline, SteamId, Timestamp } from '../entities.ts';
import { DomainError } from '../errors.ts';

const unexpired = (d: Discipline, now: Timestamp) => d.expires == null || d.expires > now;

/** A ban is active while it is a ban, its expiry is absent or in the future, and no appeal was accepted. */
export function isBanActive(discipline: Discipline, now: Timestamp): boolean {
  return discipline.isBan && unexpired(discipline, now) && !discipline.appealAccepted;
}

/** The active ban of a history that ends last (a permanent one first), or undefined. */
export function activeBan(history: readonly Discipline[], now: Timestamp): Discipline | undefined {
  const active = history.filter((d) => isBanActive(d, now));
  return active.sort((a, b) => (b.expires ?? Infinity) - (a.expires ?? Infinity))[0];
}

/**
 * The effective admin rule, the one place it lives: an admin by the stored flag or by configuration
 * (ADMIN_STEAMIDS), and not banned now. A banned admin has no admin powers until the ban ends or is
 * lifted (by another admin: nobody acts on their own discipline, `ownDisciplineRefusal`).
 */
export function isEffectiveAdmin(
  user: { steamid: SteamId; isAdmin?: boolean | undefined },
  configuredAdmins: readonly SteamId[],
  history: readonly Discipline[],
  now: Timestamp,
): boolean {
  return isAdminByRole(user, configuredAdmins) && activeBan(history, now) === undefined;
}

/** The first half of `isEffectiveAdmin`: flagged or configured (a caller that sees false need not read the ban history). */
export function isAdminByRole(user: { steamid: SteamId; isAdmin?: boolean | undefined }, configuredAdmins: readonly SteamId[]): boolean {
  return user.isAdmin === true || configuredAdmins.includes(user.steamid);
}

/** 403 when an admin would act on their own discipline (ban, delete a ban, decide an appeal), else null. */
export function ownDisciplineRefusal(actor: SteamId, disciplined: SteamId): DomainError | null {
  return actor === disciplined ? new DomainError('FORBIDDEN', 'You cannot act on your own discipline: another admin has to') : null;
}

/** Whether a captain restriction is in force (it may come on a ban or on its own). */
export function isCaptainRestricted(history: readonly Discipline[], now: Timestamp): boolean {
  return history.some((d) => d.isCaptainRestrict === true && unexpired(d, now) && !d.appealAccepted);
}

/** 403 with the reason when the player is banned: a banned player cannot queue, ready or be subbed in. */
export function banRefusal(history: readonly Discipline[], now: Timestamp): DomainError | null {
  const ban = activeBan(history, now);
  return ban ? new DomainError('FORBIDDEN', `You are banned: ${ban.reason}`) : null;
}

/** Longest appeal text (the api's appealBan schema uses it too). */
export const APPEAL_MAX_LENGTH = 2000;

/** Whether an appeal's text can be sent: not blank, at most APPEAL_MAX_LENGTH characters once trimmed (docs/product.md "Validation"). */
export function isAppealText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= APPEAL_MAX_LENGTH;
}

/** Why an appeal may not be sent for this ban, or null: one appeal per active ban, with text. */
export function appealRefusal(ban: Discipline | undefined, text: string, now: Timestamp): DomainError | null {
  if (!ban || !isBanActive(ban, now)) return new DomainError('NOT_FOUND', 'You have no active ban to appeal');
  if (ban.appeal) return new DomainError('CONFLICT', 'Your appeal was already submitted');
  if (!isAppealText(text)) return new DomainError('BAD_REQUEST', `The appeal needs a reason of at most ${APPEAL_MAX_LENGTH} characters`);
  return null;
}

/** Text of the ban overlay's expiry line: 'never' for a permanent ban. */
export function banExpiryText(ban: Discipline, now: Timestamp): string {
  if (ban.expires == null) return 'never';
  // Round the time left up to whole minutes first, then split it: rounding the minutes alone gave "23h 60m".
  const totalMinutes = Math.ceil(Math.max(0, ban.expires - now) / 60_000);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}
