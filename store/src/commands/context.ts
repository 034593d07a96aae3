/** What a command handler gets, and the query helpers the handlers share. */
import type { Document } from 'bson';
import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import type { CollectionState } from '../collection.ts';
import type { CursorRegistry } from '../cursors.ts';
import type { Engine } from '../engine.ts';
import { StoreError } from '../errors.ts';
import { equalityMatcher, existsMatcher, simpleProjector, stringRangeMatcher } from '../fast-path.ts';
import { valuesAtPath } from '../keys.ts';

export interface CommandContext {
  engine: Engine;
  cursors: CursorRegistry;
  /** The command's database (`$db`). */
  db: string;
  connectionId: number;
}

export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document;

/** mingo options: MongoDB semantics, no server-side JavaScript, `$lookup` reads sibling collections. */
export function queryOptions(ctx?: CommandContext): Partial<Options> {
  return {
    idKey: '_id',
    useStrictMode: true,
    scriptEnabled: false,
    collectionResolver: ctx ? (name: string) => [...(ctx.engine.collection(ctx.db, name)?.docs.values() ?? [])] : undefined,
  };
}

export function collectionName(cmd: Document, field: string): string {
  const name = cmd[field];
  if (typeof name !== 'string' || name.length === 0) throw new StoreError('InvalidNamespace', `collection name for '${field}' must be a non-empty string`);
  if (name.includes('$') || name.includes('\0')) throw new StoreError('InvalidNamespace', `invalid collection name: ${name}`);
  return name;
}

export function optionalDoc(cmd: Document, field: string): Document | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw new StoreError('TypeMismatch', `'${field}' must be a document`);
  return v as Document;
}

export function optionalNumber(cmd: Document, field: string): number | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  const n = typeof v === 'object' && v !== null && '_bsontype' in v ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new StoreError('TypeMismatch', `'${field}' must be a number`);
  return n;
}

/** Documents of `coll` matching `filter`, in natural order (narrowed through an index when possible). */
export function matchDocs(coll: CollectionState | undefined, filter: Document | undefined, ctx?: CommandContext): Document[] {
  if (!coll) return [];
  const candidates = coll.candidates(filter);
  if (!filter || Object.keys(filter).length === 0) return candidates;
  const fast =
    equalityMatcher(filter) ??
    stringRangeMatcher(filter, (rest) => {
      const viaMingo = mingoMatcher(rest, ctx);
      return equalityMatcher(rest) ?? existsMatcher(rest, viaMingo) ?? viaMingo;
    });
  if (fast) return candidates.filter(fast);
  return candidates.filter(mingoMatcher(filter, ctx));
}

/** A mingo matcher, its query built on first use. */
function mingoMatcher(filter: Document, ctx: CommandContext | undefined): (doc: Document) => boolean {
  let query: Query | undefined;
  return (d) => (query ??= new Query(filter, queryOptions(ctx))).test(d);
}

export interface ShapeOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}

/** Sort, skip, limit, then project, as a find does. */
export function shapeDocs(docs: Document[], opts: ShapeOptions, ctx?: CommandContext): Document[] {
  const hasSort = opts.sort && Object.keys(opts.sort).length > 0;
  const hasProjection = opts.projection && Object.keys(opts.projection).length > 0;
  const fastProjection = hasProjection ? simpleProjector(opts.projection!) : undefined;
  if (!hasSort && (!hasProjection || fastProjection)) {
    const start = opts.skip ?? 0;
    const page = opts.limit ? docs.slice(start, start + opts.limit) : start ? docs.slice(start) : docs;
    return fastProjection ? page.map(fastProjection) : page;
  }
  const sorted = hasSort ? numericSort(docs, opts.sort!) : undefined;
  let page: Document[];
  if (sorted) {
    // Sorted here, then only the page is projected.
    const start = opts.skip ?? 0;
    page = opts.limit ? sorted.slice(start, start + opts.limit) : start ? sorted.slice(start) : sorted;
  } else {
    let cursor = new Query({}, queryOptions(ctx)).find<Document>(docs);
    if (hasSort) cursor = cursor.sort(opts.sort!);
    if (opts.skip) cursor = cursor.skip(opts.skip);
    if (opts.limit) cursor = cursor.limit(opts.limit);
    page = cursor.all();
  }
  if (!hasProjection) return page;
  if (fastProjection) return page.map(fastProjection);
  // mingo's projection edits nested objects of what it is given (an exclusion like
  // `{'image.data': 0}` deleted the field from the stored document itself): it projects copies.
  return new Query({}, queryOptions(ctx)).find<Document>(page.map(copyPlain), opts.projection).all();
}

/**
 * A copy of a stored document's plain objects and arrays; BSON values (ObjectId, Binary, Long,
 * Date…) are kept as they are: a projection only removes or picks fields, it never edits them.
 */
function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = copyPlain(field);
  return out as T;
}

/**
 * A stable sort by fields that hold one plain number in every document (an elo history by `at`,
 * a player's pugs by `startAt`): mingo's general sort costs tens of microseconds a document.
 * Undefined (mingo sorts) when any value is missing, an array, or not a number.
 */
export function numericSort(docs: Document[], sort: Document): Document[] | undefined {
  const keys = Object.entries(sort);
  if (keys.length === 0 || keys.some(([, dir]) => dir !== 1 && dir !== -1)) return undefined;
  const rows: Array<{ doc: Document; values: number[] }> = [];
  for (const doc of docs) {
    const values: number[] = [];
    for (const [path] of keys) {
      const found = valuesAtPath(doc, path);
      const v = found[0];
      if (found.length !== 1 || typeof v !== 'number' || Number.isNaN(v) || pathCrossesArray(doc, path)) return undefined;
      values.push(v);
    }
    rows.push({ doc, values });
  }
  const dirs = keys.map(([, dir]) => dir as number);
  rows.sort((a, b) => {
    for (let i = 0; i < dirs.length; i++) {
      const d = a.values[i]! - b.values[i]!;
      if (d !== 0) return d * dirs[i]!;
    }
    return 0;
  });
  return rows.map((r) => r.doc);
}

/** Whether a dotted path goes through an array (one-element arrays sort by their element in MongoDB too, but leave those to mingo). */
function pathCrossesArray(doc: Document, path: string): boolean {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cur)) return true;
    if (cur === null || typeof cur !== 'object') return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return Array.isArray(cur);
}

export function project(doc: Document | undefined, projection: Document | undefined, ctx?: CommandContext): Document | null {
  if (!doc) return null;
  if (!projection || Object.keys(projection).length === 0) return doc;
  return shapeDocs([doc], { projection }, ctx)[0] ?? null;
}
