import { expect, it } from 'vitest';
import { monthKey, realignElos, shouldRealign } from './realign.ts';

it('moves every elo halfway toward its base', () => {
  expect(realignElos({ hl: { medic: 2000, spy: 1000 }, sixes: { scout: 1600 } }, 1600)).toEqual({ hl: { medic: 1800, spy: 1300 }, sixes: { scout: 1600 } });
  const byFormat = realignElos({ hl: { medic: 1500 }, sixes: { medic: 1500 } }, (f) => (f === 'hl' ? 2000 : 1000));
  expect(byFormat).toEqual({ hl: { medic: 1750 }, sixes: { medic: 1250 } });
});
it('runs once per UTC month', () => {
  const jan31late = Date.UTC(2026, 0, 31, 23, 59);
  const feb1 = Date.UTC(2026, 1, 1, 0, 0, 1);
  expect(monthKey(jan31late)).toBe('2026-01');
  expect(monthKey(feb1)).toBe('2026-02');
  expect(shouldRealign('2026-01', jan31late)).toBe(false);
  expect(shouldRealign('2026-01', feb1)).toBe(true);
  expect(shouldRealign('2026-02', Date.UTC(2026, 1, 20))).toBe(false);
  expect(shouldRealign(null, feb1)).toBe(true);
});
