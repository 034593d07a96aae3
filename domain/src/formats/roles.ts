import { BASE_CLASSES, ROLES, type BaseClass, type Role } from './formatRecord.ts';
import { seasonClassesOf, type SeasonFormatName } from './formats.ts';

/** Extra option in the custom-season / main dialog: "Roster Rider (Did not play)". */
export const ROSTER_RIDER = 'rosterrider' as const;
export type SeasonClass = BaseClass | typeof ROSTER_RIDER;

function capitalise(word: string): string {
  return word.length === 0 ? word : word[0]!.toUpperCase() + word.slice(1);
}

/**
 * Display name of a role (docs/product.md "Validation"): 'roamerscout' -> 'Flank Scout', 'rosterrider' -> 'Roster Rider',
 * names containing roamer/pocket -> 'Roamer X' / 'Pocket X', others capitalised.
 */
export function roleDisplayName(role: string): string {
  const name = role.trim().toLowerCase();
  if (name === 'roamerscout') return 'Flank Scout';
  if (name === ROSTER_RIDER) return 'Roster Rider';
  for (const prefix of ['roamer', 'pocket']) {
    const at = name.indexOf(prefix);
    if (at !== -1) {
      const rest = (name.slice(0, at) + name.slice(at + prefix.length)).trim();
      return rest ? `${capitalise(prefix)} ${capitalise(rest)}` : capitalise(prefix);
    }
  }
  return capitalise(name);
}

/** Plurals that are not the name plus "s" (players say "two demomen", never "demomans"). */
const IRREGULAR_PLURALS: Record<string, string> = { demoman: 'demomen', heavy: 'heavies', spy: 'spies' };

/**
 * The plural of a role's display name, by its last word: 'demoman' -> 'Demomen', 'heavy' ->
 * 'Heavies', 'spy' -> 'Spies', 'pocketsoldier' -> 'Pocket Soldiers', 'medic' -> 'Medics'.
 */
export function rolePluralName(role: string): string {
  const name = roleDisplayName(role);
  const at = name.lastIndexOf(' ') + 1;
  const last = name.slice(at);
  const irregular = IRREGULAR_PLURALS[last.toLowerCase()];
  return name.slice(0, at) + (irregular ? capitalise(irregular) : `${last}s`);
}

/** "1 medic", "2 demomen", "3 pocket soldiers": a count of a role, as a sentence says it (lower case). */
export function roleCountText(count: number, role: string): string {
  return `${count} ${(count === 1 ? roleDisplayName(role) : rolePluralName(role)).toLowerCase()}`;
}

/** The TF2 class a role is played as ('pocketsoldier' -> 'soldier'); undefined for non-class roles. */
export function baseClassOf(role: string): BaseClass | undefined {
  const name = role
    .trim()
    .toLowerCase()
    .replace(/^(roamer|pocket)/, '');
  return (BASE_CLASSES as readonly string[]).includes(name) ? (name as BaseClass) : undefined;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a class may be declared for a custom season of that format. */
export function isValidSeasonClass(formatName: SeasonFormatName, role: string): boolean {
  return role === ROSTER_RIDER || (seasonClassesOf(formatName) ?? []).includes(role);
}
