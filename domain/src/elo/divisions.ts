/** League divisions and their elo bases (docs/product.md "Constants"), lowest first. */
export const DIVISIONS = [
  { name: 'Newcomer', shorthand: 'NC', base: 1000 },
  { name: 'Amateur', shorthand: 'AM', base: 1200 },
  { name: 'Intermediate', shorthand: 'IM', base: 1400 },
  { name: 'Main', shorthand: 'MAIN', base: 1600 },
  { name: 'Advanced', shorthand: 'ADV', base: 1800 },
  { name: 'Invite', shorthand: 'INV', base: 2000 },
] as const;

export type DivisionName = (typeof DIVISIONS)[number]['name'];
export type DivisionShorthand = (typeof DIVISIONS)[number]['shorthand'];
/** Style labels the UI colours by: the shorthands plus NEW (a player with no division yet). */
export const DIVISION_STYLE_LABELS = ['NEW', ...DIVISIONS.map((d) => d.shorthand)] as const;
export type DivisionStyleLabel = (typeof DIVISION_STYLE_LABELS)[number];

/** Elo of a player with no known division. */
export const DEFAULT_DIVISION_BASE = 1000;

function findDivision(name: string) {
  const key = name.trim().toLowerCase();
  if (key === 'open') return DIVISIONS[1];
  return DIVISIONS.find((d) => d.name.toLowerCase() === key || d.shorthand.toLowerCase() === key);
}

/** Elo base of a division by name or shorthand ('Open' counts as Amateur); unknown -> undefined. */
export function divisionBase(name: string): number | undefined {
  return findDivision(name)?.base;
}

/** Shorthand of a division ('Amateur' or 'Open' -> 'AM'); unknown or missing -> 'NEW'. */
export function divisionShorthand(name?: string | null): DivisionStyleLabel {
  return name ? (findDivision(name)?.shorthand ?? 'NEW') : 'NEW';
}

/** The highest division whose base is at or below the elo (below Newcomer's base -> Newcomer). */
export function divisionFromElo(elo: number): DivisionName {
  let found: DivisionName = DIVISIONS[0].name;
  for (const d of DIVISIONS) if (elo >= d.base) found = d.name;
  return found;
}
