/** find, getMore, killCursors, count, distinct, aggregate. */
import type { Document } from 'bson';
import { Aggregator, ProcessingMode, Query } from 'mingo';
import { equalityMatcher, existsMatcher, stringRangeMatcher } from '../fast-path.ts';
import { StoreError } from '../errors.ts';
import { firstPosition, valueKey, valuesAtPath } from '../keys.ts';
import { collectionName, matchDocs, optionalDoc, optionalNumber, queryOptions, shapeDocs, type CommandHandler } from './context.ts';

function batchSizeOf(cmd: Document, field = 'batchSize'): number | undefined {
  const n = optionalNumber(cmd, field);
  if (n !== undefined && n < 0) throw new StoreError('BadValue', `${field} must be non-negative`);
  return n;
}

export const find: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'find');
  const filter = optionalDoc(cmd, 'filter');
  const sort = optionalDoc(cmd, 'sort');
  const projection = optionalDoc(cmd, 'projection');
  const skip = optionalNumber(cmd, 'skip') ?? 0;
  let limit = optionalNumber(cmd, 'limit') ?? 0;
  if (skip < 0) throw new StoreError('BadValue', 'skip must be non-negative');
  let singleBatch = cmd.singleBatch === true;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  let batchSize = batchSizeOf(cmd);
  if (batchSize === 0) batchSize = undefined;
  const coll = ctx.engine.collection(ctx.db, name);
  const ordered = coll && sort ? coll.sortedScan(filter, sort, limit ? skip + limit : 0) : undefined;
  const docs = ordered
    ? shapeDocs(takeMatching(ordered.docs, withoutImplied(filter, ordered.impliedField), skip, limit, ctx), { projection }, ctx)
    : shapeDocs(matchDocs(coll, filter, ctx), { sort, skip, limit, projection }, ctx);
  return ctx.cursors.first(`${ctx.db}.${name}`, docs, limit ? Math.min(batchSize ?? limit, limit) : batchSize, singleBatch);
};

/** Walks documents already in sort order, keeping those matching `filter`, after `skip`, up to `limit` (0: all). */
function takeMatching(ordered: Iterable<Document>, filter: Document | undefined, skip: number, limit: number, ctx: Parameters<CommandHandler>[1]): Document[] {
  const test = matcherFor(filter, ctx);
  const out: Document[] = [];
  let skipped = 0;
  for (const doc of ordered) {
    if (!test(doc)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    out.push(doc);
    if (limit && out.length >= limit) break;
  }
  return out;
}

/** The filter without `{field: {$exists: true}}` when every walked document has the field. */
function withoutImplied(filter: Document | undefined, field: string | undefined): Document | undefined {
  if (!filter || !field) return filter;
  const cond = filter[field] as Document | undefined;
  if (!cond || typeof cond !== 'object' || Object.keys(cond).length !== 1 || cond.$exists !== true) return filter;
  const { [field]: _implied, ...rest } = filter;
  return rest;
}

/** A matcher for `{ field: { $regex: string, $options?: 'i'|'m'|'s' } }` on string values, else undefined (mingo then). */
function prefixRegexMatcher(filter: Document): ((doc: Document) => boolean) | undefined {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0]!.startsWith('$')) return undefined;
  const cond = filter[keys[0]!] as Document | undefined;
  if (!cond || typeof cond !== 'object' || typeof cond.$regex !== 'string') return undefined;
  const extra = Object.keys(cond).filter((k) => k !== '$regex' && k !== '$options');
  const options = cond.$options === undefined ? '' : cond.$options;
  if (extra.length > 0 || typeof options !== 'string' || !/^[ims]*$/.test(options)) return undefined;
  let re: RegExp;
  try {
    re = new RegExp(cond.$regex, options);
  } catch {
    return undefined;
  }
  const path = keys[0]!;
  return (doc) => valuesAtPath(doc, path).some((v) => typeof v === 'string' && re.test(v));
}

export const getMore: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collection');
  return ctx.cursors.more(cmd.getMore, `${ctx.db}.${name}`, batchSizeOf(cmd));
};

export const killCursors: CommandHandler = (cmd, ctx) => {
  collectionName(cmd, 'killCursors');
  if (!Array.isArray(cmd.cursors)) throw new StoreError('TypeMismatch', "'cursors' must be an array");
  return ctx.cursors.kill(cmd.cursors);
};

export const count: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'count');
  const matched = matchDocs(ctx.engine.collection(ctx.db, name), optionalDoc(cmd, 'query'), ctx);
  const skip = Math.max(0, optionalNumber(cmd, 'skip') ?? 0);
  const limit = Math.abs(optionalNumber(cmd, 'limit') ?? 0);
  let n = Math.max(0, matched.length - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
};

export const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'distinct');
  if (typeof cmd.key !== 'string' || !cmd.key) throw new StoreError('TypeMismatch', "'key' must be a field name");
  const matched = matchDocs(ctx.engine.collection(ctx.db, name), optionalDoc(cmd, 'query'), ctx);
  const seen = new Map<string, unknown>();
  for (const doc of matched) {
    for (const v of valuesAtPath(doc, cmd.key)) if (v !== undefined) seen.set(valueKey(v), v);
  }
  return { values: [...seen.values()], ok: 1 };
};

/** Stages the embedded store does not run: writing stages and server-state stages. */
const UNSUPPORTED_STAGES = new Set(['$out', '$merge', '$changeStream', '$currentOp', '$listSessions', '$collStats', '$indexStats']);

export const aggregate: CommandHandler = (cmd, ctx) => {
  if (typeof cmd.aggregate !== 'string') {
    throw new StoreError('NotImplemented', 'database-level aggregation ({aggregate: 1}) is not supported by the embedded store');
  }
  const name = collectionName(cmd, 'aggregate');
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline)) throw new StoreError('TypeMismatch', "'pipeline' must be an array");
  for (const stage of pipeline as Document[]) {
    const op = Object.keys(stage ?? {})[0];
    if (!op) throw new StoreError('BadValue', 'a pipeline stage must be a document with one field');
    if (UNSUPPORTED_STAGES.has(op)) throw new StoreError('NotImplemented', `${op} is not supported by the embedded store`);
  }
  if (cmd.explain) throw new StoreError('NotImplemented', 'explain is not supported by the embedded store');
  const cursorOpts = optionalDoc(cmd, 'cursor');
  if (!cursorOpts) throw new StoreError('FailedToParse', "The 'cursor' option is required");
  const coll = ctx.engine.collection(ctx.db, name);
  // The driver's countDocuments ({$match}, {$group: {_id: 1, n: {$sum: 1}}}): counted without cloning every document.
  const counted = countPipelineFilter(pipeline as Document[]);
  if (counted) {
    const n = coll ? countMatching(coll, counted.filter, ctx) : 0;
    return ctx.cursors.first(`${ctx.db}.${name}`, n > 0 ? [{ _id: counted.groupId, n }] : [], batchSizeOf(cursorOpts));
  }
  // Narrow the input by a leading $match (the stage itself still runs).
  const first = pipeline[0] as Document | undefined;
  const input = coll ? coll.candidates(first?.$match as Document | undefined) : [];
  const out = new Aggregator(pipeline as Document[], { ...queryOptions(ctx), processingMode: ProcessingMode.CLONE_INPUT }).run<Document>(input);
  return ctx.cursors.first(`${ctx.db}.${name}`, out, batchSizeOf(cursorOpts));
};

/** The filter of a `[{$match}, {$group: {_id: <constant>, n: {$sum: 1}}}]` pipeline (countDocuments' shape), else undefined. */
function countPipelineFilter(pipeline: Document[]): { filter: Document; groupId: unknown } | undefined {
  if (pipeline.length !== 2) return undefined;
  const match = pipeline[0]!.$match as unknown;
  const group = pipeline[1]!.$group as Document | undefined;
  if (!match || typeof match !== 'object' || Array.isArray(match) || Object.keys(pipeline[0]!).length !== 1) return undefined;
  if (!group || Object.keys(pipeline[1]!).length !== 1 || Object.keys(group).length !== 2) return undefined;
  const id = group._id as unknown;
  const sum = (group.n as Document | undefined)?.$sum as unknown;
  if ((typeof id !== 'number' && typeof id !== 'string' && id !== null) || (typeof id === 'string' && id.startsWith('$')) || sum !== 1) return undefined;
  return { filter: match, groupId: id };
}

/** `<` and `===` as a comparator (Infinity equals itself, unlike with a subtraction). */
const compareNumbers = (a: number, b: number) => (a < b ? -1 : a === b ? 0 : 1);

/** How many documents match: a partial index's size when the filter is exactly its `{field: {$exists: true}}`. */
function countMatching(
  coll: NonNullable<ReturnType<Parameters<CommandHandler>[1]['engine']['collection']>>,
  filter: Document,
  ctx: Parameters<CommandHandler>[1],
): number {
  const keys = Object.keys(filter);
  if (keys.length === 1) {
    const cond = filter[keys[0]!] as Document | undefined;
    if (cond && typeof cond === 'object' && Object.keys(cond).length === 1 && cond.$exists === true) {
      for (const index of coll.indexes.values()) if (index.existsFilterField === keys[0]) return index.size;
    }
    // A range on a numeric indexed field: two binary searches in the index order.
    const op = cond && typeof cond === 'object' ? Object.keys(cond)[0] : undefined;
    const bound = op ? (cond![op] as unknown) : undefined;
    if (op && Object.keys(cond!).length === 1 && ['$gt', '$gte', '$lt', '$lte'].includes(op) && typeof bound === 'number') {
      for (const index of coll.indexes.values()) {
        if (index.firstField !== keys[0] || !(index.complete || index.existsFilterField === keys[0])) continue;
        const order = index.ordered();
        if (!order) continue;
        // How many values are < x (or <= x when inclusive).
        const below = (x: number, inclusive: boolean) => firstPosition(order.values, x, compareNumbers, inclusive);
        const n = order.values.length;
        if (op === '$gt') return n - below(bound, true);
        if (op === '$gte') return n - below(bound, false);
        if (op === '$lt') return below(bound, false);
        return below(bound, true);
      }
    }
  }
  // A filter requiring a partial index's field: count over that index's documents only, unless
  // an equality (on `_id` or an indexed field) narrows the documents further.
  const candidates = coll.candidates(filter);
  for (const index of coll.indexes.values()) {
    const field = index.existsFilterField;
    const rest = field ? withoutImplied(filter, field) : filter;
    if (!field || rest === filter || candidates.length <= index.size) continue;
    const test = matcherFor(rest, ctx);
    let n = 0;
    for (const id of index.ids()) {
      const doc = coll.docs.get(id);
      if (doc && test(doc)) n++;
    }
    return n;
  }
  const test = matcherFor(filter, ctx);
  return candidates.filter(test).length;
}

/** The quickest matcher for a filter: none, plain equality, one regex, one `$exists: true`, string ranges (then the rest), else mingo. */
function matcherFor(filter: Document | undefined, ctx: Parameters<CommandHandler>[1]): (doc: Document) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  let query: Query | undefined; // built on first use: its set-up costs more than the fast paths
  const viaMingo = (doc: Document) => (query ??= new Query(filter, queryOptions(ctx))).test(doc);
  const fast =
    equalityMatcher(filter) ?? prefixRegexMatcher(filter) ?? existsMatcher(filter, viaMingo) ?? stringRangeMatcher(filter, (rest) => matcherFor(rest, ctx));
  return fast ?? viaMingo;
}
