/**
 * Every table keyed by format, derived from a list of format records: formats.ts applies these to
 * FORMAT_RECORDS, and a test applies them to a list with a made-up format to show it is picked up.
 * Separate functions (not one object) so a page's bundle keeps only the tables it uses.
 */
import { CLASS_ORDER, type FormatRecord, type QueueRoleConfig, type Role } from './formatRecord.ts';

type Records = readonly FormatRecord[];
type FormatOf<R extends Records> = R[number]['format'];
type EloKeyOf<R extends Records> = R[number]['eloKey'];
type SeasonNameOf<R extends Records> = Extract<R[number], { seasonClasses: readonly unknown[] }>['name'];

/** Players a team fields in a format. */
function teamSize(record: FormatRecord): number {
  return record.roles.reduce((sum, slot) => sum + slot.perTeam, 0);
}

/** Smallest team first: the order admins see the pools in, and the order league names are tried in. */
function bySize<R extends Records>(records: R): R[number][] {
  return [...records].sort((a, b) => teamSize(a) - teamSize(b));
}

/** A record from [key, value] pairs. */
function keyed<K extends string, V>(entries: [K, V][]): Record<K, V> {
  return Object.fromEntries(entries) as Record<K, V>;
}

/** The formats, smallest team first (the format enum). */
export function formatsOf<const R extends Records>(records: R) {
  return bySize(records).map((r) => r.format) as [FormatOf<R>, ...FormatOf<R>[]];
}

/** The elo keys, in list order (the ladder's and the profile's format order). */
export function eloKeysOf<const R extends Records>(records: R) {
  return records.map((r) => r.eloKey) as [EloKeyOf<R>, ...EloKeyOf<R>[]];
}

/** Format names a custom season may be requested in, in list order. */
export function seasonFormatNamesOf<const R extends Records>(records: R) {
  return records.filter((r) => r.seasonClasses).map((r) => r.name) as [SeasonNameOf<R>, ...SeasonNameOf<R>[]];
}

/** The record of a format or an elo key; undefined for anything else. */
export function recordIn<const R extends Records>(records: R, formatOrEloKey: string): R[number] | undefined {
  return records.find((r) => r.format === formatOrEloKey || r.eloKey === formatOrEloKey);
}

/** Each format's default map pool. */
export function mapPoolsOf<const R extends Records>(records: R) {
  return keyed(records.map((r): [FormatOf<R>, readonly string[]] => [r.format, r.mapPool]));
}

/** Each elo key's roles, in class order: the roles its format's queue seats (flex slots: their classes). */
export function eloRolesOf<const R extends Records>(records: R) {
  const seated = (r: FormatRecord): Role[] => r.roles.flatMap((slot) => (slot.role === 'flex' ? [...(slot.classes ?? [])] : [slot.role]));
  return keyed(records.map((r): [EloKeyOf<R>, readonly Role[]] => [r.eloKey, seated(r).sort((a, b) => CLASS_ORDER.indexOf(a) - CLASS_ORDER.indexOf(b))]));
}

/** The queues of a fresh install: one per format, in list order. */
export function defaultQueuesOf<const R extends Records>(records: R, region: string) {
  return records.map((r) => ({ name: r.queueName, format: r.format, region, roles: r.roles.map((slot) => ({ ...slot })) })) as {
    name: string;
    format: FormatOf<R>;
    region: string;
    roles: QueueRoleConfig[];
  }[];
}

/** The classes of a custom season of that format name (without Roster Rider); undefined: no custom seasons of it. */
export function seasonClassesIn(records: Records, formatName: string): readonly string[] | undefined {
  return records.find((r) => r.name === formatName)?.seasonClasses;
}

/** The format name of a league season by its name ('Sixes Season 14' -> 'Sixes'); undefined when none matches. */
export function formatNameOfSeasonIn(records: Records, seasonName: string): string | undefined {
  const name = seasonName.toLowerCase();
  return bySize(records).find((r) => r.league.seasonName.test(name))?.name;
}

/** The elo keys a season of that format name sets base elos for ('Highlander' -> hl, pl); none for other formats. */
export function eloKeysOfSeasonIn<const R extends Records>(records: R, formatName: string): EloKeyOf<R>[] {
  const name = formatName.toLowerCase();
  return [...(bySize(records).find((r) => r.league.formatName.test(name))?.league.setsBaseElos ?? [])] as EloKeyOf<R>[];
}
