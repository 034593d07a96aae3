/** A find sorted on an indexed numeric field walks the index: same answers as sorting every document. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('sorted');
});
afterAll(() => server?.close());

interface Player {
  _id: string;
  alias: string;
  elos?: { medic?: number | string; scout?: number };
}

it('pages a sort on a partial index like a full sort would, ties by _id, after writes too', async () => {
  const indexed = server.db.collection<Player>('indexed');
  const plain = server.db.collection<Player>('plain');
  await indexed.createIndex({ 'elos.medic': -1, _id: 1 }, { name: 'ladder', partialFilterExpression: { 'elos.medic': { $exists: true } } });
  const docs: Player[] = Array.from({ length: 300 }, (_, i) => ({
    _id: `p${String(i).padStart(3, '0')}`,
    alias: i % 7 === 0 ? `Medic ${i}` : `Scout ${i}`,
    ...(i % 5 === 0 ? {} : { elos: { medic: 1000 + ((i * 37) % 50) * 10 } }), // many ties; some without a medic elo
  }));
  await indexed.insertMany(docs);
  await plain.insertMany(docs);
  const shapes: [Record<string, unknown>, Record<string, 1 | -1>, number, number][] = [
    [{ 'elos.medic': { $exists: true } }, { 'elos.medic': -1, _id: 1 }, 0, 25],
    [{ 'elos.medic': { $exists: true } }, { 'elos.medic': -1, _id: 1 }, 225, 25],
    [{ 'elos.medic': { $exists: true } }, { 'elos.medic': 1, _id: -1 }, 10, 30],
    [{ 'elos.medic': { $exists: true } }, { 'elos.medic': 1, _id: 1 }, 0, 0],
    [{ 'elos.medic': { $exists: true }, alias: { $regex: '^medic', $options: 'i' } }, { 'elos.medic': -1, _id: 1 }, 0, 25],
    [{ 'elos.medic': { $gt: 1200 } }, { 'elos.medic': -1, _id: 1 }, 5, 10],
    // A numeric range starts the walk at its bound, either way.
    [{ 'elos.medic': { $gte: 1100, $lt: 1300 } }, { 'elos.medic': 1, _id: 1 }, 3, 20],
    [{ 'elos.medic': { $gt: 1100, $lte: 1300 } }, { 'elos.medic': -1, _id: -1 }, 0, 20],
    [{ 'elos.medic': { $lt: 1050 } }, { 'elos.medic': -1, _id: 1 }, 0, 0],
    [{ 'elos.medic': { $gte: 1250 }, $or: [{ 'elos.medic': { $gt: 1250 } }, { _id: { $gt: 'p100' } }] }, { 'elos.medic': 1, _id: 1 }, 0, 7],
    [{ 'elos.medic': { $exists: true }, _id: 'p013' }, { 'elos.medic': -1, _id: 1 }, 0, 25],
  ];
  const check = async () => {
    for (const [filter, sort, skip, limit] of shapes) {
      const fromIndex = await indexed.find(filter, { sort, skip, limit, projection: { alias: 1, 'elos.medic': 1 } }).toArray();
      const fromScan = await plain.find(filter, { sort, skip, limit, projection: { alias: 1, 'elos.medic': 1 } }).toArray();
      expect(fromIndex, JSON.stringify({ filter, sort, skip, limit })).toEqual(fromScan);
      expect(fromIndex.length).toBeGreaterThan(0);
      // countDocuments (a $match + $group pipeline) is counted on the index when it can be.
      expect(await indexed.countDocuments(filter)).toBe(await plain.countDocuments(filter));
    }
    expect(await indexed.countDocuments({})).toBe(await plain.countDocuments({}));
    for (const op of ['$gt', '$gte', '$lt', '$lte']) {
      for (const x of [999, 1000, 1250, 1255, 5000, 9000]) {
        const range = { 'elos.medic': { [op]: x } };
        expect(await indexed.countDocuments(range), JSON.stringify(range)).toBe(await plain.countDocuments(range));
      }
    }
    expect(await indexed.countDocuments({ 'elos.medic': { $exists: true } }, { limit: 7 })).toBe(7);
    expect(await indexed.countDocuments({ 'elos.medic': { $exists: false } })).toBe(await plain.countDocuments({ 'elos.medic': { $exists: false } }));
  };
  await check();
  for (const c of [indexed, plain]) {
    await c.updateOne({ _id: 'p001' }, { $set: { 'elos.medic': 5000 } });
    await c.updateOne({ _id: 'p005' }, { $set: { 'elos.medic': 999 } });
    await c.deleteOne({ _id: 'p002' });
    await c.insertOne({ _id: 'p999', alias: 'Late', elos: { medic: 1250 } });
  }
  await check();
  expect((await indexed.find({ 'elos.medic': { $exists: true } }, { sort: { 'elos.medic': -1, _id: 1 }, limit: 1 }).toArray())[0]?._id).toBe('p001');
});

it('falls back to a full sort when the index cannot answer (a non-number value, a filter not implying the field)', async () => {
  const mixed = server.db.collection<Player>('mixed');
  await mixed.createIndex({ 'elos.medic': -1 }, { name: 'ladder', partialFilterExpression: { 'elos.medic': { $exists: true } } });
  await mixed.insertMany([
    { _id: 'a', alias: 'A', elos: { medic: 1500 } },
    { _id: 'b', alias: 'B', elos: { medic: 'high' } },
    { _id: 'c', alias: 'C' },
  ]);
  const sorted = await mixed.find({ 'elos.medic': { $exists: true } }, { sort: { 'elos.medic': -1 } }).toArray();
  expect(sorted.map((d) => d._id)).toEqual(['b', 'a']); // strings sort above numbers, as MongoDB orders types
  const all = await mixed.find({}, { sort: { 'elos.medic': -1 } }).toArray();
  expect(all.map((d) => d._id)).toEqual(['b', 'a', 'c']); // the document without the field is not in the partial index but is found
  expect(await mixed.countDocuments({ 'elos.medic': { $exists: true } })).toBe(2);
  expect(await mixed.countDocuments({ alias: 'Z' })).toBe(0);
});

it('keeps the sorted order through interleaved writes and reads, and through a bulk of writes between two reads', async () => {
  const indexed = server.db.collection<{ _id: string; n?: number }>('kept');
  const plain = server.db.collection<{ _id: string; n?: number }>('keptPlain');
  await indexed.createIndex({ n: -1, _id: 1 }, { name: 'by_n', partialFilterExpression: { n: { $exists: true } } });
  let seed = 7;
  const rand = (k: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % k);
  const both = async (op: (c: typeof plain) => Promise<unknown>) => {
    await op(indexed);
    await op(plain);
  };
  const top = (c: typeof plain) => c.find({ n: { $gt: 0 } }, { sort: { n: -1, _id: 1 }, limit: 15 }).toArray();
  await both((c) => c.insertMany(Array.from({ length: 400 }, (_, i) => ({ _id: `k${i}`, n: i % 23 }))));
  for (let round = 0; round < 300; round++) {
    const id = `k${rand(420)}`;
    const pick = rand(4);
    const n = rand(30);
    if (pick === 0) await both((c) => c.updateOne({ _id: id }, { $inc: { n: 1 } }, { upsert: true }));
    else if (pick === 1) await both((c) => c.updateOne({ _id: id }, { $set: { n } }, { upsert: true }));
    else if (pick === 2) await both((c) => c.updateOne({ _id: id }, { $unset: { n: '' } }));
    else await both((c) => c.deleteOne({ _id: id }));
    expect(await top(indexed), `round ${round}`).toEqual(await top(plain));
  }
  // More writes between two reads than the order keeps in place: sorted again at the read.
  await both((c) =>
    c.bulkWrite(Array.from({ length: 3000 }, (_, i) => ({ updateOne: { filter: { _id: `k${i % 420}` }, update: { $inc: { n: 1 } }, upsert: true } }))),
  );
  expect(await top(indexed)).toEqual(await top(plain));
  await both((c) => c.updateOne({ _id: 'k3' }, { $set: { n: 99_999 } }));
  expect((await top(indexed))[0]).toEqual({ _id: 'k3', n: 99_999 });
});
