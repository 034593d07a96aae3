import { expect, it } from 'vitest';
import { seededRng, shuffled } from './rng.ts';

it('is deterministic and resumable from its state', () => {
  const a = seededRng(42);
  const first = [a.next(), a.next()];
  const b = seededRng(42);
  expect([b.next(), b.next()]).toEqual(first);
  const resumed = seededRng(a.state());
  expect(resumed.next()).toBe(a.next());
  for (let i = 0; i < 1000; i++) {
    const v = a.next();
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThan(1);
  }
});
it('shuffles without losing items', () => {
  const items = [1, 2, 3, 4, 5, 6];
  const out = shuffled(items, seededRng(7).next);
  expect([...out].sort()).toEqual(items);
  expect(items).toEqual([1, 2, 3, 4, 5, 6]);
});
