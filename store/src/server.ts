/**
 * The embedded store: a TCP server speaking the MongoDB wire protocol on loopback, over an
 * in-memory engine whose every acknowledged write is in the data folder's journal. Connections
 * authenticate with SCRAM-SHA-256 as the store's one user (auth.ts) before anything but the
 * handshake is answered.
 */
import net from 'node:net';
import type { Document } from 'bson';
import { HELLO_COMMANDS, StoreAuthenticator, connectionUri, createStoreCredential, storeAddress, type ConnectionAuth, type StoreCredential } from './auth.ts';
import { commandName, runCommand } from './commands/index.ts';
import { CursorRegistry } from './cursors.ts';
import { DataDir, type RecoveryReport, type StoreLogger } from './datadir.ts';
import { Engine } from './engine.ts';
import { StoreError } from './errors.ts';
import { MSG_MORE_TO_COME, MessageFramer, ProtocolError, encodeMsg, encodeReply, parseMessage, type IncomingMessage } from './wire.ts';

export interface EmbeddedStoreOptions {
  dataDir: string;
  /** A loopback address (127.x.x.x, ::1, localhost): default 127.0.0.1. */
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  logger?: StoreLogger;
  /** fdatasync every journal append (power-loss safe; a killed process loses nothing either way). */
  fsync?: boolean;
  /** Journal compaction: the threshold's floor and its ratio to the last snapshot (datadir.ts). */
  compactBytes?: number;
  compactRatio?: number;
  /** How often TTL indexes and idle cursors are swept. Default 60 s. */
  sweepIntervalMs?: number;
  /** The one user clients authenticate as (SCRAM-SHA-256, authSource admin). Default: a fresh random one. */
  credential?: StoreCredential;
  /** Refuse what MongoDB 7.0 refuses (README.md, strict mode): on in the tests, so they fail where production would. */
  strict?: boolean;
}

export interface EmbeddedStore {
  /** What a driver connects with, credential included (`authSource=admin`): never log it. */
  uri: string;
  /** `mongodb://host:port/`, without the credential: the one to log. */
  address: string;
  host: string;
  port: number;
  recovery: RecoveryReport;
  engine: Engine;
  /** The data folder: compaction stats, and `startCompaction` for benches and tests. */
  dataDir: DataDir;
  close(): Promise<void>;
}

const CURSOR_IDLE_MS = 10 * 60 * 1000;

/** The store only listens where local processes alone can reach it. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

export async function startEmbeddedStore(opts: EmbeddedStoreOptions): Promise<EmbeddedStore> {
  const host = opts.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new Error(`the embedded store listens on loopback only, not on '${host}'`);
  const logger = opts.logger;
  const credential = opts.credential ?? createStoreCredential();
  const authenticator = new StoreAuthenticator(credential, logger);
  const engine = new Engine(opts.strict === true);
  const dataDir = DataDir.open({ dataDir: opts.dataDir, fsync: opts.fsync, compactBytes: opts.compactBytes, compactRatio: opts.compactRatio, logger }, engine);
  const cursors = new CursorRegistry();
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let requestIds = 0;

  /** Authentication first (a SASL step, or a refusal before it), then the command itself. */
  const execute = (cmd: Document, db: string, connectionId: number, auth: ConnectionAuth): Document => {
    const name = safeName(cmd);
    const early = auth.intercept(name, cmd, db);
    if (early) return early;
    const reply = runCommand(cmd, { engine, cursors, db, connectionId });
    if (HELLO_COMMANDS.has(name) && reply.ok === 1) auth.decorateHello(cmd, reply);
    return reply;
  };

  const handle = (connectionId: number, auth: ConnectionAuth, msg: IncomingMessage): Buffer | undefined => {
    if (msg.kind === 'query') {
      const db = msg.collection.endsWith('.$cmd') ? msg.collection.slice(0, -'.$cmd'.length) : '';
      if (!db) throw new ProtocolError(`OP_QUERY is only accepted for commands, not on ${msg.collection}`);
      return encodeReply(++requestIds, msg.requestId, execute(msg.query, db, connectionId, auth));
    }
    const db = msg.command.$db;
    const reply: Document =
      typeof db === 'string' && db.length > 0
        ? execute(msg.command, db, connectionId, auth)
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
    const auth = authenticator.connection(connectionId);
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', (err) => logger?.warn({ err, connectionId }, 'embedded store connection error'));
    socket.on('data', (chunk: Buffer) => {
      const replies: Buffer[] = [];
      try {
        for (const raw of framer.push(chunk)) {
          const reply = handle(connectionId, auth, parseMessage(raw));
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

  const address = storeAddress(host, port);
  logger?.info({ address, user: credential.user, dataDir: dataDir.dir, recovery: dataDir.recovery }, 'embedded MongoDB-wire store listening');
  return { uri: connectionUri(host, port, credential), address, host, port, recovery: dataDir.recovery, engine, dataDir, close };
}

function safeName(cmd: Document): string {
  try {
    return commandName(cmd);
  } catch {
    return '(empty)';
  }
}
