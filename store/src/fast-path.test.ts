/** The fast paths must agree with mingo (MongoDB semantics) wherever they apply. */
import { ObjectId, type Document } from 'bson';
import { Query, update as mingoUpdate } from 'mingo';
import { describe, expect, it } from 'vitest';
import { numericSort } from './commands/context.ts';
import { equalityMatcher, existsMatcher, simpleProjector, simpleUpdate } from './fast-path.ts';
import { cloneDoc } from './keys.ts';

const oid = new ObjectId();
const when = new Date('2024-01-01T00:00:00Z');
const docs: Document[] = [
  { _id: 'a', v: 1, s: 'x', tags: ['x', 'y'], nested: { k: 2, list: [{ id: 'p' }, { id: 'q' }] }, ref: oid, at: when, flag: true },
  { _id: 'b', v: 2, s: 'y', tags: [], nested: { k: 3 }, flag: false },
  { _id: 1, v: 1.0, s: null, nested: null },
  { _id: 'c', v: '1', s: ['x'], ref: oid.toHexString() },
];
const filters: Document[] = [
  { _id: 'a' },
  { _id: 1 },
  { v: 1 },
  { v: '1' },
  { s: 'x' },
  { tags: 'y' },
  { 'nested.k': 3 },
  { 'nested.list.id': 'q' },
  { ref: oid },
  { ref: oid.toHexString() },
  { at: when },
  { flag: false },
  { _id: 'a', v: 1 },
  { _id: 'a', v: 2 },
  { missing: 'x' },
];

describe('equalityMatcher', () => {
  it.each(filters)('agrees with mingo on %j', (filter) => {
    const fast = equalityMatcher(filter)!;
    expect(fast).toBeDefined();
    const query = new Query(filter, {});
    for (const doc of docs) expect(fast(doc), `${JSON.stringify(filter)} on ${String(doc._id)}`).toBe(query.test(doc));
  });

  it('declines operators, nulls, arrays and documents', () => {
    for (const f of [{ v: { $gt: 1 } }, { s: null }, { tags: ['x', 'y'] }, { nested: { k: 2 } }, { $or: [{ v: 1 }] }]) {
      expect(equalityMatcher(f)).toBeUndefined();
    }
  });
});

describe('existsMatcher', () => {
  const shapes: Document[] = [
    ...docs,
    { _id: 'd', elos: { sixes: { medic: 1500, scout: null } } },
    { _id: 'e', elos: { sixes: {} } },
    { _id: 'f', elos: [{ sixes: { medic: 1 } }, { sixes: {} }] },
    { _id: 'g', elos: [[{ sixes: { medic: 1 } }]] },
    { _id: 'h', elos: { sixes: { medic: [] } } },
    { _id: 'i', elos: [{ sixes: [{ medic: 2 }] }] },
    { _id: 'j', list: [7, { x: 1 }], elos: 'flat' },
  ];
  const paths = [
    'v',
    's',
    'tags',
    'nested.k',
    'nested.list.id',
    'nested.list.1',
    'nested.list.5',
    'elos.sixes.medic',
    'elos.sixes.scout',
    'elos.sixes',
    'list.0',
    'list.1.x',
    'list.x',
    'missing',
  ];
  it.each(paths)('agrees with mingo on { %s: { $exists: true } }', (path) => {
    const filter = { [path]: { $exists: true } };
    const query = new Query(filter, {});
    let fellBack = 0;
    const fast = existsMatcher(filter, (doc) => (fellBack++, query.test(doc)))!;
    expect(fast).toBeDefined();
    for (const doc of shapes) expect(fast(doc), `${path} on ${String(doc._id)}`).toBe(query.test(doc));
    // Only paths through two arrays (g, i) need mingo.
    expect(fellBack).toBeLessThanOrEqual(2);
  });

  it('declines anything but one $exists: true', () => {
    for (const f of [{ v: { $exists: false } }, { v: { $exists: true, $gt: 1 } }, { v: 1 }, { a: { $exists: true }, b: { $exists: true } }, { $or: [] }]) {
      expect(existsMatcher(f, () => true)).toBeUndefined();
    }
  });
});

describe('simpleProjector', () => {
  const projections: Document[] = [
    { v: 1 },
    { v: 1, s: true, _id: 0 },
    { missing: 1 },
    { nested: 1, tags: 1 },
    { tags: 0 },
    { v: 0, nested: false },
    { _id: 0 },
    { _id: 1 },
  ];
  it.each(projections)('agrees with mingo on %j', (projection) => {
    const fast = simpleProjector(projection)!;
    expect(fast).toBeDefined();
    expect(docs.map(fast)).toEqual(new Query({}, {}).find(docs, projection).all());
  });

  it('puts _id first, then the document’s order', () => {
    expect(Object.keys(simpleProjector({ flag: 1, v: 1 })!(docs[0]!))).toEqual(['_id', 'v', 'flag']);
  });

  it('declines dotted paths, operators, mixed inclusion and exclusion, and computed values', () => {
    for (const p of [{ 'nested.k': 1 }, { tags: { $slice: 1 } }, { v: 1, s: 0 }, { v: '$s' }, { v: 2 }]) expect(simpleProjector(p)).toBeUndefined();
  });
});

describe('numericSort', () => {
  const rows: Document[] = [
    { _id: 'a', at: 3, g: { n: 1 } },
    { _id: 'b', at: 1, g: { n: 2 } },
    { _id: 'c', at: 3, g: { n: 0 } },
    { _id: 'd', at: -2, g: { n: 2 } },
    { _id: 'e', at: 1.5, g: { n: 1 } },
  ];
  it.each([{ at: 1 }, { at: -1 }, { 'g.n': 1, at: -1 }, { 'g.n': -1, at: 1 }])('orders like mingo on %j, ties kept in order', (sort) => {
    const ids = (list: Document[]) => list.map((d) => d._id);
    expect(ids(numericSort(rows, sort)!)).toEqual(ids(new Query({}, {}).find<Document>(rows).sort(sort).all()));
  });

  it('declines missing, non-numeric and array values', () => {
    expect(numericSort([...rows, { _id: 'f' }], { at: 1 })).toBeUndefined();
    expect(numericSort([...rows, { _id: 'f', at: '2' }], { at: 1 })).toBeUndefined();
    expect(numericSort([...rows, { _id: 'f', at: [2] }], { at: 1 })).toBeUndefined();
    expect(numericSort([{ _id: 'f', g: [{ n: 1 }] }], { 'g.n': 1 })).toBeUndefined();
  });
});

const updates: Document[] = [
  { $set: { v: 5 } },
  { $set: { v: 1 } },
  { $set: { 'nested.k': 9, fresh: { deep: true } } },
  { $set: { 'brand.new.path': 1 } },
  { $inc: { v: 2, counter: 1 } },
  { $inc: { v: 0 } },
  { $unset: { s: '', nothing: '' } },
  { $unset: { 'nested.k': '' } },
  { $set: { s: 'z' }, $inc: { v: -1 }, $unset: { flag: '' } },
];

describe('simpleUpdate', () => {
  it.each(updates)('agrees with mingo on %j', (update) => {
    for (const doc of docs.slice(0, 2)) {
      const fast = simpleUpdate(doc, update)!;
      expect(fast).toBeDefined();
      const copy = cloneDoc(doc);
      const changed = mingoUpdate(copy, update as never, undefined, undefined, { cloneMode: 'deep' });
      expect(fast.doc).toEqual(copy);
      expect(fast.modified).toBe(changed.length > 0);
    }
  });

  it('never mutates the stored document', () => {
    const doc = cloneDoc(docs[0]!);
    simpleUpdate(doc, { $set: { 'nested.k': 100 }, $unset: { tags: '' } });
    expect(doc).toEqual(docs[0]);
  });

  it('leaves array paths, positional operators, _id, other operators and conflicts to mingo', () => {
    const doc = docs[0]!;
    for (const u of [
      { $set: { 'tags.0': 'z' } },
      { $set: { 'nested.list.id': 'z' } },
      { $set: { 'tags.$': 'z' } },
      { $set: { _id: 'other' } },
      { $push: { tags: 'z' } },
      { $inc: { s: 1 } },
      { $inc: { v: '1' } },
      { $set: { nested: 1, 'nested.k': 2 } },
      { $set: { 's.deeper': 1 } },
    ]) {
      expect(simpleUpdate(doc, u), JSON.stringify(u)).toBeUndefined();
    }
  });
});
