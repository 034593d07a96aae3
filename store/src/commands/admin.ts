/** Handshake and server-level commands: hello/isMaster, ping, buildInfo, endSessions, listDatabases. */
import type { Document } from 'bson';
import { MAX_MESSAGE_BYTES } from '../wire.ts';
import type { CommandHandler } from './context.ts';

const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
/** What hello reports is what the framer enforces (mongod's 48,000,000). */
const MAX_MESSAGE_SIZE = MAX_MESSAGE_BYTES;
const MAX_WRITE_BATCH_SIZE = 100_000;
const STORE_VERSION = '7.0.0';

/**
 * A standalone server. No `topologyVersion`, so the driver polls instead of streaming
 * (exhaust) hellos; `logicalSessionTimeoutMinutes` so the driver uses sessions.
 */
function helloReply(connectionId: number, legacy: boolean): Document {
  return {
    helloOk: true,
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
}

export const hello: CommandHandler = (_cmd, ctx) => helloReply(ctx.connectionId, false);
export const isMaster: CommandHandler = (_cmd, ctx) => helloReply(ctx.connectionId, true);
export const ping: CommandHandler = () => ({ ok: 1 });
export const endSessions: CommandHandler = () => ({ ok: 1 });

export const buildInfo: CommandHandler = () => ({
  version: STORE_VERSION,
  versionArray: STORE_VERSION.split('.').map(Number).concat(0),
  gitVersion: 'embedded',
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded-journal'],
  javascriptEngine: 'none',
  ok: 1,
});

export const listDatabases: CommandHandler = (cmd, ctx) => {
  const databases = [...ctx.engine.dbs.entries()].map(([name, colls]) => ({
    name,
    sizeOnDisk: 0,
    empty: [...colls.values()].every((c) => c.docs.size === 0),
  }));
  if (cmd.nameOnly === true) return { databases: databases.map((d) => ({ name: d.name })), ok: 1 };
  return { databases, totalSize: 0, totalSizeMb: 0, ok: 1 };
};
