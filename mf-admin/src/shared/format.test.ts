import { expect, it } from 'vitest';
import { formatCompactDateTime } from './format.ts';

const now = new Date(2026, 10, 24, 22, 0).getTime();

it('always shows the date and the time: the day this year (today too), with the year before', () => {
  const today = formatCompactDateTime(new Date(2026, 10, 24, 9, 5).getTime(), now);
  expect(today).toMatch(/24/);
  expect(today).toMatch(/9:05/);
  const thisYear = formatCompactDateTime(new Date(2026, 2, 3, 9, 5).getTime(), now);
  expect(thisYear).toMatch(/3/);
  expect(thisYear).toMatch(/9:05/);
  expect(thisYear).not.toMatch(/2026/);
  const before = formatCompactDateTime(new Date(2025, 2, 3, 9, 5).getTime(), now);
  expect(before).toMatch(/2025/);
  expect(before).toMatch(/9:05/);
  for (const text of [today, thisYear]) expect(text.length).toBeLessThanOrEqual(18);
});
