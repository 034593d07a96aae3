/**
 * Canonical keys for values, so documents can be found by `_id` and by index key in a Map.
 * Numbers compare by value across BSON number types, as MongoDB does; other BSON types by their
 * type and content.
 */
import { BSON, EJSON, ObjectId, type Document } from 'bson';

export function valueKey(value: unknown): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'bigint':
      return `n${value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    default:
      break;
  }
  if (value instanceof ObjectId) return `o${value.toHexString()}`;
  if (value instanceof Date) return `d${value.getTime()}`;
  const bsontype = (value as { _bsontype?: string })._bsontype;
  if (bsontype === 'Long' || bsontype === 'Int32' || bsontype === 'Double') return `n${String(value)}`;
  return `x${EJSON.stringify(value, { relaxed: false })}`;
}

/** Whether a query value can be looked up in an index by equality (no operators, arrays, regexes). */
export function isIndexableScalar(value: unknown): boolean {
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return true;
  return value instanceof ObjectId || value instanceof Date;
}

/**
 * Every value at a dotted path, fanning out over arrays the way MongoDB's multikey indexes do:
 * an array leaf gives each of its elements; a missing path gives `undefined` once.
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  walk(doc, path.split('.'), 0, out);
  if (out.length === 0) out.push(undefined);
  return out;
}

function walk(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else for (const el of value) out.push(el);
    } else {
      out.push(value);
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const part = parts[i]!;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) {
      walk(value[Number(part)], parts, i + 1, out);
      return;
    }
    for (const el of value) walk(el, parts, i, out);
    return;
  }
  const next = (value as Record<string, unknown>)[part];
  if (next === undefined) return;
  walk(next, parts, i + 1, out);
}

/** Writes a dotted path, creating plain objects on the way. */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]!;
    const next = cur[part];
    if (next === null || typeof next !== 'object') cur[part] = {};
    cur = cur[part] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]!] = value;
}

/** A deep copy that keeps BSON types (ObjectId, Date, Binary, ...). */
export function cloneDoc(doc: Document): Document {
  return BSON.deserialize(BSON.serialize(doc, { ignoreUndefined: true }));
}

/**
 * MongoDB's order of two strings under the simple collation: by their UTF-8 bytes, which is code
 * point order. JavaScript's `<` compares UTF-16 code units, which differs when a character above
 * U+FFFF (a surrogate pair, e.g. an emoji) meets one in U+E000-U+FFFF; the units are shifted so
 * surrogates sort after U+FFFF, as their code points do.
 */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/**
 * The first position in the sorted `list` holding a value above `value` (`strictlyAbove`), or at
 * least `value` (otherwise): how many entries are below it, or at most it. A binary search.
 */
export function firstPosition<T>(list: readonly T[], value: T, compare: (a: T, b: T) => number, strictlyAbove: boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = compare(list[mid]!, value);
    if (c < 0 || (strictlyAbove && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
