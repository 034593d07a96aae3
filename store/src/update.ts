/**
 * Applying an update to one document: operator updates (through mingo's updater), replacement
 * documents, and pipeline updates; plus the document an upsert starts from.
 */
import { BSON, ObjectId, type Document } from 'bson';
import { aggregate, update as mingoUpdate } from 'mingo';
import { StoreError } from './errors.ts';
import { simpleUpdate } from './fast-path.ts';
import { cloneDoc, setPath, valueKey } from './keys.ts';
import { checkUpdateConflicts, checkUpdateTargets } from './strict-update.ts';

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$setOnInsert',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$bit',
]);
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);
/** No server-side JavaScript ($where, $function, $accumulator), as in every other path of the store. */
const NO_SCRIPTS = { scriptEnabled: false } as const;

export type UpdateSpec = Document | Document[];

/** Checks an update's form before any document is touched (`strict`: and its paths, README.md). */
export function validateUpdate(update: unknown, strict = false): UpdateSpec {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = stage && typeof stage === 'object' ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name)) throw new StoreError('FailedToParse', `stage ${String(name)} is not allowed in an update pipeline`);
    }
    return update as Document[];
  }
  if (!update || typeof update !== 'object') throw new StoreError('FailedToParse', 'update must be a document or a pipeline');
  const keys = Object.keys(update);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length > 0 && ops.length !== keys.length) throw new StoreError('FailedToParse', 'an update mixes operators and plain fields');
  for (const op of ops) {
    if (!OPERATORS.has(op))
      throw new StoreError('FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    const arg = (update as Document)[op];
    if (!arg || typeof arg !== 'object' || Array.isArray(arg))
      throw new StoreError('FailedToParse', `Modifiers operate on fields but we found type ${typeof arg} instead for ${op}`);
  }
  if (strict && ops.length > 0) checkUpdateConflicts(update);
  return update;
}

const isOperatorUpdate = (u: UpdateSpec): boolean => !Array.isArray(u) && Object.keys(u).some((k) => k.startsWith('$'));

export interface ApplyOptions {
  arrayFilters?: Document[];
  /** The query that matched the document (for the positional `$` operator). */
  filter?: Document;
  /** True when building an upsert's new document ($setOnInsert applies). */
  inserting: boolean;
  /** Strict mode: refuse operators aimed at a field of the wrong type, as MongoDB does. */
  strict?: boolean;
}

/** Returns the updated copy of `doc` (never mutates it) and whether anything changed. */
export function applyUpdate(doc: Document, update: UpdateSpec, opts: ApplyOptions): { doc: Document; modified: boolean } {
  let next: Document;
  let modified: boolean;
  if (Array.isArray(update)) {
    const out = aggregate([cloneDoc(doc)], update, NO_SCRIPTS);
    if (out.length !== 1) throw new StoreError('BadValue', 'an update pipeline must produce exactly one document');
    next = out[0] as Document;
    modified = !sameBytes(doc, next);
  } else if (isOperatorUpdate(update)) {
    if (opts.strict) checkUpdateTargets(doc, update);
    const modifier: Document = { ...update };
    const onInsert = modifier.$setOnInsert as Document | undefined;
    delete modifier.$setOnInsert;
    if (opts.inserting && onInsert) modifier.$set = { ...(modifier.$set as Document | undefined), ...onInsert };
    const setId = (modifier.$set as Document | undefined)?._id;
    if (opts.inserting && doc._id === undefined && setId !== undefined) {
      // An upsert naming its new document's _id ($set or $setOnInsert), as mongod allows.
      const { _id: _, ...rest } = modifier.$set as Document;
      if (Object.keys(rest).length > 0) modifier.$set = rest;
      else delete modifier.$set;
      doc = { _id: setId, ...doc };
    }
    const fast = opts.arrayFilters?.length ? undefined : simpleUpdate(doc, modifier);
    next = fast?.doc ?? cloneDoc(doc);
    if (fast) {
      modified = fast.modified;
    } else if (Object.keys(modifier).length === 0) {
      modified = false;
    } else {
      let changed: string[];
      try {
        changed = mingoUpdate(next, modifier, opts.arrayFilters, opts.inserting ? undefined : opts.filter, { cloneMode: 'deep', queryOptions: NO_SCRIPTS });
      } catch (err) {
        if (/immutable field '_id'/.test((err as Error).message)) throw immutableId();
        throw err;
      }
      modified = changed.length > 0;
    }
  } else {
    if (update._id !== undefined && doc._id !== undefined && valueKey(update._id) !== valueKey(doc._id)) throw immutableId();
    next = { _id: doc._id, ...cloneDoc(update) };
    if (next._id === undefined) delete next._id;
    modified = !sameBytes(doc, next);
  }
  if (doc._id !== undefined && valueKey(next._id) !== valueKey(doc._id)) throw immutableId();
  return { doc: next, modified };
}

/** The document an upsert inserts: equality fields of the filter, then the update applied. */
export function buildUpsert(filter: Document, update: UpdateSpec, arrayFilters?: Document[], strict = false): Document {
  const base: Document = {};
  collectEqualities(filter, base);
  let doc: Document;
  if (isOperatorUpdate(update) || Array.isArray(update)) {
    doc = applyUpdate(base, update, { arrayFilters, inserting: true, strict }).doc;
  } else {
    doc = { ...cloneDoc(update) };
    if (doc._id === undefined && base._id !== undefined) doc._id = base._id;
  }
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  return doc;
}

function collectEqualities(filter: Document, out: Document): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const sub of value) collectEqualities(sub as Document, out);
      continue;
    }
    if (key.startsWith('$') || value instanceof RegExp) continue;
    if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
      if ('$eq' in value) setPath(out, key, value.$eq);
      continue;
    }
    setPath(out, key, value);
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}

function sameBytes(a: Document, b: Document): boolean {
  return Buffer.compare(BSON.serialize(a, { ignoreUndefined: true }), BSON.serialize(b, { ignoreUndefined: true })) === 0;
}

function immutableId(): StoreError {
  return new StoreError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
}
