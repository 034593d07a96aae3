import { expect, it } from 'vitest';
import { DEFAULT_QUEUES, playersPerPug, queueableRoles, slotOf } from './formats.ts';

const [sixes, hl, pl] = DEFAULT_QUEUES;

it('sizes the default queues', () => {
  expect(playersPerPug(sixes!)).toBe(12);
  expect(playersPerPug(hl!)).toBe(18);
  expect(playersPerPug(pl!)).toBe(14);
});
it('maps prolander flex classes to the flex slot', () => {
  expect(slotOf(pl!, 'heavy')).toBe('flex');
  expect(slotOf(pl!, 'sniper')).toBe('sniper');
  expect(slotOf(pl!, 'flex')).toBeUndefined();
  expect(slotOf(sixes!, 'scout')).toBeUndefined();
  expect(queueableRoles(pl!)).toEqual(['scout', 'soldier', 'demoman', 'medic', 'sniper', 'pyro', 'heavy', 'engineer', 'spy']);
});
