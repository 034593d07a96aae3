/** findAndModify: one document found (by query and sort), then removed or updated, atomically. */
import type { Document } from 'bson';
import { StoreError } from '../errors.ts';
import { applyUpdate, buildUpsert, validateUpdate } from '../update.ts';
import { collectionName, matchDocs, optionalDoc, project, shapeDocs, type CommandHandler } from './context.ts';

export const findAndModify: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, cmd.findAndModify !== undefined ? 'findAndModify' : 'findandmodify');
  const filter = optionalDoc(cmd, 'query') ?? {};
  const sort = optionalDoc(cmd, 'sort');
  const fields = optionalDoc(cmd, 'fields');
  const remove = cmd.remove === true;
  const hasUpdate = cmd.update !== undefined && cmd.update !== null;
  if (remove && hasUpdate) throw new StoreError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate) throw new StoreError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && cmd.upsert === true) throw new StoreError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  if (remove && cmd.new === true)
    throw new StoreError('FailedToParse', 'Cannot specify both new=true and remove=true; remove=true returns the removed document');

  const coll = ctx.engine.collection(ctx.db, name);
  const found = shapeDocs(matchDocs(coll, filter, ctx), { sort, limit: 1 }, ctx)[0];

  if (remove) {
    if (found) ctx.engine.write({ o: 'r', d: ctx.db, c: name, id: found._id });
    return { lastErrorObject: { n: found ? 1 : 0 }, value: project(found, fields, ctx), ok: 1 };
  }

  const update = validateUpdate(cmd.update, ctx.engine.strict);
  const arrayFilters = cmd.arrayFilters as Document[] | undefined;
  if (found) {
    const next = applyUpdate(found, update, { arrayFilters, filter, inserting: false, strict: ctx.engine.strict });
    if (next.modified) {
      coll!.checkWrite(next.doc, true);
      ctx.engine.write({ o: 'p', d: ctx.db, c: name, doc: next.doc });
    }
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(cmd.new === true ? next.doc : found, fields, ctx), ok: 1 };
  }
  if (cmd.upsert === true) {
    const doc = buildUpsert(filter, update, arrayFilters, ctx.engine.strict);
    const target = ctx.engine.ensureCollection(ctx.db, name);
    target.checkWrite(doc, false);
    ctx.engine.write({ o: 'p', d: ctx.db, c: name, doc });
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: cmd.new === true ? project(doc, fields, ctx) : null,
      ok: 1,
    };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};
