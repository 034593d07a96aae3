/**
 * String ranges (`$gt` / `$gte` / `$lt` / `$lte` with string bounds) served from an index give the
 * same answers as the same query walking every document, on randomised data with every kind of
 * value in the field (strings, numbers, null, missing, arrays), through writes; and those answers
 * are MongoDB's (type bracketing, code point order, array elements meeting bounds separately).
 */
import { seededRng } from '@pug/domain';
import { Query } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionState } from './collection.ts';
import { normalizeIndexSpec } from './indexes.ts';
import { compareStrings } from './keys.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('strrange');
});
afterAll(() => server?.close());

interface Doc {
  _id: string;
  k?: unknown;
  e?: number;
  t?: string;
}

const BMP = ['a', 'A', 'b', 'B', 'é', 'z', ' ', '0'];
// Characters where UTF-16 order and code point order disagree (an emoji is a surrogate pair).
const WIDE = [...BMP, '\uE000', '\uFFFD', '😀', '𝔸'];

function makeRandom(seed: number, alphabet: string[]) {
  const rng = seededRng(seed).next;
  const int = (n: number) => Math.floor(rng() * n);
  const str = () => Array.from({ length: int(4) }, () => alphabet[int(alphabet.length)]).join('');
  const value = (): unknown => {
    const r = rng();
    if (r < 0.55) return str();
    if (r < 0.65) return int(5);
    if (r < 0.72) return null;
    if (r < 0.8) return undefined;
    if (r < 0.9) return [str(), str()];
    return [int(3), str()];
  };
  const doc = (i: number): Doc => {
    const k = value();
    return {
      _id: `d${String(i).padStart(4, '0')}`,
      ...(k === undefined ? {} : { k }),
      ...(rng() < 0.6 ? { e: int(20) } : {}),
      ...(rng() < 0.5 ? { t: rng() < 0.5 ? 'x' : 'y' } : {}),
    };
  };
  const range = (): Record<string, string> => {
    const ops = ['$gt', '$gte', '$lt', '$lte'].filter(() => rng() < 0.45);
    if (ops.length === 0) ops.push(rng() < 0.5 ? '$gte' : '$lt');
    return Object.fromEntries(ops.map((op) => [op, str()]));
  };
  return { rng, int, doc, range };
}

async function loadPair(name: string, docs: Doc[]) {
  const indexed = server.db.collection<Doc>(`${name}_indexed`);
  const plain = server.db.collection<Doc>(`${name}_plain`);
  await indexed.createIndex({ k: 1 }, { name: 'k' });
  await indexed.createIndex({ e: -1, _id: 1 }, { name: 'e_ladder', partialFilterExpression: { e: { $exists: true } } });
  await indexed.createIndex({ t: 1 }, { name: 't' });
  await indexed.insertMany(docs);
  await plain.insertMany(docs);
  return { indexed, plain };
}

type Pair = Awaited<ReturnType<typeof loadPair>>;

/** Every query shape the planner treats differently: the range alone, with an equality, with the ladder's `$exists`, sorted and paged. */
async function checkQueries(pair: Pair, random: ReturnType<typeof makeRandom>, rounds: number, viaMingo: boolean): Promise<number> {
  let matched = 0;
  const everything = viaMingo ? await pair.plain.find({}).toArray() : [];
  for (let i = 0; i < rounds; i++) {
    const k = random.range();
    const filters: Record<string, unknown>[] = [{ k }, { k, t: 'x' }, { k, e: { $exists: true } }, { e: { $exists: true }, k }];
    for (const filter of filters) {
      const label = JSON.stringify(filter);
      const fromIndex = await pair.indexed.find(filter).sort({ _id: 1 }).toArray();
      const fromScan = await pair.plain.find(filter).sort({ _id: 1 }).toArray();
      expect(fromIndex, label).toEqual(fromScan);
      if (viaMingo) {
        const expected = new Query(filter).find<Doc>(everything).all();
        expect(
          fromIndex.map((d) => d._id),
          label,
        ).toEqual(expected.map((d) => d._id).sort());
      }
      expect(await pair.indexed.countDocuments(filter), label).toBe(fromScan.length);
      matched += fromScan.length;
    }
    // The ladder's shape: sorted by `e` on a partial index, a page at a time.
    const ladder = { e: { $exists: true }, k };
    for (const [skip, limit] of [
      [0, 3],
      [2, 5],
      [0, 0],
    ] as const) {
      const opts = { sort: { e: -1, _id: 1 } as const, skip, limit };
      expect(await pair.indexed.find(ladder, opts).toArray(), JSON.stringify({ ladder, skip, limit })).toEqual(await pair.plain.find(ladder, opts).toArray());
    }
  }
  return matched;
}

/** The same random writes on both collections: new strings, strings leaving, type changes, arrays. */
async function churn(pair: Pair, random: ReturnType<typeof makeRandom>, n: number, next: { id: number }): Promise<void> {
  for (let i = 0; i < n; i++) {
    const r = random.rng();
    const id = `d${String(random.int(next.id)).padStart(4, '0')}`;
    const fresh = random.doc(next.id);
    const e = random.int(20);
    for (const c of [pair.indexed, pair.plain]) {
      if (r < 0.35) await c.updateOne({ _id: id }, fresh.k === undefined ? { $unset: { k: '' } } : { $set: { k: fresh.k } });
      else if (r < 0.5)
        await c.updateOne({ _id: id }, { $set: { e } }); // same k, rewritten
      else if (r < 0.75) await c.deleteOne({ _id: id });
      else await c.insertOne({ ...fresh });
    }
    if (r >= 0.75) next.id++;
  }
}

describe('string ranges on an index', () => {
  it('match the unindexed store and mingo on mixed-type data, through updates, deletes and inserts', async () => {
    const random = makeRandom(7, BMP);
    const docs = Array.from({ length: 400 }, (_, i) => random.doc(i));
    const pair = await loadPair('mixed', docs);
    const next = { id: docs.length };
    let matched = await checkQueries(pair, random, 40, true);
    // Enough writes that the index's sorted strings go stale and are rebuilt at least once.
    await churn(pair, random, 500, next);
    matched += await checkQueries(pair, random, 40, true);
    await churn(pair, random, 200, next);
    matched += await checkQueries(pair, random, 20, true);
    expect(matched).toBeGreaterThan(1000); // the ranges are not all empty
  });

  it('order strings by code point (UTF-8 bytes) like MongoDB, indexed or not', async () => {
    const random = makeRandom(11, WIDE);
    const docs = Array.from({ length: 300 }, (_, i) => random.doc(i));
    const pair = await loadPair('wide', docs);
    await checkQueries(pair, random, 40, false);
    await churn(pair, random, 200, { id: docs.length });
    await checkQueries(pair, random, 20, false);

    const fixed = await loadPair('points', [
      { _id: 'emoji', k: '😀' },
      { _id: 'private', k: '\uE000' },
      { _id: 'replacement', k: '\uFFFD' },
      { _id: 'latin', k: 'é' },
      { _id: 'number', k: 5 },
      { _id: 'null', k: null },
      { _id: 'none' },
    ]);
    for (const c of [fixed.indexed, fixed.plain]) {
      const ids = async (filter: Record<string, unknown>) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
      // U+1F600 is above U+FFFD in MongoDB (and in UTF-8), below it in UTF-16 code units.
      expect(await ids({ k: { $gt: '\uFFFD' } })).toEqual(['emoji']);
      expect(await ids({ k: { $gte: '\uE000', $lt: '😀' } })).toEqual(['private', 'replacement']);
      // Type bracketing: a string bound never matches numbers, null or a missing field.
      expect(await ids({ k: { $gte: '' } })).toEqual(['emoji', 'latin', 'private', 'replacement']);
      expect(await ids({ k: { $lt: 'a' } })).toEqual([]);
    }
    expect(compareStrings('😀', '\uFFFD')).toBeGreaterThan(0);
    expect(compareStrings('a', 'ab')).toBeLessThan(0);
  });

  it('keep a document whose array elements meet the two bounds separately', async () => {
    const pair = await loadPair('multikey', [
      { _id: 'apart', k: ['a', 'z'] },
      { _id: 'inside', k: ['m'] },
      { _id: 'outside', k: ['a', 'b'] },
      { _id: 'scalar', k: 'q' },
    ]);
    for (const c of [pair.indexed, pair.plain]) {
      const found = await c
        .find({ k: { $gt: 'c', $lt: 'n' } })
        .sort({ _id: 1 })
        .toArray();
      // 'z' > 'c' and 'a' < 'n': MongoDB matches the array (each condition by some element).
      expect(found.map((d) => d._id)).toEqual(['apart', 'inside']);
    }
  });
});

describe('the planner', () => {
  it('reads only the range from the index, and walks the sorted index instead when the range is wide', () => {
    const coll = new CollectionState('db', 'players');
    for (let i = 0; i < 1000; i++) coll.put({ _id: `p${i}`, k: `name ${i}`, ...(i % 2 ? {} : { e: i }) });
    coll.addIndex(coll.buildIndex(normalizeIndexSpec({ key: { k: 1 }, name: 'k' }), true));
    coll.addIndex(coll.buildIndex(normalizeIndexSpec({ key: { e: -1, _id: 1 }, name: 'ladder', partialFilterExpression: { e: { $exists: true } } }), true));
    const narrow = { e: { $exists: true }, k: { $gte: 'name 12', $lt: 'name 13' } };
    const expected = ['p12', ...Array.from({ length: 10 }, (_, j) => `p12${j}`)];
    expect(
      coll
        .candidates(narrow)
        .map((d) => d._id as string)
        .sort(),
    ).toEqual(expected.sort());
    expect(coll.candidates({ k: { $gt: 'name 998' } }).map((d) => d._id)).toEqual(['p999']);
    // 11 documents in the range against a walk of about 25 × 500 / 11 ladder entries: the range.
    expect(coll.sortedScan(narrow, { e: -1, _id: 1 }, 25)).toBeUndefined();
    // Every document in the range: the ladder walk stops after about 25 entries.
    expect(coll.sortedScan({ e: { $exists: true }, k: { $gte: 'name' } }, { e: -1, _id: 1 }, 25)).toBeDefined();
  });
});
