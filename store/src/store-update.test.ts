/** Driver-level: updates, upserts, arrayFilters, findAndModify, and races between many clients. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoServerError, ObjectId, type MongoClient } from 'mongodb';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('update');
});
afterAll(() => server?.close());

const coll = (name: string) => server.db.collection<any>(name);

describe('update', () => {
  it('applies operators to one or many documents and counts matched/modified', async () => {
    const c = coll('ops');
    await c.insertMany([
      { _id: 1, n: 1, tags: ['a'] },
      { _id: 2, n: 2, tags: [] },
      { _id: 3, n: 3, tags: ['a'] },
    ]);
    const one = await c.updateOne({ tags: 'a' }, { $inc: { n: 10 }, $push: { tags: 'b' } as never });
    expect([one.matchedCount, one.modifiedCount]).toEqual([1, 1]);
    const many = await c.updateMany({}, { $set: { seen: true }, $unset: { tags: '' } });
    expect([many.matchedCount, many.modifiedCount]).toEqual([3, 3]);
    const noop = await c.updateMany({ n: { $gt: 2 } }, { $set: { seen: true } });
    expect([noop.matchedCount, noop.modifiedCount]).toEqual([2, 0]);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 11, seen: true },
      { _id: 2, n: 2, seen: true },
      { _id: 3, n: 3, seen: true },
    ]);
  });

  it('replaces a whole document, keeping its _id', async () => {
    const c = coll('replace');
    await c.insertOne({ _id: 'r', a: 1, b: 2 });
    await c.replaceOne({ _id: 'r' }, { c: 3 });
    expect(await c.findOne({ _id: 'r' })).toEqual({ _id: 'r', c: 3 });
  });

  it('refuses to change _id and rejects unknown modifiers', async () => {
    const c = coll('immutable');
    await c.insertOne({ _id: 'x', v: 1 });
    const e1 = (await c.updateOne({ _id: 'x' }, { $set: { _id: 'y' } }).catch((e: unknown) => e)) as MongoServerError;
    expect(e1.code).toBe(66);
    const e2 = (await c.updateOne({ _id: 'x' }, { $frobnicate: { v: 1 } }).catch((e: unknown) => e)) as MongoServerError;
    expect(e2).toBeInstanceOf(MongoServerError);
    expect(e2.message).toMatch(/frobnicate/);
    expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', v: 1 });
  });

  it('updates array elements with the positional operator and arrayFilters', async () => {
    const c = coll('arrays');
    await c.insertOne({
      _id: 'q',
      players: [
        { id: 'a', ready: false },
        { id: 'b', ready: false },
        { id: 'c', ready: true },
      ],
    });
    await c.updateOne({ _id: 'q', 'players.id': 'b' }, { $set: { 'players.$.ready': true } });
    await c.updateOne({ _id: 'q' }, { $set: { 'players.$[p].late': true } }, { arrayFilters: [{ 'p.ready': true }] });
    expect((await c.findOne({ _id: 'q' }))?.players).toEqual([
      { id: 'a', ready: false },
      { id: 'b', ready: true, late: true },
      { id: 'c', ready: true, late: true },
    ]);
  });

  it('runs a pipeline-style update', async () => {
    const c = coll('pipeline');
    await c.insertOne({ _id: 1, a: 2, b: 3 });
    await c.updateOne({ _id: 1 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 2, b: 3, sum: 5 });
  });
});

describe('upsert', () => {
  it('an upsert may name the new _id in $setOnInsert beside $inc, and the next update leaves it alone', async () => {
    const c = coll('upsert-id');
    const bump = (id: string) =>
      c.findOneAndUpdate(
        { steamid: 's1', key: 'k' },
        { $inc: { count: 1 }, $set: { at: 1 }, $setOnInsert: { _id: id, msg: 'first' } },
        { upsert: true, returnDocument: 'after' },
      );
    expect(await bump('n1')).toEqual({ _id: 'n1', steamid: 's1', key: 'k', count: 1, at: 1, msg: 'first' });
    expect(await bump('n2')).toEqual({ _id: 'n1', steamid: 's1', key: 'k', count: 2, at: 1, msg: 'first' });
  });

  it('inserts from the filter equalities plus the update, with $setOnInsert only on insert', async () => {
    const c = coll('upsert');
    const first = await c.updateOne({ steamid: 's1', 'prefs.voice': 'default' }, { $set: { alias: 'one' }, $setOnInsert: { createdAt: 1 } }, { upsert: true });
    expect(first.upsertedCount).toBe(1);
    expect(first.upsertedId).toBeInstanceOf(ObjectId);
    const second = await c.updateOne({ steamid: 's1' }, { $set: { alias: 'uno' }, $setOnInsert: { createdAt: 2 } }, { upsert: true });
    expect([second.upsertedCount, second.matchedCount, second.modifiedCount]).toEqual([0, 1, 1]);
    expect(await c.findOne({ steamid: 's1' }, { projection: { _id: 0 } })).toEqual({ steamid: 's1', prefs: { voice: 'default' }, alias: 'uno', createdAt: 1 });
  });

  it('keeps a string _id from the filter and upserts replacements', async () => {
    const c = coll('upsert2');
    const res = await c.replaceOne({ _id: 'map1' }, { name: 'cp_process_final' }, { upsert: true });
    expect(res.upsertedId).toBe('map1');
    expect(await c.findOne({ _id: 'map1' })).toEqual({ _id: 'map1', name: 'cp_process_final' });
  });
});

describe('findAndModify', () => {
  it('returns the document before or after, applies sort and projection', async () => {
    const c = coll('fam');
    await c.insertMany([
      { _id: 1, q: 'hl', at: 3 },
      { _id: 2, q: 'hl', at: 1 },
      { _id: 3, q: 'sixes', at: 2 },
    ]);
    const before = await c.findOneAndUpdate({ q: 'hl' }, { $set: { taken: true } }, { sort: { at: 1 }, projection: { at: 1 } });
    expect(before).toEqual({ _id: 2, at: 1 });
    const after = await c.findOneAndUpdate({ q: 'hl', taken: { $ne: true } }, { $set: { taken: true } }, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 1, q: 'hl', at: 3, taken: true });
    expect(await c.findOneAndUpdate({ q: 'none' }, { $set: { x: 1 } })).toBeNull();
  });

  it('upserts and returns the new document', async () => {
    const c = coll('fam-upsert');
    const doc = await c.findOneAndUpdate({ _id: 'lease:hl' }, { $set: { holder: 'p1' } }, { upsert: true, returnDocument: 'after' });
    expect(doc).toEqual({ _id: 'lease:hl', holder: 'p1' });
    const meta = await c.findOneAndUpdate({ _id: 'lease:x' }, { $set: { holder: 'p2' } }, { upsert: true, includeResultMetadata: true });
    expect(meta.value).toBeNull();
    expect(meta.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 'lease:x' });
  });

  it('removes the first document in sort order', async () => {
    const c = coll('fam-remove');
    await c.insertMany([
      { _id: 1, p: 5 },
      { _id: 2, p: 9 },
      { _id: 3, p: 1 },
    ]);
    expect(await c.findOneAndDelete({}, { sort: { p: -1 } })).toEqual({ _id: 2, p: 9 });
    expect(await c.findOneAndReplace({ _id: 3 }, { p: 0 }, { returnDocument: 'after' })).toEqual({ _id: 3, p: 0 });
    expect(await c.countDocuments()).toBe(2);
  });
});

describe('races between many clients', () => {
  let clients: MongoClient[];
  beforeAll(async () => {
    clients = await Promise.all(Array.from({ length: 8 }, () => server.connect()));
  });
  const via = (i: number) => clients[i % clients.length]!.db(server.dbName).collection<any>('race');

  it('200 concurrent conditional updates capped at 150 modify exactly 150 times', async () => {
    await via(0).insertOne({ _id: 'cap', count: 0 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => via(i).findOneAndUpdate({ _id: 'cap', count: { $lt: 150 } }, { $inc: { count: 1 } }, { returnDocument: 'after' })),
    );
    const won = results.filter((r) => r !== null);
    expect(won).toHaveLength(150);
    expect(new Set(won.map((r) => r!.count)).size).toBe(150); // every winner saw a distinct value
    expect((await via(0).findOne({ _id: 'cap' }))?.count).toBe(150);
  });

  it('60 concurrent version-checked read-modify-write loops lose no update', async () => {
    await via(0).insertOne({ _id: 'ver', version: 0, players: [] });
    await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        for (;;) {
          const cur = await via(i).findOne({ _id: 'ver' });
          const next = await via(i + 1).findOneAndUpdate(
            { _id: 'ver', version: cur!.version },
            { $set: { version: cur!.version + 1 }, $push: { players: `p${i}` } as never },
          );
          if (next) return;
        }
      }),
    );
    const doc = await via(0).findOne({ _id: 'ver' });
    expect(doc?.version).toBe(60);
    expect(new Set(doc?.players).size).toBe(60);
  });
});
