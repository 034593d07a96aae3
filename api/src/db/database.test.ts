/** openDatabase: embedded default, indexes, readiness, idempotent seed, persistence, external uri. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MongoClient, MongoServerError } from 'mongodb';
import { openDatabase, startEmbeddedStore, type Database } from './index.ts';
import { openTestDatabase, userDoc } from './testing.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-dbtest-'));
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
};
const track = (db: Database) => {
  cleanup.push(() => db.close());
  return db;
};
const embeddedOnly = it.skipIf(!!process.env.MONGODB_URI);

describe('openDatabase', () => {
  it('creates the app indexes and reports readiness', async () => {
    const database = track(await openTestDatabase());
    expect(await database.ready()).toMatchObject({ ok: true });
    expect((await database.ready()).latencyMs).toBeGreaterThanOrEqual(0);
    const pugIndexes = (await database.collections.pugs.listIndexes().toArray()).map((i) => i.name);
    expect(pugIndexes).toEqual(expect.arrayContaining(['by_time', 'by_player']));
    const { users } = database.collections;
    await users.insertOne(userDoc('76561198000000901', { _id: 'a', alias: 'one' }));
    const err = await users.insertOne(userDoc('76561198000000901', { _id: 'b', alias: 'two' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(11000);
  });

  it('seeds the demo once: maps per format, dummy players, and never overwrites edits', async () => {
    const database = track(await openTestDatabase({ seed: true }));
    const { maps, users, pugs } = database.collections;
    expect(await maps.countDocuments({ formats: 'SIXES' })).toBe(8);
    expect(await maps.countDocuments({ formats: 'HIGHLANDER' })).toBe(8);
    expect((await maps.findOne({ _id: 'koth_product_final' }))?.formats).toEqual(['SIXES', 'HIGHLANDER', 'PROLANDER']);
    const dummies = await users.find({ isDummy: true }).toArray();
    expect(dummies).toHaveLength(20);
    for (const u of dummies) {
      expect(u.steamid).toMatch(/^\d{17}$/);
      expect(u._id).toBe(u.steamid);
      expect(Object.keys(u.elos.sixes ?? {}).length).toBeGreaterThan(0);
      expect(u.baseElos?.sixes).toBeDefined();
    }
    expect(await pugs.countDocuments({ phase: 'Complete' })).toBe(60);
    // Consistent between pages: each player's elo is the last elo change the pugs gave them.
    const last = await database.collections.eloHistory.find({ steamid: dummies[0]!.steamid, format: 'sixes' }).sort({ at: -1 }).toArray();
    const latest = last.find((h) => h.role === last[0]!.role)!;
    expect(dummies[0]!.elos.sixes?.[latest.role]).toBe(latest.to);
    expect((await pugs.findOne({ _id: latest.pugId! }))?.eloChanges?.[dummies[0]!.steamid]).toMatchObject({ from: latest.from, to: latest.to });

    await users.updateOne({ _id: dummies[0]!._id }, { $set: { alias: 'renamed' } });
    await maps.updateOne({ _id: 'cp_sunshine' }, { $set: { isActive: false } });
    const { seedDemo } = await import('./seed.ts');
    expect(await seedDemo(database.collections)).toEqual({ maps: 0, users: 0, pugs: 0 });
    expect(await users.countDocuments()).toBe(20);
    expect((await users.findOne({ _id: dummies[0]!._id }))?.alias).toBe('renamed');
    expect((await maps.findOne({ _id: 'cp_sunshine' }))?.isActive).toBe(false);
  });

  embeddedOnly('starts the embedded store on a loopback port and keeps data across restarts', async () => {
    const dataDir = await tempDir();
    const first = await openDatabase({ dataDir, seed: true });
    expect(first.embedded?.address).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    expect(first.embedded?.port).toBeGreaterThan(0);
    await first.collections.reports.insertOne({
      _id: 'r1',
      category: 'Other',
      pugId: 'demo-pug-1',
      description: 'x',
      player: '76561198000000001',
      reporter: '76561198000000002',
      createdAt: 1,
    });
    await first.close();

    const second = track(await openDatabase({ dataDir, seed: true }));
    expect(await second.collections.reports.findOne({ _id: 'r1' })).toMatchObject({ description: 'x' });
    expect(await second.collections.users.countDocuments()).toBe(20);
  });

  embeddedOnly('gives the embedded store a credential of its own: a client without it is refused', async () => {
    const database = track(await openDatabase({ dataDir: await tempDir(), seed: true }));
    const anonymous = new MongoClient(database.embedded!.address, { serverSelectionTimeoutMS: 3000 });
    cleanup.push(() => anonymous.close());
    const err = await anonymous
      .db('pug')
      .collection('users')
      .findOne({})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).codeName).toBe('Unauthorized');
    expect(await database.collections.users.countDocuments()).toBe(20);
  });

  embeddedOnly('opens test databases in strict mode: a query MongoDB 7.0 refuses fails here too, the dev default still takes it', async () => {
    const strict = track(await openTestDatabase());
    const err = await strict.collections.maps.updateOne({}, { $set: { isActive: false } }, { sort: { _id: 1 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(40415);
    const lenient = track(await openDatabase({ dataDir: await tempDir(), seed: true }));
    expect((await lenient.collections.maps.updateOne({}, { $set: { isActive: false } }, { sort: { _id: 1 } })).modifiedCount).toBe(1);
  });

  embeddedOnly('with a uri it connects to that server, creates indexes, and does not seed', async () => {
    const store = await startEmbeddedStore({ dataDir: await tempDir() });
    cleanup.push(() => store.close());
    const database = track(await openDatabase({ uri: store.uri, dbName: 'external', seed: true }));
    expect(database.embedded).toBeUndefined();
    expect(await database.collections.maps.countDocuments()).toBe(0);
    expect((await database.collections.servers.listIndexes().toArray()).map((i) => i.name)).toContain('ipport_unique');
  });

  embeddedOnly('reports not ready, without throwing, once the server is gone', async () => {
    const store = await startEmbeddedStore({ dataDir: await tempDir() });
    const database = track(await openDatabase({ uri: store.uri }));
    await store.close();
    const started = Date.now();
    expect((await database.ready()).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
