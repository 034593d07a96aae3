/**
 * One index of a collection: its spec as listIndexes shows it, the keys of every indexed document,
 * unique enforcement, and equality look-ups on its first field for the query planner.
 */
import { EJSON, type Document } from 'bson';
import { Query } from 'mingo';
import { StoreError, badValue } from './errors.ts';
import { equalityMatcher, existsMatcher, type StringRange } from './fast-path.ts';
import { compareStrings, firstPosition, valueKey, valuesAtPath } from './keys.ts';

export interface IndexSpec {
  v: 2;
  name: string;
  key: Record<string, number | string>;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

const ALLOWED_OPTIONS = new Set(['v', 'name', 'key', 'unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'background']);

/** Validates a createIndexes entry and returns the spec that will be stored. */
export function normalizeIndexSpec(raw: Document): IndexSpec {
  const key = raw.key;
  if (!key || typeof key !== 'object' || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new StoreError('FailedToParse', "index spec needs a non-empty 'key' document");
  }
  for (const [field, dir] of Object.entries(key as Record<string, unknown>)) {
    const okDir = dir === 1 || dir === -1 || (typeof dir === 'string' && ['text', 'hashed', '2dsphere', '2d'].includes(dir));
    if (!okDir) throw new StoreError('FailedToParse', `bad index key direction for field '${field}': ${String(dir)}`);
  }
  if (typeof raw.name !== 'string' || raw.name.length === 0) throw new StoreError('FailedToParse', "index spec needs a 'name'");
  for (const opt of Object.keys(raw)) {
    if (!ALLOWED_OPTIONS.has(opt)) throw new StoreError('InvalidOptions', `index option '${opt}' is not supported by the embedded store`);
  }
  const spec: IndexSpec = { v: 2, key: key as Record<string, number | string>, name: raw.name };
  if (raw.unique === true) spec.unique = true;
  if (raw.sparse === true) spec.sparse = true;
  if (raw.partialFilterExpression !== undefined) {
    if (typeof raw.partialFilterExpression !== 'object' || raw.partialFilterExpression === null) {
      throw badValue('partialFilterExpression must be a document');
    }
    spec.partialFilterExpression = raw.partialFilterExpression as Document;
  }
  if (raw.expireAfterSeconds !== undefined) {
    if (typeof raw.expireAfterSeconds !== 'number' || raw.expireAfterSeconds < 0) throw badValue('expireAfterSeconds must be a non-negative number');
    spec.expireAfterSeconds = raw.expireAfterSeconds;
  }
  return spec;
}

export function sameKey(a: IndexSpec, b: IndexSpec): boolean {
  return JSON.stringify(a.key) === JSON.stringify(b.key);
}

/** Writes between two sorted reads that move entries in the kept order; past it the order is sorted again when read. */
const ORDER_MOVES_KEPT = 2048;

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface IndexOrder {
  ids: string[];
  values: number[];
}

interface DocKeys {
  first: string[];
  /** The whole key tuples: for unique indexes only (nothing else reads them). */
  tuples: string[] | undefined;
}

/** The ids under one key: most keys of a big index (a time, a pug id) have one, held without a Set. */
type Holders = string | Set<string>;

export class IndexState {
  readonly fields: string[];
  /** Whether a document passes the partial filter (plain shapes without mingo's per-call set-up). */
  private readonly partial: ((doc: Document) => boolean) | undefined;
  // Memory matters here (an index entry per document and index, 500,000s of them): the keys of a
  // document are not kept but recomputed from it when it leaves (stored documents are never
  // changed in place: an update stores a new one).
  private readonly byFirst = new Map<string, Holders>();
  private readonly byTuple = new Map<string, Holders>();
  /** The first field's value of each indexed document when it is one plain number (for sorted scans). */
  private readonly numeric = new Map<string, number>();
  /** Indexed documents whose first field is anything else (missing, an array, a string…): their ids when the index is partial or sparse, else only how many. */
  private readonly notNumeric: Set<string> | undefined;
  private notNumericCount = 0;
  private orderCache: IndexOrder | undefined;
  /** Entries moved in the kept order since it was last read. */
  private orderMoves = 0;
  /**
   * The keys (`s` + string, as in `byFirst`: one prefix, so the same order as the strings, and
   * read without building a key) of the distinct strings of the first field in code point order,
   * for range scans: built on the
   * first range read, then kept up to date (a new string is inserted in place; a string whose last
   * document left stays as a stale entry, skipped by reads, until stale entries are a quarter of
   * the list and it is rebuilt). A document rewritten with the same string changes nothing.
   */
  private strings: string[] | undefined;
  private staleStrings = 0;
  /** Indexed documents with more than one value in the first field (an array): a range then bounds one side only. */
  private multikeyDocs = 0;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    const pfe = spec.partialFilterExpression;
    if (pfe) {
      const query = new Query(pfe, {});
      const viaMingo = (doc: Document) => query.test(doc);
      this.partial = existsMatcher(pfe, viaMingo) ?? equalityMatcher(pfe) ?? viaMingo;
    }
    if (!this.complete) this.notNumeric = new Set();
  }

  /** Usable by the planner for plain equality: it indexes every document. */
  get complete(): boolean {
    return !this.partial && !this.spec.sparse;
  }

  get firstField(): string {
    return this.fields[0]!;
  }

  /** The document's keys and its first field's values, or null when the index leaves it out. */
  private keysOf(doc: Document): { keys: DocKeys; firstValues: unknown[] } | null {
    if (this.partial && !this.partial(doc)) return null;
    const firstValues = valuesAtPath(doc, this.firstField);
    const needAll = this.spec.sparse || this.spec.unique;
    const perField = needAll ? [firstValues, ...this.fields.slice(1).map((f) => valuesAtPath(doc, f))] : undefined;
    if (this.spec.sparse && perField!.every((vals) => vals.length === 1 && vals[0] === undefined)) return null;
    const first = firstValues.length === 1 ? [valueKey(firstValues[0])] : [...new Set(firstValues.map(valueKey))];
    if (!this.spec.unique) return { keys: { first, tuples: undefined }, firstValues };
    let tuples: string[][] = [[]];
    for (const vals of perField!) {
      const keys = [...new Set(vals.map(valueKey))];
      tuples = tuples.flatMap((t) => keys.map((k) => [...t, k]));
    }
    const joined = tuples.map((t) => (t.length === 1 ? t[0]! : JSON.stringify(t)));
    return { keys: { first, tuples: [...new Set(joined)] }, firstValues };
  }

  /** Throws the duplicate key error a unique index raises when `doc` (stored under idKey) would collide. */
  checkUnique(idKey: string, doc: Document): void {
    if (!this.spec.unique) return;
    const keys = this.keysOf(doc)?.keys;
    if (!keys?.tuples) return;
    for (const tuple of keys.tuples) {
      const holders = this.byTuple.get(tuple);
      if (holders === undefined) continue;
      if (typeof holders === 'string' ? holders !== idKey : [...holders].some((h) => h !== idKey)) throw this.duplicateError(doc);
    }
  }

  private duplicateError(doc: Document): StoreError {
    const keyValue: Record<string, unknown> = {};
    for (const f of this.fields) keyValue[f] = valuesAtPath(doc, f)[0] ?? null;
    const shown = EJSON.stringify(keyValue, { relaxed: true });
    return new StoreError('DuplicateKey', `E11000 duplicate key error collection: ${this.ns} index: ${this.spec.name} dup key: ${shown}`, {
      keyPattern: this.spec.key,
      keyValue,
    });
  }

  add(idKey: string, doc: Document): void {
    const found = this.keysOf(doc);
    if (!found) return;
    const { keys, firstValues: values } = found;
    if (values.length === 1 && typeof values[0] === 'number' && !Number.isNaN(values[0])) {
      this.numeric.set(idKey, values[0]);
      this.orderInsert(idKey, values[0]);
    } else if (this.notNumeric) this.notNumeric.add(idKey);
    else this.notNumericCount++;
    if (values.length > 1) this.multikeyDocs++;
    for (const k of keys.first) {
      if (this.strings && k.startsWith('s') && !this.byFirst.has(k)) this.insertString(k);
      addTo(this.byFirst, k, idKey);
    }
    if (keys.tuples) for (const t of keys.tuples) addTo(this.byTuple, t, idKey);
  }

  /** Takes out the document stored under idKey: `doc` is that stored document (its keys are recomputed). */
  remove(idKey: string, doc: Document): void {
    const found = this.keysOf(doc);
    if (!found) return;
    const { keys } = found;
    const value = this.numeric.get(idKey);
    if (value !== undefined) {
      this.numeric.delete(idKey);
      this.orderDelete(idKey, value);
    } else if (this.notNumeric) this.notNumeric.delete(idKey);
    else this.notNumericCount--;
    if (found.firstValues.length > 1) this.multikeyDocs--;
    for (const k of keys.first) {
      removeFrom(this.byFirst, k, idKey);
      if (this.strings && k.startsWith('s') && !this.byFirst.has(k)) this.staleStrings++;
    }
    if (this.strings && this.staleStrings > 64 && this.staleStrings * 4 > this.strings.length) this.strings = undefined;
    if (keys.tuples) for (const t of keys.tuples) removeFrom(this.byTuple, t, idKey);
  }

  /** The ids of the documents a partial or sparse index holds (a complete one holds the whole collection). */
  ids(): Iterable<string> {
    if (!this.notNumeric) throw new Error(`index ${this.spec.name} holds every document: walk the collection instead`);
    return [...this.numeric.keys(), ...this.notNumeric];
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.numeric.size + (this.notNumeric?.size ?? this.notNumericCount);
  }

  /**
   * The indexed documents' ids ordered by the first field (ascending, ties by id ascending), for a
   * find sorted on that field; null when some indexed document has no single number there. Built
   * on first use (a sort of the index, not of the documents), then kept in place: a write moves
   * its entry (a binary search and a splice), so a read after a write does not sort the index
   * again. Many writes between two reads (a bulk load) drop it instead, to be sorted once at the
   * next read. The arrays change in place: a walk must finish before the next write (finds walk
   * synchronously).
   */
  ordered(): IndexOrder | null {
    if ((this.notNumeric?.size ?? this.notNumericCount) > 0) return null;
    if (!this.orderCache) {
      const entries = [...this.numeric].sort((a, b) => a[1] - b[1] || compareIds(a[0], b[0]));
      this.orderCache = { ids: entries.map((e) => e[0]), values: entries.map((e) => e[1]) };
    }
    this.orderMoves = 0;
    return this.orderCache;
  }

  /** Where (value, idKey) goes in the kept order; false when too many writes came since the last read (the order is dropped). */
  private orderSlot(idKey: string, value: number): number | false {
    const order = this.orderCache;
    if (!order) return false;
    if (++this.orderMoves > ORDER_MOVES_KEPT) {
      this.orderCache = undefined;
      return false;
    }
    let lo = 0;
    let hi = order.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((order.values[mid]! - value || compareIds(order.ids[mid]!, idKey)) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private orderInsert(idKey: string, value: number): void {
    const at = this.orderSlot(idKey, value);
    if (at === false) return;
    this.orderCache!.ids.splice(at, 0, idKey);
    this.orderCache!.values.splice(at, 0, value);
  }

  private orderDelete(idKey: string, value: number): void {
    const at = this.orderSlot(idKey, value);
    if (at === false) return;
    const order = this.orderCache!;
    if (order.ids[at] !== idKey) {
      this.orderCache = undefined; // not where it should be: sort again at the next read
      return;
    }
    order.ids.splice(at, 1);
    order.values.splice(at, 1);
  }

  /** The partial filter's field when it is exactly `{ field: { $exists: true } }`. */
  get existsFilterField(): string | undefined {
    const pfe = this.spec.partialFilterExpression;
    if (!pfe || this.spec.sparse) return undefined;
    const keys = Object.keys(pfe);
    if (keys.length !== 1) return undefined;
    const cond = pfe[keys[0]!] as unknown;
    return cond && typeof cond === 'object' && Object.keys(cond).length === 1 && (cond as { $exists?: unknown }).$exists === true ? keys[0] : undefined;
  }

  private sortedStrings(): string[] {
    if (!this.strings) {
      const out: string[] = [];
      for (const k of this.byFirst.keys()) if (k.startsWith('s')) out.push(k);
      this.strings = out.sort(compareStrings);
      this.staleStrings = 0;
    }
    return this.strings;
  }

  private insertString(key: string): void {
    const list = this.strings!;
    const at = firstNotBelow(list, key, false);
    // A stale entry comes back to life, or a new one goes in its place.
    if (list[at] === key) this.staleStrings--;
    else list.splice(at, 0, key);
  }

  /** Positions [from, to) in the sorted strings of the values the range holds (one side only on a multikey index). */
  private stringSpan(range: Pick<StringRange, 'lower' | 'upper'>): [string[], number, number] {
    const list = this.sortedStrings();
    const { lower, upper } = this.oneSided(range);
    const from = lower ? firstNotBelow(list, `s${lower.value}`, !lower.inclusive) : 0;
    const to = upper ? firstNotBelow(list, `s${upper.value}`, upper.inclusive) : list.length;
    return [list, from, Math.max(from, to)];
  }

  /**
   * Both bounds, or on an index holding arrays only the lower one (else the upper): an array's
   * elements may meet the two bounds separately (`["a", "z"]` matches `{$gt: "m", $lt: "c"}`),
   * so intersecting them would lose documents. The caller's filter still tests both.
   */
  private oneSided(range: Pick<StringRange, 'lower' | 'upper'>): Pick<StringRange, 'lower' | 'upper'> {
    if (this.multikeyDocs === 0 || !range.lower || !range.upper) return range;
    return { lower: range.lower };
  }

  /** About how many documents a string range holds (distinct strings in it): a binary search, for the planner. */
  estimateStringRange(range: Pick<StringRange, 'lower' | 'upper'>): number {
    const [, from, to] = this.stringSpan(range);
    return to - from;
  }

  /** Ids of the documents with a string in the range in their first key field (a superset of the matches). */
  stringRangeIds(range: Pick<StringRange, 'lower' | 'upper'>): Set<string> {
    const [list, from, to] = this.stringSpan(range);
    const out = new Set<string>();
    for (let i = from; i < to; i++) {
      const ids = this.byFirst.get(list[i]!);
      if (typeof ids === 'string') out.add(ids);
      else if (ids) for (const id of ids) out.add(id);
    }
    return out;
  }

  /** Ids of documents whose first key field equals one of `values` (planner use; complete indexes only). */
  /** How many ids `lookup(values)` would collect (at most: an id under two of the values counts twice), without collecting them. */
  holderCount(values: unknown[]): number {
    let n = 0;
    for (const v of values) {
      const ids = this.byFirst.get(valueKey(v));
      n += typeof ids === 'string' ? 1 : ids ? ids.size : 0;
    }
    return n;
  }

  lookup(values: unknown[]): Set<string> {
    const out = new Set<string>();
    for (const v of values) {
      const ids = this.byFirst.get(valueKey(v));
      if (typeof ids === 'string') out.add(ids);
      else if (ids) for (const id of ids) out.add(id);
    }
    return out;
  }
}

/** The first position in `list` (code point order) holding a string above `value`, or at least `value` when not `strictlyAbove`. */
const firstNotBelow = (list: string[], value: string, strictlyAbove: boolean) => firstPosition(list, value, compareStrings, strictlyAbove);

function addTo(map: Map<string, Holders>, key: string, id: string): void {
  const held = map.get(key);
  if (held === undefined) map.set(key, id);
  else if (typeof held === 'string') {
    if (held !== id) map.set(key, new Set([held, id]));
  } else held.add(id);
}

function removeFrom(map: Map<string, Holders>, key: string, id: string): void {
  const held = map.get(key);
  if (held === undefined) return;
  if (typeof held === 'string') {
    if (held === id) map.delete(key);
    return;
  }
  held.delete(id);
  if (held.size === 1) map.set(key, held.values().next().value!);
  else if (held.size === 0) map.delete(key);
}
