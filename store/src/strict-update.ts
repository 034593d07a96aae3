/**
 * Strict mode's checks of an operator update (README.md): what MongoDB refuses and the store's
 * updater (mingo) lets through or answers with another code. Paths that conflict (one equal to,
 * or inside, another: `$set` and `$setOnInsert` of the same field) and arithmetic or array
 * operators aimed at a field of the wrong type, which mingo skips without a word.
 */
import { EJSON, type Document } from 'bson';
import { StoreError } from './errors.ts';

/** Throws ConflictingUpdateOperators (40) when two operators of `update` touch overlapping paths. */
export function checkUpdateConflicts(update: Document): void {
  const paths: string[] = [];
  for (const [op, arg] of Object.entries(update)) {
    for (const [path, value] of Object.entries(arg as Document)) {
      paths.push(path);
      if (op === '$rename' && typeof value === 'string') paths.push(value);
    }
  }
  // Linear in the paths' length: an update with thousands of fields is checked in one pass.
  const whole = new Set<string>();
  const inside = new Set<string>();
  for (const path of paths) {
    if (whole.has(path) || inside.has(path)) throw conflict(path, path);
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('.');
      if (whole.has(prefix)) throw conflict(path, prefix);
      inside.add(prefix);
    }
    whole.add(path);
  }
}

function conflict(path: string, at: string): StoreError {
  return new StoreError('ConflictingUpdateOperators', `Updating the path '${path}' would create a conflict at '${at}'`);
}

const NUMERIC = new Set(['Int32', 'Double', 'Long', 'Decimal128']);

/** Throws MongoDB's refusal when `$inc`/`$mul` meet a non-number or `$push`/`$addToSet` a non-array in `doc`. */
export function checkUpdateTargets(doc: Document, update: Document): void {
  for (const op of ['$inc', '$mul'] as const) {
    for (const path of Object.keys((update[op] as Document | undefined) ?? {})) {
      const value = plainPath(doc, path);
      if (value === undefined || typeof value === 'number' || NUMERIC.has(bsonType(value))) continue;
      throw new StoreError(
        'TypeMismatch',
        `Cannot apply ${op} to a value of non-numeric type. {_id: ${shown(doc._id)}} has the field '${path.split('.').at(-1)}' of non-numeric type ${typeName(value)}`,
      );
    }
  }
  for (const op of ['$push', '$addToSet'] as const) {
    for (const path of Object.keys((update[op] as Document | undefined) ?? {})) {
      const value = plainPath(doc, path);
      if (value === undefined || Array.isArray(value)) continue;
      throw new StoreError('BadValue', `The field '${path}' must be an array but is of type ${typeName(value)} in document {_id: ${shown(doc._id)}}`);
    }
  }
}

/** The value at a dotted path through subdocuments and array indexes; undefined when absent or positional (`$`). */
function plainPath(doc: Document, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (part.startsWith('$') || value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const bsonType = (value: unknown): string => (value !== null && typeof value === 'object' ? ((value as { _bsontype?: string })._bsontype ?? '') : '');

/** MongoDB's name of a value's type, as its error messages give it. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  const bson = bsonType(value);
  if (bson === 'ObjectId') return 'objectId';
  if (bson === 'Binary') return 'binData';
  return bson ? bson.charAt(0).toLowerCase() + bson.slice(1) : 'object';
}

const shown = (id: unknown): string => EJSON.stringify(id, { relaxed: true });
