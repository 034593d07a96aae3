/** Report rules (docs/product.md "Rules"): only pugs of the last 30 days in which the reporter played or was subbed; not oneself unless admin. */
import { DAY_MS, REPORT_WINDOW_DAYS } from '../constants.ts';
import type { Pug, SteamId, Timestamp } from '../entities.ts';
import { DomainError } from '../errors.ts';

type PugPeople = Pick<Pug, 'teams' | 'subbedPlayers' | 'startAt'>;

/** Whether a player played in the pug (seated at the end) or was part of a substitution in it. */
export function tookPartIn(pug: Pick<Pug, 'teams' | 'subbedPlayers'>, steamid: SteamId): boolean {
  return steamid in pug.teams.blu || steamid in pug.teams.red || pug.subbedPlayers.some((s) => s.steamid === steamid || s.replacedBy === steamid);
}

/** Whether a steamid is in the BLU or RED team (docs/product.md "Rules" "in a pug"). */
export function isInPug(pug: Pick<Pug, 'teams'>, steamid: SteamId): boolean {
  return steamid in pug.teams.blu || steamid in pug.teams.red;
}

/** The pugs a player may file a report about: last 30 days, took part. */
export function reportablePugs<P extends PugPeople>(pugs: readonly P[], reporter: SteamId, now: Timestamp): P[] {
  const since = now - REPORT_WINDOW_DAYS * DAY_MS;
  return pugs.filter((p) => p.startAt >= since && p.startAt <= now && tookPartIn(p, reporter));
}

/** Whether a player may report `target` at all (docs/product.md "Permissions": others, and themselves only as an admin): the player card menu shows "Report" then. */
export function mayReportPlayer(reporter: { steamid: SteamId; isAdmin?: boolean }, target: SteamId): boolean {
  return target !== reporter.steamid || reporter.isAdmin === true;
}

/** Why this report may not be filed, or null when allowed. */
export function reportRefusal(reporter: { steamid: SteamId; isAdmin?: boolean }, target: SteamId, pug: PugPeople, now: Timestamp): DomainError | null {
  if (!mayReportPlayer(reporter, target)) return new DomainError('FORBIDDEN', 'You cannot report yourself');
  if (pug.startAt < now - REPORT_WINDOW_DAYS * DAY_MS) return new DomainError('FORBIDDEN', `Only pugs of the last ${REPORT_WINDOW_DAYS} days can be reported`);
  if (!tookPartIn(pug, reporter.steamid)) return new DomainError('FORBIDDEN', 'You did not play in that pug');
  if (!tookPartIn(pug, target)) return new DomainError('BAD_REQUEST', 'That player was not in that pug');
  return null;
}

export function canReport(reporter: { steamid: SteamId; isAdmin?: boolean }, target: SteamId, pug: PugPeople, now: Timestamp): boolean {
  return reportRefusal(reporter, target, pug, now) === null;
}

/** Whether a URL is a logs.tf match log (http(s)://logs.tf/<id>, optionally with a fragment or query). */
export function isLogsTfUrl(url: string): boolean {
  return /^https?:\/\/(www\.)?logs\.tf\/\d{1,12}([/?#]\S*)?$/i.test(url.trim());
}
