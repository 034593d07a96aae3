import { expect, it } from 'vitest';
import { formatExpiry } from './formatExpiry.ts';

const now = Date.UTC(2026, 10, 21);

it('says never for a ban without expiry', () => {
  expect(formatExpiry(undefined, now)).toBe('never');
  expect(formatExpiry(null, now)).toBe('never');
});

it('gives the largest whole unit', () => {
  expect(formatExpiry(now + 3 * 86_400_000 + 5_000, now)).toBe('3 days');
  expect(formatExpiry(now + 86_400_000, now)).toBe('1 day');
  expect(formatExpiry(now + 5 * 3_600_000, now)).toBe('5 hours');
  expect(formatExpiry(now + 61_000, now)).toBe('1 minute');
  expect(formatExpiry(now + 10_000, now)).toBe('less than a minute');
});
