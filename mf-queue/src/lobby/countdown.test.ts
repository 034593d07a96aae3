import { describe, expect, it } from 'vitest';
import { secondsUntil } from '@pug/domain';
import { secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('counts like the domain secondsUntil', () => {
    const deadline = 1_700_000_060_000;
    for (const now of [deadline - 60_000, deadline - 59_001, deadline - 1000, deadline - 999, deadline, deadline + 5000]) {
      expect(secondsLeft(deadline, now)).toBe(secondsUntil(deadline, now));
    }
  });
});
