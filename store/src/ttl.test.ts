/** The embedded store's sweeps: TTL indexes remove expired documents (as MongoDB's TTL monitor does). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { startEmbeddedStore, type EmbeddedStore } from './server.ts';

let store: EmbeddedStore;
let client: MongoClient;
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-ttl-'));
  store = await startEmbeddedStore({ dataDir: dir, sweepIntervalMs: 50 });
  client = await new MongoClient(store.uri).connect();
});
afterAll(async () => {
  await client.close();
  await store.close();
  await fs.rm(dir, { recursive: true, force: true });
});

it('removes documents whose TTL date has passed and keeps the rest', async () => {
  const sessions = client.db('app').collection<{ _id: string; expiresAt?: Date | string }>('sessions');
  await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const now = Date.now();
  await sessions.insertMany([
    { _id: 'old', expiresAt: new Date(now - 1000) },
    { _id: 'fresh', expiresAt: new Date(now + 60_000) },
    { _id: 'not-a-date', expiresAt: 'tomorrow' },
    { _id: 'no-field' },
  ]);
  for (let i = 0; i < 50 && (await sessions.countDocuments({ _id: 'old' })) > 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect((await sessions.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(['fresh', 'no-field', 'not-a-date']);
});

it('refuses a document over 16 MiB with BSONObjectTooLarge', async () => {
  const big = 'x'.repeat(16 * 1024 * 1024);
  const err = await client
    .db('app')
    .collection('big')
    .insertOne({ big })
    .catch((e: { code?: number }) => e);
  expect((err as { code?: number }).code).toBe(10334);
});
