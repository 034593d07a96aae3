/** Command dispatch: the first field of a command names it. */
import type { Document } from 'bson';
import { StoreError, toStoreError } from '../errors.ts';
import { buildInfo, endSessions, hello, isMaster, listDatabases, ping } from './admin.ts';
import type { CommandContext, CommandHandler } from './context.ts';
import { create, createIndexes, drop, dropDatabase, dropIndexes, listCollections, listIndexes } from './ddl.ts';
import { findAndModify } from './find-and-modify.ts';
import { aggregate, count, distinct, find, getMore, killCursors } from './read.ts';
import { checkStrictCommand } from './strict.ts';
import { insert, remove, update } from './write.ts';

export type { CommandContext } from './context.ts';

const HANDLERS: Record<string, CommandHandler> = {
  hello,
  isMaster,
  ismaster: isMaster,
  ping,
  buildInfo,
  buildinfo: buildInfo,
  endSessions,
  listDatabases,
  find,
  getMore,
  killCursors,
  insert,
  update,
  delete: remove,
  findAndModify,
  findandmodify: findAndModify,
  aggregate,
  count,
  distinct,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  create,
  drop,
  listCollections,
  dropDatabase,
};

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

export function commandName(cmd: Document): string {
  const name = Object.keys(cmd)[0];
  if (!name) throw new StoreError('FailedToParse', 'empty command document');
  return name;
}

/** Runs one command and returns its reply; failures become `{ ok: 0, errmsg, code, codeName }`. */
export function runCommand(cmd: Document, ctx: CommandContext): Document {
  try {
    const name = commandName(cmd);
    if (TRANSACTION_COMMANDS.has(name) || cmd.startTransaction !== undefined || cmd.autocommit !== undefined) {
      throw new StoreError('IllegalOperation', 'Transactions are not supported by the embedded store (it runs as a standalone server, not a replica set)');
    }
    const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!handler) throw new StoreError('CommandNotFound', `no such command: '${name}'`);
    if (ctx.engine.strict) checkStrictCommand(name, cmd, ctx);
    const reply = handler(cmd, ctx);
    ctx.engine.flush();
    return reply;
  } catch (err) {
    // Whatever was applied before the failure (e.g. earlier documents of a batch) is kept and journaled.
    try {
      ctx.engine.flush();
    } catch (flushErr) {
      return toStoreError(flushErr).toReply();
    }
    return toStoreError(err).toReply();
  }
}
