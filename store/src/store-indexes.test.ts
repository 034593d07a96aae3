/** Driver-level: indexes (unique, compound, partial), collections, databases, unknown commands, transactions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('indexes');
});
afterAll(() => server?.close());

const coll = (name: string) => server.db.collection<any>(name);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a server error');
    },
    (e: unknown) => e as MongoServerError,
  );

describe('unique indexes', () => {
  it('rejects duplicates on insert, update and upsert with code 11000 and keyValue', async () => {
    const users = coll('users');
    await users.createIndex({ steamid: 1 }, { unique: true });
    await users.insertOne({ _id: 'u1', steamid: '76561198000000001' });
    await users.insertOne({ _id: 'u2', steamid: '76561198000000002' });
    const onInsert = await failure(users.insertOne({ _id: 'u3', steamid: '76561198000000001' }));
    expect(onInsert.code).toBe(11000);
    expect(onInsert.keyValue).toEqual({ steamid: '76561198000000001' });
    const onUpdate = await failure(users.updateOne({ _id: 'u2' }, { $set: { steamid: '76561198000000001' } }));
    expect(onUpdate.code).toBe(11000);
    const onUpsert = await failure(users.updateOne({ _id: 'u9' }, { $set: { steamid: '76561198000000002' } }, { upsert: true }));
    expect(onUpsert.code).toBe(11000);
    const onFam = await failure(users.findOneAndUpdate({ _id: 'u2' }, { $set: { steamid: '76561198000000001' } }));
    expect(onFam.code).toBe(11000);
    expect(await users.countDocuments()).toBe(2);
    // Updating a document to its own key is fine, and a freed key can be reused.
    await users.updateOne({ _id: 'u1' }, { $set: { steamid: '76561198000000001', alias: 'a' } });
    await users.deleteOne({ _id: 'u2' });
    await users.insertOne({ _id: 'u4', steamid: '76561198000000002' });
  });

  it('enforces compound unique keys on the combination only', async () => {
    const votes = coll('votes');
    await votes.createIndex({ pugId: 1, voter: 1 }, { unique: true, name: 'one_vote' });
    await votes.insertMany([
      { pugId: 'a', voter: 'x' },
      { pugId: 'a', voter: 'y' },
      { pugId: 'b', voter: 'x' },
    ]);
    const err = await failure(votes.insertOne({ pugId: 'a', voter: 'x' }));
    expect(err.code).toBe(11000);
    expect(err.message).toContain('one_vote');
  });

  it('treats array values as multikey: documents may not share any element', async () => {
    const c = coll('multikey');
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['a', 'b'] });
    expect((await failure(c.insertOne({ tags: ['c', 'b'] }))).code).toBe(11000);
    await c.insertOne({ tags: ['c', 'c'] });
  });

  it('only indexes documents that pass a partial filter', async () => {
    const bans = coll('bans');
    await bans.createIndex({ userId: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await bans.insertMany([
      { userId: 'p1', active: false },
      { userId: 'p1', active: false },
      { userId: 'p1', active: true },
    ]);
    expect((await failure(bans.insertOne({ userId: 'p1', active: true }))).code).toBe(11000);
    expect(await bans.countDocuments({ userId: 'p1' })).toBe(3);
  });

  it('a unique index partial on { $type: "string" } leaves missing and null values out', async () => {
    const users = coll('linked');
    await users.createIndex({ discordid: 1 }, { unique: true, partialFilterExpression: { discordid: { $type: 'string' } } });
    await users.insertMany([{ _id: 'a' }, { _id: 'b' }, { _id: 'c', discordid: null }, { _id: 'd', discordid: null }, { _id: 'e', discordid: '42' }]);
    expect((await failure(users.updateOne({ _id: 'a' }, { $set: { discordid: '42' } }))).code).toBe(11000);
    // Only one of many concurrent conditional links of the same value wins.
    const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((id) => users.updateOne({ _id: id }, { $set: { discordid: '7' } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await users.countDocuments({ discordid: '7' })).toBe(1);
    await users.updateOne({ _id: 'e' }, { $unset: { discordid: '' } });
    await users.updateOne({ _id: 'a' }, { $set: { discordid: '42' } });
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const c = coll('dupes');
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    expect((await failure(c.createIndex({ k: 1 }, { unique: true }))).code).toBe(11000);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('index management', () => {
  it('lists, re-creates idempotently, refuses conflicts, drops', async () => {
    const pugs = coll('pugs');
    expect(await pugs.createIndexes([{ key: { startAt: -1 } }, { key: { 'teams.players': 1, startAt: -1 }, name: 'by_player' }])).toEqual([
      'startAt_-1',
      'by_player',
    ]);
    await pugs.createIndex({ startAt: -1 }); // same spec again: no error
    const names = (await pugs.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_', 'startAt_-1', 'by_player']);
    expect((await failure(pugs.createIndex({ other: 1 }, { name: 'by_player' }))).code).toBe(86);
    expect((await failure(pugs.createIndex({ startAt: -1 }, { name: 'again', unique: true }))).code).toBe(85);
    await pugs.dropIndex('by_player');
    expect((await failure(pugs.dropIndex('by_player'))).code).toBe(27);
    expect((await failure(pugs.dropIndex('_id_'))).code).toBe(72);
    await pugs.dropIndexes();
    expect((await pugs.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('uses an index for equality lookups and still applies the rest of the filter', async () => {
    const c = coll('lookup');
    await c.createIndex({ queue: 1 });
    await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, queue: i % 2 ? 'hl' : 'sixes', n: i })));
    const docs = await c
      .find({ queue: 'hl', n: { $gt: 40 } })
      .sort({ n: 1 })
      .toArray();
    expect(docs.map((d) => d._id)).toEqual([41, 43, 45, 47, 49]);
    expect(await c.countDocuments({ queue: { $in: ['hl', 'none'] } })).toBe(25);
    await c.updateMany({ queue: 'hl' }, { $set: { queue: 'pl' } });
    expect(await c.countDocuments({ queue: 'hl' })).toBe(0);
    expect(await c.countDocuments({ queue: 'pl' })).toBe(25);
  });

  it('answers NamespaceNotFound for listIndexes on a missing collection', async () => {
    expect((await failure(coll('nothing-here').listIndexes().toArray())).code).toBe(26);
  });
});

describe('collections and databases', () => {
  it('creates, lists, drops collections', async () => {
    await server.db.createCollection('made');
    expect((await failure(server.db.createCollection('made'))).code).toBe(48);
    const listed = await server.db.listCollections({ name: 'made' }).toArray();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'made', type: 'collection' });
    expect(await coll('made').drop()).toBe(true);
    expect(await server.db.listCollections({ name: 'made' }, { nameOnly: true }).toArray()).toEqual([]);
  });

  it('drops a whole database', async () => {
    const other = server.client.db(`${server.dbName}_other`);
    await other.collection('x').insertOne({ a: 1 });
    expect(await other.dropDatabase()).toBe(true);
    expect(await other.listCollections().toArray()).toEqual([]);
  });
});

describe('protocol-level answers', () => {
  it('answers ping and buildInfo', async () => {
    expect((await server.db.command({ ping: 1 })).ok).toBe(1);
    const info = await server.db.admin().buildInfo();
    expect(typeof info.version).toBe('string');
  });

  it('answers an unknown command with CommandNotFound naming it', async () => {
    const err = await failure(server.db.command({ frobnicate: 1 }));
    expect(err.code).toBe(59);
    expect(err.message).toContain('frobnicate');
  });

  it('refuses transactions with a clear error (driver side and server side)', async () => {
    const session = server.client.startSession();
    try {
      session.startTransaction();
      const err = await coll('tx')
        .insertOne({ a: 1 }, { session })
        .then(
          () => undefined,
          (e: Error) => e,
        );
      // A standalone server is refused by the driver itself; a replica set would accept it.
      if (!process.env.MONGODB_URI) expect(err?.message).toMatch(/does not support/);
      if (session.inTransaction()) await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    if (process.env.MONGODB_URI) return;
    const raw = await failure(server.db.command({ insert: 'tx', documents: [{ a: 1 }], startTransaction: true, autocommit: false }));
    expect(raw.code).toBe(20);
    expect(raw.message).toMatch(/Transactions are not supported/);
    expect((await failure(server.db.admin().command({ commitTransaction: 1 }))).code).toBe(20);
    expect(await coll('tx').countDocuments()).toBe(0);
  });
});
