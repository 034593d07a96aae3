/** An index's sorted order (sorted scans) is kept through writes, not sorted again at each read after one. */
import { describe, expect, it } from 'vitest';
import { IndexState, normalizeIndexSpec } from './indexes.ts';

const index = () => new IndexState(normalizeIndexSpec({ key: { n: -1, _id: 1 }, name: 'by_n', partialFilterExpression: { n: { $exists: true } } }), 'db.c');

describe('IndexState.ordered', () => {
  it('moves a written entry in the kept order instead of sorting again', () => {
    const ix = index();
    for (let i = 0; i < 10; i++) ix.add(`s${i}`, { _id: `${i}`, n: i % 4 });
    const first = ix.ordered()!;
    expect(first.values).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 3, 3]);
    ix.remove('s2', { _id: '2', n: 2 });
    ix.add('s2', { _id: '2', n: 0 });
    ix.add('s10', { _id: '10', n: 5 });
    const after = ix.ordered()!;
    expect(after).toBe(first); // the same arrays, moved in place
    expect(after.ids).toEqual(['s0', 's2', 's4', 's8', 's1', 's5', 's9', 's6', 's3', 's7', 's10']);
    expect(after.values).toEqual([0, 0, 0, 0, 1, 1, 1, 2, 3, 3, 5]);
  });

  it('drops the order after a bulk of writes and sorts it once at the next read', () => {
    const ix = index();
    for (let i = 0; i < 10; i++) ix.add(`s${i}`, { _id: `${i}`, n: i });
    const first = ix.ordered()!;
    for (let i = 10; i < 5000; i++) ix.add(`s${i}`, { _id: `${i}`, n: 5000 - i });
    const again = ix.ordered()!;
    expect(again).not.toBe(first);
    expect(again.values).toHaveLength(5000);
    expect(again.values.every((v, i) => i === 0 || again.values[i - 1]! <= v)).toBe(true);
  });

  it('leaves a document without a number out of the order (the index then cannot answer a sort)', () => {
    const ix = index();
    ix.add('s1', { _id: '1', n: 1 });
    expect(ix.ordered()?.ids).toEqual(['s1']);
    ix.add('s2', { _id: '2', n: 'x' });
    expect(ix.ordered()).toBeNull();
    ix.remove('s2', { _id: '2', n: 'x' });
    ix.add('s3', { _id: '3', n: 0 });
    expect(ix.ordered()?.ids).toEqual(['s3', 's1']);
  });
});

describe('IndexState.holderCount', () => {
  it('counts the ids under values without collecting them, as lookup would collect them', () => {
    const ix = new IndexState(normalizeIndexSpec({ key: { phase: 1 }, name: 'by_phase' }), 'db.c');
    for (let i = 0; i < 50; i++) ix.add(`s${i}`, { _id: `${i}`, phase: i < 45 ? 'Complete' : 'Playing' });
    expect(ix.holderCount(['Complete'])).toBe(45);
    expect(ix.holderCount(['Playing', 'Nope'])).toBe(5);
    expect(ix.lookup(['Playing']).size).toBe(ix.holderCount(['Playing']));
  });
});
