import { expect, it } from 'vitest';
import { formatCompactDateTime } from './format.ts';

const now = new Date(2026, 10, 24, 22, 0).getTime();

it('shows the time alone today, the day and time this year, the day and year before', () => {
  const today = formatCompactDateTime(new Date(2026, 10, 24, 9, 5).getTime(), now);
  expect(today).toMatch(/^0?9:05( AM)?$/);
  const thisYear = formatCompactDateTime(new Date(2026, 2, 3, 9, 5).getTime(), now);
  expect(thisYear).toMatch(/3/);
  expect(thisYear).toMatch(/9:05/);
  expect(thisYear).not.toMatch(/2026/);
  expect(formatCompactDateTime(new Date(2025, 2, 3, 9, 5).getTime(), now)).toMatch(/2025/);
  for (const text of [today, thisYear]) expect(text.length).toBeLessThanOrEqual(18);
});
