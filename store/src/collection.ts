/** A collection in memory: documents in natural (insertion) order, keyed by `_id`, plus its indexes. */
import { EJSON, calculateObjectSize, type Document } from 'bson';
import { StoreError } from './errors.ts';
import { stringRangeOf, type StringRange } from './fast-path.ts';
import { IndexState, type IndexOrder, type IndexSpec } from './indexes.ts';
import { isIndexableScalar, valueKey } from './keys.ts';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

export class CollectionState {
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, IndexState>();

  constructor(
    readonly db: string,
    readonly name: string,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  /** Throws a duplicate key error if `doc` may not be stored (as new, or replacing its own `_id`). */
  checkWrite(doc: Document, replacing: boolean): void {
    const size = calculateObjectSize(doc);
    if (size > MAX_DOCUMENT_BYTES)
      throw new StoreError('BSONObjectTooLarge', `object to insert too large. size in bytes: ${size}, max size: ${MAX_DOCUMENT_BYTES}`);
    const idKey = valueKey(doc._id);
    if (!replacing && this.docs.has(idKey)) {
      const shown = EJSON.stringify({ _id: doc._id }, { relaxed: true });
      throw new StoreError('DuplicateKey', `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: ${shown}`, {
        keyPattern: { _id: 1 },
        keyValue: { _id: doc._id },
      });
    }
    for (const index of this.indexes.values()) index.checkUnique(idKey, doc);
  }

  /** Stores a document (insert or full replacement), keeping every index current. */
  put(doc: Document): void {
    const idKey = valueKey(doc._id);
    const previous = this.docs.get(idKey);
    if (previous) for (const index of this.indexes.values()) index.remove(idKey, previous);
    this.docs.set(idKey, doc);
    for (const index of this.indexes.values()) index.add(idKey, doc);
  }

  remove(id: unknown): void {
    const idKey = valueKey(id);
    const previous = this.docs.get(idKey);
    if (!previous) return;
    this.docs.delete(idKey);
    for (const index of this.indexes.values()) index.remove(idKey, previous);
  }

  get(id: unknown): Document | undefined {
    return this.docs.get(valueKey(id));
  }

  /** Builds an index over the existing documents; a unique index over duplicates is refused. */
  buildIndex(spec: IndexSpec, enforce: boolean): IndexState {
    const index = new IndexState(spec, this.ns);
    for (const [idKey, doc] of this.docs) {
      if (enforce) index.checkUnique(idKey, doc);
      index.add(idKey, doc);
    }
    return index;
  }

  addIndex(index: IndexState): void {
    this.indexes.set(index.spec.name, index);
  }

  dropIndex(name: string): boolean {
    return this.indexes.delete(name);
  }

  /**
   * The documents in the order of `sort` straight from an index, when `sort` is one numeric field
   * (optionally then `_id`) that an index starts with, and every document the filter can match is
   * in that index (a full index, or a partial one on `{field: {$exists: true}}` with the filter
   * requiring the field). Lazy: the caller filters and stops at its limit. Undefined otherwise,
   * and when a string range on an indexed field holds fewer documents than the walk would read
   * (`want` = skip + limit, 0 for all: about want × indexed / in range entries, the matches being
   * spread over the order): then `candidates` reads the range and the few documents are sorted.
   */
  sortedScan(filter: Document | undefined, sort: Document, want = 0): { docs: Iterable<Document>; impliedField?: string } | undefined {
    const keys = Object.keys(sort);
    const field = keys[0];
    if (!field || keys.length > 2 || (keys.length === 2 && keys[1] !== '_id')) return undefined;
    const dir = sort[field] as unknown;
    const idDir = keys.length === 2 ? (sort._id as unknown) : 1;
    if ((dir !== 1 && dir !== -1) || (idDir !== 1 && idDir !== -1)) return undefined;
    // An equality on `_id` or on an indexed field narrows the documents more than any walk would.
    if (filter && (equalityValues(filter._id) || [...this.indexes.values()].some((i) => i.complete && equalityValues(filter[i.firstField])))) return undefined;
    for (const index of this.indexes.values()) {
      if (index.firstField !== field) continue;
      if (!index.complete && !(index.existsFilterField === field && requiresField(filter?.[field]))) continue;
      const order = index.ordered();
      if (!order) continue;
      const range = filter && this.bestStringRange(filter);
      if (range) {
        const walk = want > 0 ? (want * order.ids.length) / Math.max(1, range.estimate) : order.ids.length;
        if (range.estimate < walk) return undefined;
      }
      // Every document walked has the field: a `$exists: true` on it needs no test.
      return { docs: this.inOrder(order, dir, idDir, numberSpan(order.values, filter?.[field])), impliedField: field };
    }
    return undefined;
  }

  /** Walks positions [from, to) of the order (the span a numeric range on the field allows; the filter still tests each document). */
  private *inOrder(order: IndexOrder, dir: 1 | -1, idDir: 1 | -1, [from, to]: [number, number]): Generator<Document> {
    const { ids, values } = order;
    let i = dir === 1 ? from : to - 1;
    while (i >= from && i < to) {
      // One run of equal values, walked in the `_id` direction.
      let j = i;
      while (j + dir >= from && j + dir < to && values[j + dir] === values[i]) j += dir;
      const [lo, hi] = i < j ? [i, j] : [j, i];
      for (let k = idDir === 1 ? lo : hi; k >= lo && k <= hi; k += idDir) {
        const doc = this.docs.get(ids[k]!);
        if (doc) yield doc;
      }
      i = j + dir;
    }
  }

  /**
   * The documents a filter can match, narrowed by `_id` or by an index when the filter has a plain
   * equality (or `$in` of plain values) on an indexed field. The caller still applies the filter.
   */
  candidates(filter: Document | undefined): Document[] {
    if (filter) {
      const idValues = equalityValues(filter._id);
      if (idValues) {
        const out: Document[] = [];
        for (const v of idValues) {
          const doc = this.docs.get(valueKey(v));
          if (doc) out.push(doc);
        }
        return out;
      }
      // The narrowest equality, by counting its holders first: collecting the ids of a common value
      // (`phase: 'Complete'`, most of the pugs) only to drop them costs more than the whole read.
      let narrowest: { index: IndexState; values: unknown[]; count: number } | undefined;
      for (const index of this.indexes.values()) {
        if (!index.complete) continue;
        const values = equalityValues(filter[index.firstField]);
        if (!values) continue;
        const count = index.holderCount(values);
        if (!narrowest || count < narrowest.count) narrowest = { index, values, count };
      }
      const range = this.bestStringRange(filter);
      let best: Iterable<string> | undefined;
      if (range && (!narrowest || range.estimate < narrowest.count)) best = range.index.stringRangeIds(range.range);
      else if (narrowest) best = narrowest.index.lookup(narrowest.values);
      if (best) {
        const out: Document[] = [];
        for (const idKey of best) {
          const doc = this.docs.get(idKey);
          if (doc) out.push(doc);
        }
        return out;
      }
    }
    return [...this.docs.values()];
  }

  /**
   * The index that narrows a string range of the filter (`{field: {$gte: 'ab', $lt: 'ac'}}`) the
   * most, with its estimated size. An index may serve it when it holds every document such a
   * range can match: a full index, or a partial one on `{field: {$exists: true}}` (a range
   * requires the field). Only top-level fields: inside `$or` / `$and` the filter is walked.
   */
  private bestStringRange(filter: Document): { index: IndexState; range: StringRange; estimate: number } | undefined {
    let best: { index: IndexState; range: StringRange; estimate: number } | undefined;
    for (const index of this.indexes.values()) {
      const field = index.firstField;
      if (!index.complete && index.existsFilterField !== field) continue;
      const range = stringRangeOf(filter[field]);
      if (!range) continue;
      const estimate = index.estimateStringRange(range);
      if (!best || estimate < best.estimate) best = { index, range, estimate };
    }
    return best;
  }
}

/**
 * The positions [from, to) of ascending `values` that a numeric range condition on the field
 * (`$gt`, `$gte`, `$lt`, `$lte` with numbers) can match; the whole order for anything else.
 */
function numberSpan(values: readonly number[], cond: unknown): [number, number] {
  let from = 0;
  let to = values.length;
  if (!cond || typeof cond !== 'object' || Array.isArray(cond)) return [from, to];
  const c = cond as Record<string, unknown>;
  // The first position whose value is at least `v` (above it with `orEqual`: equal values are passed too).
  const after = (v: number, orEqual: boolean) => {
    let lo = 0;
    let hi = values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (values[mid]! < v || (orEqual && values[mid] === v)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  if (typeof c.$gte === 'number') from = Math.max(from, after(c.$gte, false));
  if (typeof c.$gt === 'number') from = Math.max(from, after(c.$gt, true));
  if (typeof c.$lte === 'number') to = Math.min(to, after(c.$lte, true));
  if (typeof c.$lt === 'number') to = Math.min(to, after(c.$lt, false));
  return [from, Math.max(from, to)];
}

/** The values a field condition requires by plain equality, or undefined when it is anything else. */
function equalityValues(cond: unknown): unknown[] | undefined {
  if (cond === undefined) return undefined;
  if (isIndexableScalar(cond)) return [cond];
  if (cond && typeof cond === 'object' && !Array.isArray(cond)) {
    const keys = Object.keys(cond);
    if (keys.length !== 1) return undefined;
    const c = cond as Record<string, unknown>;
    if (keys[0] === '$eq' && isIndexableScalar(c.$eq)) return [c.$eq];
    if (keys[0] === '$in' && Array.isArray(c.$in) && c.$in.every(isIndexableScalar)) return c.$in;
  }
  return undefined;
}

/** Whether a field condition can only match documents that have the field (`$exists: true`, a range). */
function requiresField(cond: unknown): boolean {
  if (!cond || typeof cond !== 'object' || Array.isArray(cond)) return false;
  const c = cond as Record<string, unknown>;
  if (c.$exists === true) return true;
  return ['$gt', '$gte', '$lt', '$lte'].some((op) => typeof c[op] === 'number' || typeof c[op] === 'string');
}
