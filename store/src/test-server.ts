/**
 * The server a driver-level test talks to: `MONGODB_URI` when it is set (a real MongoDB; each
 * test file gets its own database, dropped at the end), else an embedded store on a temp folder
 * (its `uri` carries the random credential the store was started with).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedStore, type EmbeddedStore } from './server.ts';

export interface TestServer {
  uri: string;
  dbName: string;
  /** Set when the tests run against the embedded store. */
  embedded?: EmbeddedStore;
  /** A connected client; tests may open more with `connect()`. */
  client: MongoClient;
  db: Db;
  connect(): Promise<MongoClient>;
  close(): Promise<void>;
}

export async function startTestServer(label = 'test', opts: { strict?: boolean } = {}): Promise<TestServer> {
  const external = process.env.MONGODB_URI;
  let embedded: EmbeddedStore | undefined;
  let dir: string | undefined;
  let uri: string;
  if (external) {
    uri = external;
  } else {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-store-'));
    embedded = await startEmbeddedStore({ dataDir: dir, strict: opts.strict === true });
    uri = embedded.uri;
  }
  const dbName = `${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const clients: MongoClient[] = [];
  const connect = async () => {
    const c = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
    await c.connect();
    clients.push(c);
    return c;
  };
  const client = await connect();
  return {
    uri,
    dbName,
    embedded,
    client,
    db: client.db(dbName),
    connect,
    async close() {
      if (external)
        await client
          .db(dbName)
          .dropDatabase()
          .catch(() => undefined);
      await Promise.all(clients.map((c) => c.close()));
      await embedded?.close();
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
