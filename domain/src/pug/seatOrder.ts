/**
 * A team's players in class order, the format's role order (the `roles` of its record, e.g. formats/sixes.ts):
 * Sixes roamer scout, pocket scout, roamer soldier, pocket soldier, demoman, medic; Highlander the
 * nine classes scout to spy. A drafted team is stored in pick order; the pug page lists it this way.
 */
import type { SteamId } from '../entities.ts';
import { CLASS_ORDER, FORMAT_RECORDS, queueableRoles, type Format } from '../formats/formats.ts';
import { baseClassOf } from '../formats/roles.ts';

function rankOf(role: string, order: readonly string[]): number {
  const name = role.trim().toLowerCase();
  const at = order.indexOf(name);
  if (at !== -1) return at;
  const exact = CLASS_ORDER.indexOf(name);
  const base = baseClassOf(name);
  return order.length + (exact !== -1 ? exact : base ? CLASS_ORDER.indexOf(base) : CLASS_ORDER.length);
}

/** The seats in the format's role order (class order when the format is unknown); same role: as stored. */
export function seatsInRoleOrder<S extends { role: string }>(seats: Record<SteamId, S>, format?: Format | null): [SteamId, S][] {
  const record = FORMAT_RECORDS.find((r) => r.format === format);
  const order: readonly string[] = record ? queueableRoles(record) : CLASS_ORDER;
  return Object.entries(seats)
    .map((entry, index) => ({ entry, index, rank: rankOf(entry[1].role, order) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}
