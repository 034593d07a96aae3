/** find, getMore, killCursors, count, distinct, aggregate. */
import type { Document } from 'bson';
import { Aggregator, ProcessingMode } from 'mingo';
import { StoreError } from '../errors.ts';
import { valueKey, valuesAtPath } from '../keys.ts';
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
  const matched = matchDocs(ctx.engine.collection(ctx.db, name), filter, ctx);
  const docs = shapeDocs(matched, { sort, skip, limit, projection }, ctx);
  return ctx.cursors.first(`${ctx.db}.${name}`, docs, limit ? Math.min(batchSize ?? limit, limit) : batchSize, singleBatch);
};

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
  // Narrow the input by a leading $match (the stage itself still runs).
  const first = pipeline[0] as Document | undefined;
  const input = coll ? coll.candidates(first?.$match as Document | undefined) : [];
  const out = new Aggregator(pipeline as Document[], { ...queryOptions(ctx), processingMode: ProcessingMode.CLONE_INPUT }).run<Document>(input);
  return ctx.cursors.first(`${ctx.db}.${name}`, out, batchSizeOf(cursorOpts));
};
