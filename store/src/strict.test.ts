/** Driver-level: strict mode refuses what MongoDB 7.0 refuses, with its codes and messages; `_id` is stored first. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BSONRegExp, MongoServerError } from 'mongodb';
import { startTestServer, type TestServer } from './test-server.ts';

let strict: TestServer;
let lenient: TestServer;
beforeAll(async () => {
  strict = await startTestServer('strict', { strict: true });
  lenient = await startTestServer('lenient');
});
afterAll(async () => {
  await strict?.close();
  await lenient?.close();
});

const coll = (server: TestServer, name: string) => server.db.collection<any>(name);

/** The server error a promise rejects with (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<MongoServerError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
}

describe('strict mode', () => {
  it("refuses updateOne's and replaceOne's sort as MongoDB 7.0 does (the driver sends it; 8.0 added it)", async () => {
    const c = coll(strict, 'sorted');
    await c.insertMany([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
    ]);
    const update = await refusal(c.updateOne({}, { $set: { picked: true } }, { sort: { n: -1 } }));
    expect(update.code).toBe(40415);
    expect(update.message).toBe("BSON field 'update.updates.sort' is an unknown field.");
    const replace = await refusal(c.replaceOne({}, { n: 3 }, { sort: { n: -1 } }));
    expect(replace.code).toBe(40415);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
    ]);
    // findOneAndUpdate's sort is MongoDB's own, and stays accepted.
    const picked = await c.findOneAndUpdate({}, { $set: { picked: true } }, { sort: { n: -1 }, returnDocument: 'after' });
    expect(picked).toEqual({ _id: 2, n: 2, picked: true });
  });

  it('without strict mode (the dev and e2e default) the same sort still runs', async () => {
    const c = coll(lenient, 'sorted');
    await c.insertOne({ _id: 1, n: 1 });
    expect((await c.updateOne({}, { $set: { picked: true } }, { sort: { n: -1 } })).modifiedCount).toBe(1);
  });

  it('refuses a hint that names no index, by name or by key pattern, in reads and writes', async () => {
    const c = coll(strict, 'hinted');
    await c.createIndex({ team: 1, at: -1 }, { name: 'team_at' });
    await c.insertOne({ _id: 'a', team: 'red', at: 1 });
    for (const attempt of [
      () => c.find({ team: 'red' }, { hint: 'missing_1' }).toArray(),
      () => c.find({ team: 'red' }, { hint: { team: 1 } }).toArray(),
      () => c.countDocuments({ team: 'red' }, { hint: 'missing_1' }),
      () => c.updateOne({ team: 'red' }, { $set: { x: 1 } }, { hint: { at: 1 } }),
      () => c.deleteOne({ team: 'red' }, { hint: 'nope' }),
      () => c.findOneAndUpdate({ team: 'red' }, { $set: { x: 1 } }, { hint: { nope: 1 } }),
    ]) {
      const err = await refusal(attempt());
      expect(err.code).toBe(2);
      expect(err.message).toContain('hint provided does not correspond to an existing index');
    }
    expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', team: 'red', at: 1 });
    // Existing indexes, by name or key pattern, and $natural are fine.
    expect(await c.find({ team: 'red' }, { hint: 'team_at' }).toArray()).toHaveLength(1);
    expect(await c.find({ team: 'red' }, { hint: { team: 1, at: -1 } }).toArray()).toHaveLength(1);
    expect(await c.find({}, { hint: { _id: 1 } }).toArray()).toHaveLength(1);
    expect(await c.find({}, { hint: { $natural: 1 } }).toArray()).toHaveLength(1);
  });

  it('refuses command fields MongoDB does not know, naming them as MongoDB does', async () => {
    await coll(strict, 'fields').insertOne({ _id: 1 });
    const top = await refusal(strict.db.command({ find: 'fields', filter: {}, upsert: true }));
    expect([top.code, top.codeName, top.message]).toEqual([40415, 'Location40415', "BSON field 'find.upsert' is an unknown field."]);
    const statement = await refusal(strict.db.command({ delete: 'fields', deletes: [{ q: {}, limit: 1, sort: { _id: 1 } }] }));
    expect(statement.message).toBe("BSON field 'delete.deletes.sort' is an unknown field.");
    const fam = await refusal(strict.db.command({ findAndModify: 'fields', query: {}, update: { $set: { a: 1 } }, returnDocument: 'after' }));
    expect(fam.message).toBe("BSON field 'findAndModify.returnDocument' is an unknown field.");
    expect(await coll(strict, 'fields').findOne({ _id: 1 })).toEqual({ _id: 1 });
  });

  it("refuses an _id MongoDB does not store: '$'-prefixed fields inside, an array, a regex", async () => {
    const c = coll(strict, 'ids');
    const dollar = await refusal(c.insertOne({ _id: { $gt: 1 }, a: 1 }));
    expect([dollar.code, dollar.message]).toEqual([52, "_id fields may not contain '$'-prefixed fields: $gt is not valid for storage."]);
    const nested = await refusal(c.insertOne({ _id: { a: { $b: 1 } } }));
    expect(nested.code).toBe(52);
    const upserted = await refusal(c.replaceOne({ _id: 'x' }, { _id: { $in: [1] } }, { upsert: true }));
    expect(upserted.code).toBe(52);
    expect((await refusal(c.insertOne({ _id: [1, 2] }))).message).toBe("can't use an array for _id");
    expect((await refusal(c.insertOne({ _id: new BSONRegExp('^a') }))).message).toBe("can't use a regex for _id");
    expect(await c.countDocuments()).toBe(0);
  });
});

describe('strict mode: updates', () => {
  it('refuses operators touching overlapping paths with ConflictingUpdateOperators, $setOnInsert included', async () => {
    const c = coll(strict, 'conflicts');
    await c.insertOne({ _id: 1, a: 1, o: { b: 1 } });
    const same = await refusal(c.updateOne({ _id: 1 }, { $set: { a: 2 }, $inc: { a: 1 } }));
    expect([same.code, same.message]).toEqual([40, "Updating the path 'a' would create a conflict at 'a'"]);
    const inside = await refusal(c.updateOne({ _id: 1 }, { $set: { o: {} }, $inc: { 'o.b': 1 } }));
    expect([inside.code, inside.message]).toEqual([40, "Updating the path 'o.b' would create a conflict at 'o'"]);
    const outside = await refusal(c.updateOne({ _id: 1 }, { $inc: { 'o.b': 1 }, $unset: { o: '' } }));
    expect(outside.message).toBe("Updating the path 'o' would create a conflict at 'o'");
    const renamed = await refusal(c.updateOne({ _id: 1 }, { $rename: { a: 'z' }, $set: { z: 1 } }));
    expect(renamed.code).toBe(40);
    const onInsert = await refusal(c.updateOne({ _id: 2 }, { $set: { a: 2 }, $setOnInsert: { a: 1 } }, { upsert: true }));
    expect(onInsert.code).toBe(40);
    expect(await c.countDocuments()).toBe(1);
    // Different fields, even sharing a prefix, are fine.
    await c.updateOne({ _id: 3 }, { $set: { ab: 1 }, $setOnInsert: { a: 1 } }, { upsert: true });
    expect(await c.findOne({ _id: 3 })).toEqual({ _id: 3, ab: 1, a: 1 });
  });

  it('refuses $inc on a non-number and $push on a non-array instead of skipping them', async () => {
    const c = coll(strict, 'types');
    await c.insertOne({ _id: 1, name: 'x', tags: 'red', n: 1 });
    const inc = await refusal(c.updateOne({ _id: 1 }, { $inc: { name: 1 } }));
    expect([inc.code, inc.message]).toEqual([14, "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'name' of non-numeric type string"]);
    const push = await refusal(c.findOneAndUpdate({ _id: 1 }, { $push: { tags: 'blue' } as never }));
    expect([push.code, push.message]).toEqual([2, "The field 'tags' must be an array but is of type string in document {_id: 1}"]);
    await c.updateOne({ _id: 1 }, { $inc: { n: 1, fresh: 1 }, $push: { list: 'a' } as never });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'x', tags: 'red', n: 2, fresh: 1, list: ['a'] });
  });
});

describe('_id first', () => {
  it('stores _id as the first field of every inserted, replaced and upserted document', async () => {
    for (const server of [strict, lenient]) {
      const c = coll(server, 'order');
      await c.insertOne({ a: 1, _id: 'inserted' });
      await c.insertOne({ a: 1, _id: 'replaced' });
      await c.replaceOne({ _id: 'replaced' }, { b: 2, _id: 'replaced' });
      await c.replaceOne({ b: 3, _id: 'upserted' }, { b: 3 }, { upsert: true });
      await c.updateOne({ c: 4, _id: 'operator' }, { $set: { d: 5 } }, { upsert: true });
      const keys = (await c.find().toArray()).map((d) => Object.keys(d));
      expect(keys).toEqual([
        ['_id', 'a'],
        ['_id', 'b'],
        ['_id', 'b'],
        ['_id', 'c', 'd'],
      ]);
    }
  });
});
