/** Monthly elo realignment (docs/product.md "Rules"): on the 1st (UTC) every elo moves halfway toward its division base, once. */
import type { EloFormat, Elos, Timestamp } from '../entities.ts';
import type { Role } from '../formats/formats.ts';

/** 'YYYY-MM' of a moment in UTC: the key a realignment run is recorded under. */
export function monthKey(now: Timestamp): string {
  const d = new Date(now);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Whether the realignment is due: no run recorded yet for the current UTC month. A run missed on
 * the 1st (server down) happens at the next check that month; it never runs twice in a month.
 */
export function shouldRealign(lastRunMonth: string | null | undefined, now: Timestamp): boolean {
  return lastRunMonth !== monthKey(now);
}

/**
 * Every elo moved halfway toward its division base. `divisionBase` is one base for all, or a base
 * per format and role (the player's current division there).
 */
export function realignElos(elos: Elos, divisionBase: number | ((format: EloFormat, role: Role) => number)): Elos {
  const baseOf = typeof divisionBase === 'number' ? () => divisionBase : divisionBase;
  const out: Elos = {};
  for (const [format, roles] of Object.entries(elos) as [EloFormat, Partial<Record<Role, number>>][]) {
    out[format] = Object.fromEntries((Object.entries(roles) as [Role, number][]).map(([role, elo]) => [role, elo + (baseOf(format, role) - elo) / 2]));
  }
  return out;
}
