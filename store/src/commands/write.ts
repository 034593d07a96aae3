/** insert, update, delete: batches of statements, each failure reported in `writeErrors`. */
import { ObjectId, type Document } from 'bson';
import { StoreError, toStoreError } from '../errors.ts';
import { applyUpdate, buildUpsert, validateUpdate } from '../update.ts';
import { collectionName, matchDocs, type CommandContext, type CommandHandler } from './context.ts';

function statements(cmd: Document, field: string): Document[] {
  const list = cmd[field];
  if (!Array.isArray(list)) throw new StoreError('TypeMismatch', `'${field}' must be an array`);
  for (const s of list)
    if (!s || typeof s !== 'object' || Array.isArray(s)) throw new StoreError('TypeMismatch', `every entry of '${field}' must be a document`);
  return list as Document[];
}

/** Runs each statement; an ordered batch stops at its first error, an unordered one goes on. */
function runBatch(cmd: Document, items: Document[], run: (item: Document, index: number) => void): Document[] {
  const ordered = cmd.ordered !== false;
  const errors: Document[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      run(items[i]!, i);
    } catch (err) {
      const e = toStoreError(err);
      if (e.codeName === 'InternalError') throw e;
      errors.push(e.toWriteError(i));
      if (ordered) break;
    }
  }
  return errors;
}

function withErrors(reply: Document, errors: Document[]): Document {
  if (errors.length) reply.writeErrors = errors;
  return reply;
}

export const insert: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'insert');
  const docs = statements(cmd, 'documents');
  let n = 0;
  const errors = runBatch(cmd, docs, (raw) => {
    if (Array.isArray(raw._id)) throw new StoreError('BadValue', "can't use an array for _id");
    const doc = raw._id === undefined ? { _id: new ObjectId(), ...raw } : raw;
    const coll = ctx.engine.ensureCollection(ctx.db, name);
    coll.checkWrite(doc, false);
    ctx.engine.write({ o: 'p', d: ctx.db, c: name, doc });
    n++;
  });
  return withErrors({ n, ok: 1 }, errors);
};

interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
}

/** One update statement: shared by `update` and used as the model for findAndModify. */
function runUpdateStatement(ctx: CommandContext, name: string, stmt: Document): UpdateOutcome {
  const filter = (stmt.q ?? {}) as Document;
  if (typeof filter !== 'object' || Array.isArray(filter)) throw new StoreError('TypeMismatch', "'q' must be a document");
  const update = validateUpdate(stmt.u, ctx.engine.strict);
  const multi = stmt.multi === true;
  const arrayFilters = stmt.arrayFilters as Document[] | undefined;
  if (multi && !Array.isArray(update) && !Object.keys(update).some((k) => k.startsWith('$'))) {
    throw new StoreError('FailedToParse', 'multi update is not supported for replacement-style update');
  }
  const coll = ctx.engine.collection(ctx.db, name);
  let matched = matchDocs(coll, filter, ctx);
  if (!multi) matched = matched.slice(0, 1);
  let modified = 0;
  for (const doc of matched) {
    const next = applyUpdate(doc, update, { arrayFilters, filter, inserting: false, strict: ctx.engine.strict });
    if (!next.modified) continue;
    coll!.checkWrite(next.doc, true);
    ctx.engine.write({ o: 'p', d: ctx.db, c: name, doc: next.doc });
    modified++;
  }
  if (matched.length === 0 && stmt.upsert === true) {
    const doc = buildUpsert(filter, update, arrayFilters, ctx.engine.strict);
    const target = ctx.engine.ensureCollection(ctx.db, name);
    target.checkWrite(doc, false);
    ctx.engine.write({ o: 'p', d: ctx.db, c: name, doc });
    return { matched: 0, modified: 0, upsertedId: doc._id };
  }
  return { matched: matched.length, modified };
}

export const update: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'update');
  const stmts = statements(cmd, 'updates');
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const errors = runBatch(cmd, stmts, (stmt, index) => {
    const out = runUpdateStatement(ctx, name, stmt);
    if (out.upsertedId !== undefined) {
      upserted.push({ index, _id: out.upsertedId });
      n += 1;
    } else {
      n += out.matched;
      nModified += out.modified;
    }
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  return withErrors(reply, errors);
};

export const remove: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'delete');
  const stmts = statements(cmd, 'deletes');
  let n = 0;
  const errors = runBatch(cmd, stmts, (stmt) => {
    const filter = (stmt.q ?? {}) as Document;
    if (typeof filter !== 'object' || Array.isArray(filter)) throw new StoreError('TypeMismatch', "'q' must be a document");
    const limit = Number(stmt.limit ?? 0);
    if (limit !== 0 && limit !== 1) throw new StoreError('BadValue', 'delete limit must be 0 (all) or 1');
    let matched = matchDocs(ctx.engine.collection(ctx.db, name), filter, ctx);
    if (limit === 1) matched = matched.slice(0, 1);
    for (const doc of matched) ctx.engine.write({ o: 'r', d: ctx.db, c: name, id: doc._id });
    n += matched.length;
  });
  return withErrors({ n, ok: 1 }, errors);
};
