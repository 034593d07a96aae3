/**
 * What the Discord bot says, as text. Anything a player or an admin typed (aliases, reasons,
 * notices) is escaped, so it cannot add links, formatting or code blocks; mentions are kept from
 * pinging by `allowed_mentions` (discord-rest.ts), not by the text.
 */
import { missingClassesText, pugLabel, scoreResultText, roleDisplayName, type Pug, type SteamId, type ToastVariant } from '@pug/domain';

/** Line breaks of every kind (CR, LF, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR) and tabs. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/**
 * What is left that a reader cannot see but a client acts on: C0 and C1 controls, format characters
 * (bidi embeddings, overrides and isolates U+202A-202E and U+2066-2069, marks, zero-width spaces
 * and joiners, BOM, soft hyphen, tags) and lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * Backslash before every character Discord's markdown reads; line breaks become a space and
 * invisible controls go, so typed text can neither start a line of its own nor turn the message's
 * text around.
 */
function escapeMarkdown(text: string): string {
  return text
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(/[\\*_~`|>[\]()#<@:-]/g, (c) => `\\${c}`);
}

/** "#61" (domain pugLabel); an unnumbered pug's id is escaped (it may hold `_` and `-`). */
const pugName = (pug: Pug) => (pug.number ? pugLabel(pug) : escapeMarkdown(pug._id));

export interface QueueCounts {
  phase: string;
  seated: number;
  needed: number;
  openSeats: Record<string, number>;
}

/**
 * "10/12 in Sixes, 1 demoman, 1 medic missing": a queue close to full, full, or back to waiting; the
 * missing classes are what the lobby says it waits for (domain waitingFor.ts, a player added for
 * several classes counted once).
 */
export function queueText(title: string, counts: QueueCounts, siteUrl: string): string {
  if (counts.phase !== 'Waiting For Players') return `**${title}** is full (${counts.needed}/${counts.needed}): the pug is being set up.`;
  const missing = missingClassesText(
    Object.entries(counts.openSeats)
      .map(([slot, count]) => ({ slot, count }))
      .filter((m) => m.count > 0),
  );
  return `**${counts.seated}/${counts.needed} in ${title}**${missing ? `, ${missing} missing` : ''}. Join: ${siteUrl}/`;
}

/** The final text of a queue round's message once it launched its pug. */
export function queueLaunchedText(title: string, needed: number, pug: Pug, pugUrl: string): string {
  return `**${title}** filled (${needed}/${needed}): pug ${pugName(pug)} started. ${pugUrl}`;
}

type Aliases = (steamid: SteamId) => string;

function rosters(pug: Pug, alias: Aliases): string {
  const team = (players: Pug['teams']['blu']) =>
    Object.entries(players)
      .map(([steamid, p]) => `${escapeMarkdown(alias(steamid))} (${roleDisplayName(p.role)})`)
      .join(', ');
  return `BLU: ${team(pug.teams.blu)}\nRED: ${team(pug.teams.red)}`;
}

export function pugStartedText(title: string, pug: Pug, alias: Aliases, pugUrl: string): string {
  return `**Pug ${pugName(pug)} started** in ${title} on ${escapeMarkdown(pug.map)}: ${pugUrl}\n${rosters(pug, alias)}`;
}

export function pugFinishedText(title: string, pug: Pug, alias: Aliases, pugUrl: string): string {
  const score = pug.data.score;
  const result = score ? scoreResultText(score) : 'no result';
  return `**Pug ${pugName(pug)} finished** in ${title} on ${escapeMarkdown(pug.map)}: ${result}. ${pugUrl}\n${rosters(pug, alias)}`;
}

export function pugEndedText(title: string, pug: Pug, pugUrl: string): string {
  const why = pug.endReason ? ` ${escapeMarkdown(pug.endReason)}` : '';
  return `**Pug ${pugName(pug)} ended** in ${title} on ${escapeMarkdown(pug.map)} without a result.${why} ${pugUrl}`;
}

function seatOf(pug: Pug, steamid: SteamId): { team: 'BLU' | 'RED'; role: string } | null {
  const blu = pug.teams.blu[steamid];
  if (blu) return { team: 'BLU', role: roleDisplayName(blu.role) };
  const red = pug.teams.red[steamid];
  return red ? { team: 'RED', role: roleDisplayName(red.role) } : null;
}

export function subNeededText(title: string, pug: Pug, steamid: SteamId, roleId: string | null, pugUrl: string): string {
  const seat = seatOf(pug, steamid);
  const mention = roleId ? `<@&${roleId}> ` : '';
  return `${mention}**Sub needed** in ${title} pug ${pugName(pug)} on ${escapeMarkdown(pug.map)}${seat ? `: ${seat.team} ${seat.role}` : ''}. Sub in: ${pugUrl}`;
}

export function subFoundText(title: string, pug: Pug, steamid: SteamId, replacedBy: SteamId, alias: Aliases, pugUrl: string): string {
  const seat = seatOf(pug, replacedBy);
  return `**Sub found** in ${title} pug ${pugName(pug)} on ${escapeMarkdown(pug.map)}: ${escapeMarkdown(alias(replacedBy))} took ${escapeMarkdown(alias(steamid))}'s seat${
    seat ? ` (${seat.team} ${seat.role})` : ''
  }. ${pugUrl}`;
}

export function subNoLongerNeededText(title: string, pug: Pug, pugUrl: string): string {
  return `**Sub no longer needed** in ${title} pug ${pugName(pug)} on ${escapeMarkdown(pug.map)}: the pug is over. ${pugUrl}`;
}

const VARIANT_MARK: Record<ToastVariant, string> = { default: '', error: '⛔', warning: '⚠️', info: 'ℹ️', success: '✅' };

export function adminNoticeText(msg: string, variant: ToastVariant, url: string | null): string {
  return `${VARIANT_MARK[variant] ?? ''} **Admin:** ${escapeMarkdown(msg)}${url ? ` ${url}` : ''}`.trim();
}

export function banText(alias: string, steamid: SteamId, reason: string | null, until: number | null, profileUrl: string): string {
  const end = until ? `until ${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'for good';
  return `🔨 **Ban:** ${escapeMarkdown(alias)} (${steamid}) is banned ${end}${reason ? `: ${escapeMarkdown(reason)}` : ''}. ${profileUrl}`;
}
