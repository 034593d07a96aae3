/**
 * The game formats: FORMAT_RECORDS lists them, one record per format (sixes.ts, highlander.ts,
 * prolander.ts; what a record holds: formatRecord.ts), and every table keyed by format is derived
 * from that list here (formatTables.ts). Adding a format: docs/architecture.md "Add a format".
 */
import {
  defaultQueuesOf,
  eloKeysOf,
  eloKeysOfSeasonIn,
  eloRolesOf,
  formatNameOfSeasonIn,
  formatsOf,
  mapPoolsOf,
  recordIn,
  seasonClassesIn,
  seasonFormatNamesOf,
} from './formatTables.ts';
import type { BaseClass, QueueRoleConfig, Role } from './formatRecord.ts';
import { highlander } from './highlander.ts';
import { prolander } from './prolander.ts';
import { sixes } from './sixes.ts';

export * from './formatRecord.ts';

/** Every format, one line each, in the order players meet them (default queues, elo keys). */
export const FORMAT_RECORDS = [sixes, highlander, prolander] as const;

/** The formats as stored, smallest team first ('SIXES', 'PROLANDER', 'HIGHLANDER'). */
export const FORMATS = /*#__PURE__*/ formatsOf(FORMAT_RECORDS);
export type Format = (typeof FORMATS)[number];

/** Elo format keys (elos[format][role]), in list order: 'sixes', 'hl', 'pl'. */
export const ELO_FORMATS = /*#__PURE__*/ eloKeysOf(FORMAT_RECORDS);
export type EloFormat = (typeof ELO_FORMATS)[number];

/** Format names a custom season may be requested in ('Sixes', 'Highlander'). */
export const SEASON_FORMAT_NAMES = /*#__PURE__*/ seasonFormatNamesOf(FORMAT_RECORDS);
export type SeasonFormatName = (typeof SEASON_FORMAT_NAMES)[number];

/** The record of a format or of an elo key ('HIGHLANDER' or 'hl': Highlander's). */
export function formatRecordOf(format: Format | EloFormat): (typeof FORMAT_RECORDS)[number] {
  return recordIn(FORMAT_RECORDS, format)!;
}

/** How a format is named to players, from a queue's format or an elo key (`SIXES` or `sixes`: "Sixes"). */
export function formatDisplayName(format: Format | EloFormat): string {
  return recordIn(FORMAT_RECORDS, format)?.name ?? format;
}

/** The roles each elo key keeps elos for, in class order (the ladder's and the profile's class filter). */
export const ELO_ROLES_BY_FORMAT = /*#__PURE__*/ eloRolesOf(FORMAT_RECORDS);

/** The map pool of each format on a fresh install, and while an admin has left a format with no active map. */
export const DEFAULT_MAP_POOLS = /*#__PURE__*/ mapPoolsOf(FORMAT_RECORDS);

/** The classes a custom season of that format may declare, without Roster Rider (undefined: none). */
export function seasonClassesOf(formatName: string): readonly string[] | undefined {
  return seasonClassesIn(FORMAT_RECORDS, formatName);
}

/** The classes a medic of that format's queue may mark as friend (none: the format has no friends). */
export function friendClassesOf(format: string): readonly BaseClass[] {
  return FORMAT_RECORDS.find((r) => r.format === format)?.friendClasses ?? [];
}

/** The format name of a league season read from its name ('Sixes Season 14' -> 'Sixes'); undefined when none matches. */
export function formatNameOfSeason(seasonName: string): string | undefined {
  return formatNameOfSeasonIn(FORMAT_RECORDS, seasonName);
}

/** The elo keys a season of that format name sets base elos for: Sixes -> sixes; Highlander -> hl, pl; Prolander -> pl, hl. */
export function eloKeysOfSeason(formatName: string): EloFormat[] {
  return eloKeysOfSeasonIn(FORMAT_RECORDS, formatName);
}

export interface QueueConfig {
  name: string;
  format: Format;
  region: string;
  roles: QueueRoleConfig[];
}

/** The queues a fresh install runs, one per format in region na; configuration (QUEUES_FILE / QUEUES_JSON) may replace them. */
export const DEFAULT_QUEUES: QueueConfig[] = /*#__PURE__*/ defaultQueuesOf(FORMAT_RECORDS, 'na');

/** The role slots of a queue (a QueueConfig) or of a format record. */
export type QueueSlots = { readonly roles: readonly QueueRoleConfig[] };

/** Players a queue needs to launch a pug: both teams, every slot. */
export function playersPerPug(queue: QueueSlots): number {
  return queue.roles.reduce((sum, r) => sum + r.perTeam * 2, 0);
}

/** Key of the seat group a role fills in a queue: the role itself, or 'flex' for a flex class. */
export type SlotKey = string;

/** The slot a role fills in this queue, or undefined when the queue does not take that role. */
export function slotOf(queue: QueueSlots, role: string): SlotKey | undefined {
  for (const slot of queue.roles) {
    if (slot.role === 'flex') {
      if ((slot.classes as readonly string[] | undefined)?.includes(role)) return 'flex';
    } else if (slot.role === role) return slot.role;
  }
  return undefined;
}

/** The roles a player may queue as in this queue (flex slots contribute their classes). */
export function queueableRoles(queue: QueueSlots): Role[] {
  return queue.roles.flatMap((slot) => (slot.role === 'flex' ? [...(slot.classes ?? [])] : [slot.role]));
}

/** Seats per team of each slot. */
export function seatsPerTeam(queue: QueueSlots): Map<SlotKey, number> {
  return new Map(queue.roles.map((slot) => [slot.role, slot.perTeam]));
}
