/**
 * The data layer's seam: one MongoDB driver code path, against `uri` (a real MongoDB) or, when no
 * uri is given, the embedded MongoDB-wire store started in-process on a loopback port, with a
 * credential generated for this start only (kept in memory, never written or logged).
 */
import { MongoClient, type Db } from 'mongodb';
import { getCollections, type Collections } from './collections.ts';
import { connectionUri, createStoreCredential, startEmbeddedStore, type EmbeddedStore } from '@pug/store';
import { ensureIndexes } from './indexes.ts';
import { checkReady } from './ready.ts';
import { seedDemo } from './seed.ts';

export type { Collections } from './collections.ts';
export type * from './documents.ts';
export { seedDemo } from './seed.ts';
export { startEmbeddedStore } from '@pug/store';
export interface DatabaseOptions {
  /** A real MongoDB (`MONGODB_URI`). Without it the embedded store starts in-process. */
  uri?: string;
  /** The embedded store's data folder: default `$MONGO_DATA_DIR`, else `./.data/mongo`. */
  dataDir?: string;
  dbName?: string;
  seed?: boolean;
  /** The embedded store's strict mode (@pug/store README): the tests turn it on to be refused what MongoDB refuses. */
  strict?: boolean;
  logger?: { info(o: object | string, m?: string): void; warn(...a: unknown[]): void; error(...a: unknown[]): void };
}

export interface Database {
  client: MongoClient;
  db: Db;
  collections: Collections;
  /** The embedded store's address (`mongodb://127.0.0.1:port/`, no credential: safe to log). */
  embedded?: { address: string; port: number };
  /** The embedded store's files (its journal and snapshot sizes), for /metrics; undefined with MONGODB_URI. */
  storeFiles(): { journalBytes: number; snapshotBytes: number } | undefined;
  ready(): Promise<{ ok: boolean; latencyMs: number }>;
  close(): Promise<void>;
}

const DEFAULT_DATA_DIR = './.data/mongo';
const DEFAULT_DB_NAME = 'pug';

/** The database named in the uri's path, if any (`mongodb://h:1/name?x` -> `name`). */
function dbNameFromUri(uri: string): string | undefined {
  const m = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri);
  return m?.[1] ? decodeURIComponent(m[1]) : undefined;
}

export async function openDatabase(opts: DatabaseOptions = {}): Promise<Database> {
  let store: EmbeddedStore | undefined;
  let uri = opts.uri;
  if (!uri) {
    const dataDir = opts.dataDir ?? process.env.MONGO_DATA_DIR ?? DEFAULT_DATA_DIR;
    const credential = createStoreCredential();
    store = await startEmbeddedStore({
      dataDir,
      host: '127.0.0.1',
      port: 0,
      credential,
      logger: opts.logger,
      fsync: process.env.MONGO_FSYNC === '1',
      strict: opts.strict === true,
    });
    uri = connectionUri(store.host, store.port, credential);
  }
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: store ? 5000 : 15000, appName: 'pug-api' });
  try {
    await client.connect();
    const db = client.db(opts.dbName ?? dbNameFromUri(uri) ?? DEFAULT_DB_NAME);
    const collections = getCollections(db);
    await ensureIndexes(collections);
    if (store && opts.seed) {
      const seeded = await seedDemo(collections);
      opts.logger?.info({ seeded }, 'demo seed checked');
    }
    let closed: Promise<void> | undefined;
    return {
      client,
      db,
      collections,
      embedded: store ? { address: store.address, port: store.port } : undefined,
      storeFiles: () => (store ? { journalBytes: store.dataDir.stats.journalBytes, snapshotBytes: store.dataDir.stats.snapshotBytes } : undefined),
      ready: () => checkReady(db),
      close: () =>
        (closed ??= (async () => {
          await client.close();
          await store?.close();
        })()),
    };
  } catch (err) {
    await client.close().catch(() => undefined);
    await store?.close().catch(() => undefined);
    throw err;
  }
}
