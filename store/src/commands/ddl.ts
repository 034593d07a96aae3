/** Collections and indexes: create, drop, listCollections, dropDatabase, createIndexes, listIndexes, dropIndexes. */
import type { Document } from 'bson';
import { Query } from 'mingo';
import { ID_INDEX } from '../collection.ts';
import { StoreError } from '../errors.ts';
import { normalizeIndexSpec, sameKey, type IndexSpec } from '../indexes.ts';
import { collectionName, optionalDoc, optionalNumber, queryOptions, type CommandHandler } from './context.ts';

const UNSUPPORTED_CREATE_OPTIONS = [
  'capped',
  'size',
  'max',
  'validator',
  'viewOn',
  'pipeline',
  'timeseries',
  'clusteredIndex',
  'expireAfterSeconds',
  'changeStreamPreAndPostImages',
];

export const create: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  const unsupported = UNSUPPORTED_CREATE_OPTIONS.filter((o) => cmd[o] !== undefined);
  if (unsupported.length) throw new StoreError('NotImplemented', `create option(s) ${unsupported.join(', ')} not supported by the embedded store`);
  if (ctx.engine.collection(ctx.db, name)) throw new StoreError('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
  ctx.engine.ensureCollection(ctx.db, name);
  return { ok: 1 };
};

export const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const coll = ctx.engine.collection(ctx.db, name);
  if (!coll) throw new StoreError('NamespaceNotFound', 'ns not found');
  ctx.engine.write({ o: 'dc', d: ctx.db, c: name });
  return { nIndexesWas: coll.indexes.size + 1, ns: coll.ns, ok: 1 };
};

export const dropDatabase: CommandHandler = (_cmd, ctx) => {
  if (ctx.engine.dbs.has(ctx.db)) ctx.engine.write({ o: 'dd', d: ctx.db });
  return { dropped: ctx.db, ok: 1 };
};

export const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = optionalDoc(cmd, 'filter');
  const nameOnly = cmd.nameOnly === true;
  let entries: Document[] = ctx.engine
    .collectionsOf(ctx.db)
    .map((c) =>
      nameOnly ? { name: c.name, type: 'collection' } : { name: c.name, type: 'collection', options: {}, info: { readOnly: false }, idIndex: ID_INDEX },
    );
  if (filter && Object.keys(filter).length) {
    const q = new Query(filter, queryOptions(ctx));
    entries = entries.filter((e) => q.test(e));
  }
  const cursor = optionalDoc(cmd, 'cursor');
  return ctx.cursors.first(`${ctx.db}.$cmd.listCollections`, entries, cursor ? optionalNumber(cursor, 'batchSize') : undefined);
};

export const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) throw new StoreError('BadValue', "'indexes' must be a non-empty array");
  const specs = (cmd.indexes as Document[]).map(normalizeIndexSpec);
  const createdCollectionAutomatically = !ctx.engine.collection(ctx.db, name);
  const coll = ctx.engine.ensureCollection(ctx.db, name);
  const before = coll.indexes.size + 1;
  for (const spec of specs) {
    if (spec.name === ID_INDEX.name && sameKey(spec, ID_INDEX)) continue;
    if (!isNew(coll.indexSpecs(), spec)) continue;
    coll.buildIndex(spec, true); // throws E11000 when existing documents break a unique index
    ctx.engine.write({ o: 'ci', d: ctx.db, c: name, spec });
  }
  return { createdCollectionAutomatically, numIndexesBefore: before, numIndexesAfter: coll.indexes.size + 1, ok: 1 };
};

/** False when an identical index exists; throws when a conflicting one does. */
function isNew(existing: IndexSpec[], spec: IndexSpec): boolean {
  for (const other of existing) {
    const sameName = other.name === spec.name;
    const keyMatch = sameKey(other, spec);
    if (!sameName && !keyMatch) continue;
    if (sameName && !keyMatch) {
      throw new StoreError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index but a different key: ${spec.name} ${JSON.stringify(other.key)}`,
      );
    }
    const sameOptions = JSON.stringify({ ...other, name: '' }) === JSON.stringify({ ...spec, name: '' });
    if (sameName) {
      if (sameOptions) return false;
      throw new StoreError('IndexOptionsConflict', `An index with the same name already exists with different options: ${spec.name}`);
    }
    // Same key, other name: allowed only when the partial filters differ (as MongoDB allows).
    if (JSON.stringify(other.partialFilterExpression) !== JSON.stringify(spec.partialFilterExpression)) continue;
    throw new StoreError('IndexOptionsConflict', `Index already exists with a different name: ${other.name}`);
  }
  return true;
}

export const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'listIndexes');
  const coll = ctx.engine.collection(ctx.db, name);
  if (!coll) throw new StoreError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const cursor = optionalDoc(cmd, 'cursor');
  return ctx.cursors.first(
    `${ctx.db}.${name}`,
    coll.indexSpecs().map((s) => ({ ...s })),
    cursor ? optionalNumber(cursor, 'batchSize') : undefined,
  );
};

export const dropIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, cmd.dropIndexes !== undefined ? 'dropIndexes' : 'deleteIndexes');
  const coll = ctx.engine.collection(ctx.db, name);
  if (!coll) throw new StoreError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size + 1;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (target && typeof target === 'object') {
    const match = coll.indexSpecs().find((s) => JSON.stringify(s.key) === JSON.stringify(target));
    if (!match) throw new StoreError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names = [match.name];
  } else throw new StoreError('TypeMismatch', "'index' must be a name, a key pattern, a list of names or '*'");
  for (const n of names) {
    if (n === ID_INDEX.name) throw new StoreError('InvalidOptions', 'cannot drop _id index');
    if (!coll.indexes.has(n)) throw new StoreError('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) ctx.engine.write({ o: 'di', d: ctx.db, c: name, n });
  return { nIndexesWas, ok: 1 };
};
