/**
 * Fast paths for the hottest shapes, with MongoDB's semantics, used before falling back to mingo
 * (whose per-call set-up costs tens of microseconds): plain-equality filters like
 * `{ _id, version }`, and `$set` / `$unset` / `$inc` updates on paths that do not cross arrays.
 * Anything else returns undefined and goes through mingo.
 */
import type { Document } from 'bson';
import { cloneDoc, compareStrings, isIndexableScalar, valueKey, valuesAtPath } from './keys.ts';

/** A matcher for filters made only of `field: scalar` pairs (arrays match by element). */
export function equalityMatcher(filter: Document): ((doc: Document) => boolean) | undefined {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$') || !isIndexableScalar(value)) return undefined;
    pairs.push([key, valueKey(value)]);
  }
  return (doc) => pairs.every(([path, want]) => valuesAtPath(doc, path).some((v) => v !== undefined && valueKey(v) === want));
}

/**
 * A matcher for `{ path: { $exists: true } }` alone (the ladder's partial indexes), or undefined.
 * A field holding null exists; through arrays, any element (a document) having the rest counts.
 * Paths crossing more than one array are left to `fallback` (mingo), whose reading of them is the store's.
 */
export function existsMatcher(filter: Document, fallback: (doc: Document) => boolean): ((doc: Document) => boolean) | undefined {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0]!.startsWith('$')) return undefined;
  const cond = filter[keys[0]!] as unknown;
  if (!cond || typeof cond !== 'object' || Array.isArray(cond) || Object.keys(cond).length !== 1 || (cond as { $exists?: unknown }).$exists !== true) {
    return undefined;
  }
  const parts = keys[0]!.split('.');
  if (parts.some((p) => p === '')) return undefined;
  return (doc) => hasPath(doc, parts, 0) ?? fallback(doc);
}

/** Whether the path is present; undefined (mingo decides) when the path crosses more than one array. */
function hasPath(value: unknown, parts: string[], i: number, inArray = false): boolean | undefined {
  if (i === parts.length) return value !== undefined;
  if (value === null || typeof value !== 'object') return false;
  const part = parts[i]!;
  if (Array.isArray(value)) {
    if (inArray) return undefined;
    if (/^\d+$/.test(part)) {
      const byPosition = hasPath(value[Number(part)], parts, i + 1, true);
      if (byPosition !== false) return byPosition;
    }
    for (const el of value) {
      if (Array.isArray(el)) return undefined;
      if (el === null || typeof el !== 'object') continue;
      const inElement = hasPath(el, parts, i, true);
      if (inElement !== false) return inElement;
    }
    return false;
  }
  if (!Object.hasOwn(value, part)) return false;
  return hasPath((value as Record<string, unknown>)[part], parts, i + 1, inArray);
}

/**
 * A projector for projections of top-level fields only, all included (`{at: 1, to: 1}`, `_id: 0`
 * allowed) or all excluded (`{snapshot: 0}`), or undefined. Included fields come `_id` first, then
 * in the document's order, as MongoDB returns them; values are shared, not copied (replies are
 * serialized, never changed).
 */
export function simpleProjector(projection: Document): ((doc: Document) => Document) | undefined {
  const include = new Set<string>();
  const exclude = new Set<string>();
  let keepId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (field === '' || field.includes('.') || field.startsWith('$')) return undefined;
    const on = value === 1 || value === true ? true : value === 0 || value === false ? false : undefined;
    if (on === undefined) return undefined;
    if (field === '_id') keepId = on;
    else (on ? include : exclude).add(field);
  }
  if (include.size > 0 && exclude.size > 0) return undefined;
  // `{_id: 1}` alone includes only `_id`; `{_id: 0}` alone excludes it.
  const inclusion = include.size > 0 || (exclude.size === 0 && keepId);
  if (!inclusion) {
    if (!keepId) exclude.add('_id');
    return (doc) => {
      const out: Document = {};
      for (const key of Object.keys(doc)) if (!exclude.has(key)) out[key] = doc[key];
      return out;
    };
  }
  return (doc) => {
    const out: Document = {};
    if (keepId && doc._id !== undefined) out._id = doc._id;
    for (const key of Object.keys(doc)) if (include.has(key) && doc[key] !== undefined) out[key] = doc[key];
    return out;
  };
}

const SIMPLE_OPS = new Set(['$set', '$unset', '$inc']);

/** Applies a simple operator update to a copy of `doc`, or returns undefined when mingo must do it. */
export function simpleUpdate(doc: Document, update: Document): { doc: Document; modified: boolean } | undefined {
  const paths: string[] = [];
  for (const [op, arg] of Object.entries(update)) {
    if (!SIMPLE_OPS.has(op)) return undefined;
    for (const [path, value] of Object.entries(arg as Document)) {
      if (path.includes('$') || path === '_id' || path.startsWith('_id.') || path.split('.').some((p) => p === '' || /^\d+$/.test(p))) return undefined;
      if (op === '$inc' && typeof value !== 'number') return undefined;
      paths.push(path);
    }
  }
  // Overlapping paths (a and a.b) are an error MongoDB reports; let mingo handle those.
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1] || sorted[i]!.startsWith(`${sorted[i - 1]}.`)) return undefined;
  }
  const next = cloneDoc(doc);
  let modified = false;
  for (const [op, arg] of Object.entries(update)) {
    for (const [path, value] of Object.entries(arg as Document)) {
      const parts = path.split('.');
      const leaf = parts.pop()!;
      const parent = walkTo(next, parts, op !== '$unset');
      if (parent === 'fallback') return undefined; // crosses an array or a scalar: mingo knows the rules and errors
      if (op === '$unset') {
        if (parent && Object.hasOwn(parent, leaf)) {
          delete parent[leaf];
          modified = true;
        }
        continue;
      }
      const target = parent!;
      const current = target[leaf];
      if (op === '$inc') {
        if (current !== undefined && typeof current !== 'number') return undefined;
        target[leaf] = (current ?? 0) + (value as number);
        if (current === undefined || value !== 0) modified = true;
        continue;
      }
      if (current === undefined || valueKey(current) !== valueKey(value)) modified = true;
      target[leaf] = value;
    }
  }
  return { doc: next, modified };
}

/** The plain object at `parts`, created on the way when `create`; undefined if missing; 'fallback' if not plain. */
function walkTo(root: Record<string, unknown>, parts: string[], create: boolean): Record<string, unknown> | undefined | 'fallback' {
  let cur = root;
  for (const part of parts) {
    const child = cur[part];
    if (child === undefined || child === null) {
      if (!create) return undefined;
      if (child === null) return 'fallback';
      cur = cur[part] = {};
    } else if (typeof child === 'object' && !Array.isArray(child) && Object.getPrototypeOf(child) === Object.prototype) {
      cur = child as Record<string, unknown>;
    } else {
      return 'fallback';
    }
  }
  return cur;
}

/** A field condition made only of `$gt` / `$gte` / `$lt` / `$lte` with string bounds. */
export interface StringRange {
  lower?: { value: string; inclusive: boolean };
  upper?: { value: string; inclusive: boolean };
  /** Each operator as given (two lower bounds are both kept: an array may meet them with different elements). */
  ops: Array<[op: '$gt' | '$gte' | '$lt' | '$lte', bound: string]>;
}

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);

/**
 * The string range of a field condition like `{ $gte: 'ab', $lt: 'ac' }`, or undefined when the
 * condition is anything else (another operator, a bound that is not a string). Under MongoDB's
 * type bracketing such a condition only matches strings; the tightest bound on each side is kept.
 */
export function stringRangeOf(cond: unknown): StringRange | undefined {
  if (!cond || typeof cond !== 'object' || Array.isArray(cond) || Object.getPrototypeOf(cond) !== Object.prototype) return undefined;
  const entries = Object.entries(cond as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  const range: StringRange = { ops: [] };
  for (const [op, bound] of entries) {
    if (!RANGE_OPS.has(op) || typeof bound !== 'string') return undefined;
    range.ops.push([op as StringRange['ops'][number][0], bound]);
    const inclusive = op === '$gte' || op === '$lte';
    if (op === '$gt' || op === '$gte') {
      const c = range.lower ? compareStrings(bound, range.lower.value) : 1;
      if (c > 0 || (c === 0 && !inclusive)) range.lower = { value: bound, inclusive };
    } else {
      const c = range.upper ? compareStrings(bound, range.upper.value) : -1;
      if (c < 0 || (c === 0 && !inclusive)) range.upper = { value: bound, inclusive };
    }
  }
  return range;
}

function opHolds(op: StringRange['ops'][number][0], c: number): boolean {
  return op === '$gt' ? c > 0 : op === '$gte' ? c >= 0 : op === '$lt' ? c < 0 : c <= 0;
}

/**
 * A matcher for a filter whose top-level fields include string ranges, with MongoDB's semantics:
 * strings compared in code point (UTF-8 byte) order, only string values match (type bracketing),
 * and through arrays each operator holds for some element (not necessarily the same one). The
 * other fields go to `rest`. Undefined when no field is a string range. The find path uses it
 * whether or not an index served the range, so an index never changes an answer.
 */
export function stringRangeMatcher(filter: Document, rest: (others: Document) => (doc: Document) => boolean): ((doc: Document) => boolean) | undefined {
  const ranges: Array<[string, StringRange]> = [];
  const others: Document = {};
  for (const [key, cond] of Object.entries(filter)) {
    const range = key.startsWith('$') ? undefined : stringRangeOf(cond);
    if (range) ranges.push([key, range]);
    else others[key] = cond;
  }
  if (ranges.length === 0) return undefined;
  const restTest = Object.keys(others).length > 0 ? rest(others) : () => true;
  return (doc) => {
    for (const [path, range] of ranges) {
      const strings = valuesAtPath(doc, path).filter((v): v is string => typeof v === 'string');
      if (strings.length === 0) return false;
      if (!range.ops.every(([op, bound]) => strings.some((s) => opHolds(op, compareStrings(s, bound))))) return false;
    }
    return restTest(doc);
  };
}
