/**
 * Fast paths for the hottest shapes, with MongoDB's semantics, used before falling back to mingo
 * (whose per-call set-up costs tens of microseconds): plain-equality filters like
 * `{ _id, version }`, and `$set` / `$unset` / `$inc` updates on paths that do not cross arrays.
 * Anything else returns undefined and goes through mingo.
 */
import type { Document } from 'bson';
import { cloneDoc, isIndexableScalar, valueKey, valuesAtPath } from './keys.ts';

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
