/** Driver-level: insert, find (filter/sort/projection/skip/limit), cursors, count, distinct, aggregate, delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Binary, MongoServerError, ObjectId, type Collection } from 'mongodb';
import { startTestServer, type TestServer } from './test-server.ts';

interface Player {
  _id: string;
  alias: string;
  elo: number;
  roles: string[];
  team?: { name: string };
}

let server: TestServer;
let players: Collection<Player>;

beforeAll(async () => {
  server = await startTestServer('crud');
  players = server.db.collection<Player>('players');
  await players.insertMany([
    { _id: 'p1', alias: 'alpha', elo: 1500, roles: ['scout', 'medic'], team: { name: 'blu' } },
    { _id: 'p2', alias: 'bravo', elo: 1700, roles: ['demoman'] },
    { _id: 'p3', alias: 'charlie', elo: 1600, roles: ['medic'], team: { name: 'red' } },
    { _id: 'p4', alias: 'delta', elo: 1200, roles: [] },
  ]);
});
afterAll(() => server?.close());

describe('insert', () => {
  it('adds an ObjectId _id when the document has none and finds it back', async () => {
    const coll = server.db.collection('auto');
    const res = await coll.insertOne({ x: 1 });
    expect(res.insertedId).toBeInstanceOf(ObjectId);
    const doc = await coll.findOne({ _id: res.insertedId });
    expect(doc).toEqual({ _id: res.insertedId, x: 1 });
  });

  it('rejects a second document with the same _id with E11000', async () => {
    const err = await players.insertOne({ _id: 'p1', alias: 'dup', elo: 0, roles: [] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(11000);
  });

  it('keeps going after an error in an unordered insertMany', async () => {
    const coll = server.db.collection<{ _id: number }>('unordered');
    const err = (await coll.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }], { ordered: false }).catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(11000);
    expect(await coll.countDocuments()).toBe(2);
  });

  it('stops at the first error in an ordered insertMany', async () => {
    const coll = server.db.collection<{ _id: number }>('ordered');
    await coll.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }]).catch(() => undefined);
    expect(await coll.find().toArray()).toEqual([{ _id: 1 }]);
  });

  it('keeps types: dates, nested documents, arrays, ObjectIds', async () => {
    const coll = server.db.collection<any>('types');
    const at = new Date('2024-05-01T10:00:00Z');
    const ref = new ObjectId();
    await coll.insertOne({ _id: 't', at, ref, nested: { list: [1, 'two', { three: 3 }] }, nil: null, flag: true });
    expect(await coll.findOne({ at })).toEqual({ _id: 't', at, ref, nested: { list: [1, 'two', { three: 3 }] }, nil: null, flag: true });
    expect(await coll.findOne({ ref })).not.toBeNull();
  });
});

describe('find', () => {
  it('filters with query operators, sorts, skips and limits', async () => {
    const docs = await players
      .find({ elo: { $gte: 1500 } })
      .sort({ elo: -1 })
      .skip(1)
      .limit(1)
      .toArray();
    expect(docs.map((d) => d._id)).toEqual(['p3']);
  });

  it('matches array elements and dotted paths', async () => {
    expect((await players.find({ roles: 'medic' }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(['p1', 'p3']);
    expect((await players.find({ 'team.name': 'red' }).toArray()).map((d) => d._id)).toEqual(['p3']);
    expect((await players.find({ roles: { $size: 0 } }).toArray()).map((d) => d._id)).toEqual(['p4']);
  });

  it('projects fields (inclusion and exclusion) after sorting on a projected-out field', async () => {
    const docs = await players
      .find({}, { projection: { _id: 0, alias: 1 } })
      .sort({ elo: 1 })
      .toArray();
    expect(docs).toEqual([{ alias: 'delta' }, { alias: 'alpha' }, { alias: 'charlie' }, { alias: 'bravo' }]);
    const excl = await players.findOne({ _id: 'p2' }, { projection: { roles: 0, elo: 0 } });
    expect(excl).toEqual({ _id: 'p2', alias: 'bravo' });
  });

  it.skipIf(!!process.env.MONGODB_URI)('runs no server-side JavaScript ($where, $function)', async () => {
    const where = (await players
      .find({ $where: 'true' } as never)
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(where).toBeInstanceOf(MongoServerError);
    const fn = (await players
      .aggregate([{ $set: { x: { $function: { body: 'function() { return 1 }', args: [], lang: 'js' } } } }])
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(fn).toBeInstanceOf(MongoServerError);
    const upd = (await players
      .updateOne({ _id: 'p1' }, [{ $set: { x: { $function: { body: 'function() { return 1 }', args: [], lang: 'js' } } } }])
      .catch((e: unknown) => e)) as MongoServerError;
    expect(upd).toBeInstanceOf(MongoServerError);
    expect(await players.findOne({ _id: 'p1' }, { projection: { x: 1 } })).toEqual({ _id: 'p1' });
  });

  it('a projection never changes the stored document: nested exclusions and inclusions, sorted or not, by find and findOneAndUpdate', async () => {
    const c = server.db.collection('projected');
    await c.insertMany([
      { _id: 'm1', name: 'a', image: { data: 'bytes-1', type: 'png' }, meta: { tags: ['x'], deep: { keep: 1, drop: 2 } } },
      { _id: 'm2', name: 'b', image: { data: 'bytes-2', type: 'jpg' }, meta: { tags: ['y'], deep: { keep: 3, drop: 4 } } },
      { _id: 'm3', name: 'c', image: { data: new Binary(Buffer.from([1, 2, 3])), type: 'png' }, meta: { id: new ObjectId(), at: new Date(5) } },
    ] as never);
    const whole = async () => c.find({}, { sort: { _id: 1 } }).toArray();
    const before = await whole();
    const listed = await c.find({}, { projection: { 'image.data': 0 }, sort: { _id: 1 } }).toArray();
    expect(listed.slice(0, 2)).toEqual([
      { _id: 'm1', name: 'a', image: { type: 'png' }, meta: { tags: ['x'], deep: { keep: 1, drop: 2 } } },
      { _id: 'm2', name: 'b', image: { type: 'jpg' }, meta: { tags: ['y'], deep: { keep: 3, drop: 4 } } },
    ]);
    // BSON values come back as themselves through a projection.
    expect(listed[2]!.meta.id).toBeInstanceOf(ObjectId);
    expect(listed[2]!.meta.at).toEqual(new Date(5));
    expect((await c.findOne({ _id: 'm3' as never }, { projection: { 'image.type': 0 } }))!.image.data).toBeInstanceOf(Binary);
    await c.find({}, { projection: { 'meta.deep.drop': 0, 'image.data': 0 }, sort: { name: -1 } }).toArray();
    await c.find({}, { projection: { 'image.type': 1, 'meta.deep.keep': 1 }, sort: { name: 1 }, limit: 1 }).toArray();
    await c.findOne({ _id: 'm1' as never }, { projection: { 'meta.deep': 0 } });
    await c.findOneAndUpdate({ _id: 'm2' as never }, { $set: { name: 'b' } }, { projection: { 'image.data': 0 }, returnDocument: 'after' });
    expect(await whole()).toEqual(before);
  });

  it('matches a whole subdocument by exact equality, as a compare-and-set on it needs', async () => {
    const c = server.db.collection('histories');
    const history = { lastUpdated: 1_700_000_000_000, data: [{ _id: 's1', role: '', leftAt: null, approved: true }] };
    await c.insertOne({ _id: 'h1', history } as never);
    const read = (await c.findOne({ _id: 'h1' as never }, { projection: { history: 1 } }))!;
    expect(await c.countDocuments({ _id: 'h1' as never, history: read.history })).toBe(1);
    // Any change inside it (a nested field, a missing or an extra field) makes it another value.
    const changed = { ...history, data: [{ ...history.data[0], role: 'medic' }] };
    expect(await c.countDocuments({ history: changed })).toBe(0);
    expect(await c.countDocuments({ history: { lastUpdated: history.lastUpdated } })).toBe(0);
    expect(await c.countDocuments({ history: { ...history, extra: 1 } })).toBe(0);
    // The conditional write misses after another writer changed the subdocument, and hits before.
    await c.updateOne({ _id: 'h1' as never }, { $set: { 'history.data.0.role': 'demoman' } });
    expect((await c.updateOne({ _id: 'h1' as never, history: read.history }, { $set: { history: changed } })).matchedCount).toBe(0);
    const again = (await c.findOne({ _id: 'h1' as never }))!;
    expect((await c.updateOne({ _id: 'h1' as never, history: again.history }, { $set: { history: changed } })).matchedCount).toBe(1);
  });

  it('answers an unknown query operator with an error, not a crash', async () => {
    const err = (await players
      .find({ elo: { $nope: 1 } } as never)
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.message).toMatch(/\$nope/);
    expect(await players.countDocuments()).toBe(4);
  });
});

describe('cursors', () => {
  const many = () => server.db.collection<{ _id: number; even: boolean }>('many');
  beforeAll(async () => {
    await many().insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: i, even: i % 2 === 0 })));
  });

  it('streams a result across many getMore batches in order', async () => {
    const seen: number[] = [];
    for await (const doc of many().find({}, { batchSize: 7 }).sort({ _id: 1 })) seen.push(doc._id);
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('respects limit across batches', async () => {
    const docs = await many().find({ even: true }, { batchSize: 3 }).sort({ _id: -1 }).limit(10).toArray();
    expect(docs.map((d) => d._id)).toEqual([998, 996, 994, 992, 990, 988, 986, 984, 982, 980]);
  });

  it('closes a cursor early (killCursors) and a later getMore on it fails', async () => {
    const cursor = many().find({}, { batchSize: 5 });
    expect(await cursor.next()).toMatchObject({ _id: 0 });
    const id = cursor.id!;
    await cursor.close();
    const err = (await server.db.command({ getMore: id, collection: 'many' }).catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(43);
  });

  it('returns everything in one batch with singleBatch', async () => {
    const reply = await server.db.command({ find: 'many', filter: {}, batchSize: 5, singleBatch: true });
    expect(reply.cursor.firstBatch).toHaveLength(5);
    expect(Number(reply.cursor.id)).toBe(0);
  });

  it('runs an aggregate cursor across batches', async () => {
    const out = await many()
      .aggregate([{ $match: { even: false } }, { $project: { _id: 1 } }], { batchSize: 10 })
      .toArray();
    expect(out).toHaveLength(500);
  });
});

describe('count, distinct, aggregate', () => {
  it('countDocuments (aggregate) and estimatedDocumentCount (count)', async () => {
    expect(await players.countDocuments({ elo: { $gt: 1400 } })).toBe(3);
    expect(await players.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await players.estimatedDocumentCount()).toBe(4);
    expect(await server.db.collection('missing').countDocuments()).toBe(0);
  });

  it('distinct flattens arrays and honours the query', async () => {
    expect((await players.distinct('roles')).sort()).toEqual(['demoman', 'medic', 'scout']);
    expect(await players.distinct('alias', { elo: { $lt: 1300 } })).toEqual(['delta']);
  });

  it('groups, sorts and looks up other collections', async () => {
    const byRole = await players
      .aggregate([{ $unwind: '$roles' }, { $group: { _id: '$roles', n: { $sum: 1 }, top: { $max: '$elo' } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(byRole).toEqual([
      { _id: 'demoman', n: 1, top: 1700 },
      { _id: 'medic', n: 2, top: 1600 },
      { _id: 'scout', n: 1, top: 1500 },
    ]);
    await server.db.collection('bans').insertOne({ _id: 'b1' as never, userId: 'p2', reason: 'toxic' });
    const joined = await players
      .aggregate([{ $match: { _id: 'p2' } }, { $lookup: { from: 'bans', localField: '_id', foreignField: 'userId', as: 'bans' } }])
      .toArray();
    expect(joined[0]?.bans).toEqual([{ _id: 'b1', userId: 'p2', reason: 'toxic' }]);
  });

  it('leaves stored documents untouched by pipeline stages', async () => {
    await players.aggregate([{ $set: { alias: 'changed' } }]).toArray();
    expect((await players.findOne({ _id: 'p1' }))?.alias).toBe('alpha');
  });
});

describe('delete', () => {
  it('deleteOne removes one match, deleteMany all of them', async () => {
    const coll = server.db.collection<{ _id: number; g: string }>('del');
    await coll.insertMany([
      { _id: 1, g: 'a' },
      { _id: 2, g: 'a' },
      { _id: 3, g: 'a' },
      { _id: 4, g: 'b' },
    ]);
    expect((await coll.deleteOne({ g: 'a' })).deletedCount).toBe(1);
    expect((await coll.deleteMany({ g: 'a' })).deletedCount).toBe(2);
    expect((await coll.deleteMany({ g: 'zzz' })).deletedCount).toBe(0);
    expect(await coll.find().toArray()).toEqual([{ _id: 4, g: 'b' }]);
  });
});
