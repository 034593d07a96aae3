/**
 * The embedded store: a TCP server speaking the MongoDB wire protocol on loopback, over an
 * in-memory engine whose every acknowledged write is in the data folder's journal.
 */
import net from 'node:net';
import type { Document } from 'bson';
import { commandName, runCommand } from './commands/index.ts';
import { CursorRegistry } from './cursors.ts';
import { DataDir, type RecoveryReport, type StoreLogger } from './datadir.ts';
import { Engine } from './engine.ts';
import { StoreError } from './errors.ts';
import { MSG_MORE_TO_COME, MessageFramer, ProtocolError, encodeMsg, encodeReply, parseMessage, type IncomingMessage } from './wire.ts';

export interface EmbeddedStoreOptions {
  dataDir: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  logger?: StoreLogger;
  /** fdatasync every journal append (power-loss safe; a killed process loses nothing either way). */
  fsync?: boolean;
  compactBytes?: number;
  /** How often TTL indexes and idle cursors are swept. Default 60 s. */
  sweepIntervalMs?: number;
}

export interface EmbeddedStore {
  uri: string;
  host: string;
  port: number;
  recovery: RecoveryReport;
  engine: Engine;
  close(): Promise<void>;
}

const CURSOR_IDLE_MS = 10 * 60 * 1000;

export async function startEmbeddedStore(opts: EmbeddedStoreOptions): Promise<EmbeddedStore> {
  const host = opts.host ?? '127.0.0.1';
  const logger = opts.logger;
  const engine = new Engine();
  const dataDir = DataDir.open({ dataDir: opts.dataDir, fsync: opts.fsync, compactBytes: opts.compactBytes, logger }, engine);
  const cursors = new CursorRegistry();
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let requestIds = 0;

  const handle = (connectionId: number, msg: IncomingMessage): Buffer | undefined => {
    if (msg.kind === 'query') {
      const db = msg.collection.endsWith('.$cmd') ? msg.collection.slice(0, -'.$cmd'.length) : '';
      if (!db) throw new ProtocolError(`OP_QUERY is only accepted for commands, not on ${msg.collection}`);
      const reply = runCommand(msg.query, { engine, cursors, db, connectionId });
      return encodeReply(++requestIds, msg.requestId, reply);
    }
    const db = msg.command.$db;
    const reply: Document =
      typeof db === 'string' && db.length > 0
        ? runCommand(msg.command, { engine, cursors, db, connectionId })
        : new StoreError('InvalidNamespace', `command ${safeName(msg.command)} has no $db`).toReply();
    if (msg.flags & MSG_MORE_TO_COME) return undefined; // the client expects no answer
    try {
      return encodeMsg(++requestIds, msg.requestId, reply);
    } catch (err) {
      const tooLarge = new StoreError('BSONObjectTooLarge', `the reply could not be encoded: ${(err as Error).message}`);
      return encodeMsg(requestIds, msg.requestId, tooLarge.toReply());
    }
  };

  const server = net.createServer((socket) => {
    const connectionId = ++connections;
    const framer = new MessageFramer();
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', (err) => logger?.warn({ err, connectionId }, 'embedded store connection error'));
    socket.on('data', (chunk: Buffer) => {
      const replies: Buffer[] = [];
      try {
        for (const raw of framer.push(chunk)) {
          const reply = handle(connectionId, parseMessage(raw));
          if (reply) replies.push(reply);
        }
      } catch (err) {
        logger?.warn({ err: (err as Error).message, connectionId }, 'embedded store: bad message, closing the connection');
        socket.destroy();
        return;
      }
      if (replies.length === 1) socket.write(replies[0]!);
      else if (replies.length > 1) socket.write(Buffer.concat(replies));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;

  const sweep = setInterval(() => {
    cursors.sweep(Date.now(), CURSOR_IDLE_MS);
    try {
      const removed = engine.expire(Date.now());
      if (removed) logger?.info({ removed }, 'embedded store: TTL expiry removed documents');
    } catch (err) {
      logger?.error({ err }, 'embedded store: TTL sweep failed');
    }
  }, opts.sweepIntervalMs ?? 60_000);
  sweep.unref();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      clearInterval(sweep);
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    }).then(() => dataDir.close(engine)));

  const uri = `mongodb://${host}:${port}/`;
  logger?.info({ uri, dataDir: dataDir.dir, recovery: dataDir.recovery }, 'embedded MongoDB-wire store listening');
  return { uri, host, port, recovery: dataDir.recovery, engine, close };
}

function safeName(cmd: Document): string {
  try {
    return commandName(cmd);
  } catch {
    return '(empty)';
  }
}
