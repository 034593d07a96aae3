export const BASE_CLASSES = ['scout', 'soldier', 'pyro', 'demoman', 'heavy', 'engineer', 'medic', 'sniper', 'spy'] as const;

export type BaseClass = (typeof BASE_CLASSES)[number];

const ALIASES: ReadonlyArray<readonly [string, BaseClass]> = [
  ['demo', 'demoman'],
  ['heavyweapons', 'heavy'],
  ['hwg', 'heavy'],
  ['engi', 'engineer'],
  ['med', 'medic'],
];

/**
 * The base class a role is played on: 'roamerscout' -> 'scout', 'pocketsoldier' -> 'soldier',
 * 'demo' -> 'demoman'. Returns null for roles with no class (e.g. 'rosterrider').
 */
export function baseClassOf(role: string): BaseClass | null {
  const key = role
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  for (const cls of BASE_CLASSES) if (key.includes(cls)) return cls;
  for (const [alias, cls] of ALIASES) if (key.includes(alias)) return cls;
  return null;
}

export function classDisplayName(cls: BaseClass): string {
  return cls.charAt(0).toUpperCase() + cls.slice(1);
}
