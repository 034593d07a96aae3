/**
 * Strict mode (README.md): the commands real MongoDB 7.0 refuses, refused the same way, so that a
 * query only this store accepts fails in the tests instead of in production. Checked before the
 * command runs: fields MongoDB does not know (40415, "BSON field 'update.updates.sort' is an
 * unknown field."), and a hint naming no index of the collection (BadValue). Documents MongoDB
 * would not store are refused where they are written (Engine, `strict`).
 */
import type { Document } from 'bson';
import { StoreError } from '../errors.ts';
import type { CommandContext } from './context.ts';

/** Fields every command may carry (MongoDB's generic arguments). */
const GENERIC = [
  '$db',
  'lsid',
  'txnNumber',
  'stmtId',
  'autocommit',
  'startTransaction',
  '$clusterTime',
  '$readPreference',
  'readConcern',
  'writeConcern',
  'maxTimeMS',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
];

/** Each checked command's own fields, as MongoDB 7.0 declares them (commands not listed are not checked). */
const COMMAND_FIELDS: Record<string, string[]> = {
  find: [
    'filter',
    'projection',
    'sort',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'max',
    'min',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'collation',
    'allowDiskUse',
    'let',
  ],
  getMore: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'],
  killCursors: ['cursors'],
  insert: ['documents', 'ordered', 'bypassDocumentValidation'],
  update: ['updates', 'ordered', 'bypassDocumentValidation', 'let'],
  delete: ['deletes', 'ordered', 'let'],
  findAndModify: ['query', 'fields', 'sort', 'remove', 'update', 'new', 'upsert', 'bypassDocumentValidation', 'collation', 'arrayFilters', 'hint', 'let'],
  aggregate: ['pipeline', 'explain', 'allowDiskUse', 'cursor', 'bypassDocumentValidation', 'collation', 'hint', 'let'],
  count: ['query', 'limit', 'skip', 'hint', 'collation', 'fields'],
  distinct: ['key', 'query', 'collation', 'hint'],
  createIndexes: ['indexes', 'commitQuorum', 'ignoreUnknownIndexOptions'],
  listIndexes: ['cursor', 'includeBuildUUIDs', 'includeIndexBuildInfo'],
  dropIndexes: ['index'],
  drop: [],
  dropDatabase: [],
  listCollections: ['filter', 'cursor', 'nameOnly', 'authorizedCollections'],
  listDatabases: ['filter', 'nameOnly', 'authorizedDatabases'],
};

/** The fields of one statement of a write command's batch (MongoDB 7.0: no `sort` in an update, 8.0 added it). */
const STATEMENT_FIELDS: Record<string, { list: string; fields: string[] }> = {
  update: { list: 'updates', fields: ['q', 'u', 'c', 'arrayFilters', 'multi', 'upsert', 'collation', 'hint'] },
  delete: { list: 'deletes', fields: ['q', 'limit', 'collation', 'hint'] },
};

const ALIASES: Record<string, string> = { findandmodify: 'findAndModify', deleteIndexes: 'dropIndexes' };

const known = (fields: string[]) => new Set([...GENERIC, ...fields]);
const KNOWN = new Map(Object.entries(COMMAND_FIELDS).map(([name, fields]) => [name, known([name, ...fields])]));
const STATEMENTS = new Map(Object.entries(STATEMENT_FIELDS).map(([name, s]) => [name, { list: s.list, fields: new Set(s.fields) }]));

function unknownField(path: string): StoreError {
  return new StoreError('Location40415', `BSON field '${path}' is an unknown field.`);
}

/** Throws what MongoDB answers to a command it refuses; returns when the command is one it takes. */
export function checkStrictCommand(name: string, cmd: Document, ctx: CommandContext): void {
  const canonical = ALIASES[name] ?? name;
  const fields = KNOWN.get(canonical);
  if (!fields) return;
  for (const field of Object.keys(cmd)) {
    if (field !== name && !fields.has(field)) throw unknownField(`${canonical}.${field}`);
  }
  const statements = STATEMENTS.get(canonical);
  const list: unknown = statements ? cmd[statements.list] : undefined;
  if (statements && Array.isArray(list)) {
    for (const stmt of list) {
      if (!stmt || typeof stmt !== 'object') continue;
      for (const field of Object.keys(stmt as Document)) {
        if (!statements.fields.has(field)) throw unknownField(`${canonical}.${statements.list}.${field}`);
      }
      checkHint((stmt as Document).hint, cmd[name], ctx);
    }
  }
  checkHint(cmd.hint, cmd[name], ctx);
}

/** A hint must name an index of the collection, by name or by key pattern (`$natural` aside). */
function checkHint(hint: unknown, collection: unknown, ctx: CommandContext): void {
  if (hint === undefined || hint === null || hint === '') return;
  if (typeof hint === 'object' && (Object.keys(hint).length === 0 || '$natural' in hint)) return;
  const coll = typeof collection === 'string' ? ctx.engine.collection(ctx.db, collection) : undefined;
  // MongoDB answers a query on a missing collection with no documents, hint or not.
  if (!coll) return;
  const specs = coll.indexSpecs();
  const found =
    typeof hint === 'string'
      ? specs.some((s) => s.name === hint)
      : typeof hint === 'object' && specs.some((s) => JSON.stringify(s.key) === JSON.stringify(hint));
  if (!found) throw new StoreError('BadValue', 'hint provided does not correspond to an existing index');
}
