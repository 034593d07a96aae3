/**
 * Dropdown group of an alias (docs/product.md "Entities"): its first letter uppercased, '0-9' for a digit.
 * Decision: any other first character (punctuation, symbols) is its own group as is ('#' -> '#');
 * letters outside A-Z (e.g. 'é') are uppercased with toUpperCase; an empty alias is '#'.
 */
export function aliasGroup(alias: string): string {
  const first = [...alias.trim()][0];
  if (first === undefined) return '#';
  if (/\d/.test(first)) return '0-9';
  return first.toUpperCase();
}

export interface AliasGroup<U> {
  group: string;
  users: U[];
}

function groupRank(group: string): number {
  if (group === '0-9') return 0;
  if (/^\p{L}$/u.test(group)) return 1;
  return 2;
}

/**
 * Users grouped for the dropdown: '0-9' first, then letters A-Z, then any other symbol group;
 * users inside a group sorted by alias (case-insensitive). Users without an alias are skipped.
 */
export function groupByAlias<U extends { alias?: string | null }>(users: readonly U[]): AliasGroup<U>[] {
  const groups = new Map<string, U[]>();
  for (const user of users) {
    if (!user.alias) continue;
    const key = aliasGroup(user.alias);
    const list = groups.get(key) ?? [];
    list.push(user);
    groups.set(key, list);
  }
  const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  return [...groups.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || cmp(a, b))
    .map(([group, list]) => ({ group, users: list.sort((a, b) => cmp(a.alias ?? '', b.alias ?? '')) }));
}

/**
 * The search key of an alias, and of what a player types to find one: alias search is "starts
 * with, any case", so both sides go through this one function and the search is a prefix of keys.
 * - NFKC first: the same name typed two ways gives one key (a precomposed 'é' and 'e' + accent,
 *   fullwidth 'Ｋｒｉｔｚ', the ligature 'ﬁ'), which Steam names are full of. NFKC rather than NFC
 *   because a search box is not the place to tell compatibility forms apart.
 * - Then lower case, one code point at a time: `toLowerCase` on a whole string applies the Greek
 *   final-sigma rule ('Σ' at a word's end becomes 'ς'), so "ΟΔΟΣ" typed alone would not be a
 *   prefix of "ΟΔΟΣΑ"; per code point 'Σ' is always 'σ', and a typed 'ς' is folded to 'σ' too.
 * - NFKC again: lower-casing may leave a string that is not normalised (e.g. a decomposed 'i̇').
 * No locale (a Turkish 'I' is 'i' like everywhere else), no trimming (the query schemas trim).
 */
export function aliasSearchKey(text: string): string {
  let lowered = '';
  for (const ch of text.normalize('NFKC')) lowered += ch === 'ς' ? 'σ' : ch.toLowerCase();
  return lowered.normalize('NFKC');
}

/** One `<optgroup>` of a player select: its label and the players in it, as option value and text. */
export interface PlayerOptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The admin's Captain select (docs/product.md "Entities": the label is the alias, grouped by its first letter, or
 * '0-9' for digits): the queued players sorted and grouped by alias as `groupByAlias` does. A
 * player without an alias is listed as "Player …1234" (the end of their Steam ID).
 */
export function captainOptionGroups(players: readonly { steamid: string; alias?: string | null }[]): PlayerOptionGroup[] {
  const named = players.map((p) => ({ steamid: p.steamid, alias: p.alias?.trim() ? p.alias : `Player …${p.steamid.slice(-4)}` }));
  return groupByAlias(named).map(({ group, users }) => ({ label: group, options: users.map((u) => ({ value: u.steamid, label: u.alias })) }));
}
