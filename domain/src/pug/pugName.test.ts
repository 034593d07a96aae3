import { describe, expect, it } from 'vitest';
import { pugRefParamsSchema } from '../contracts/http.ts';
import { pugLabel, pugStatusLabel } from './pugName.ts';

describe('pug names', () => {
  it('says a pug by its number, an old one by its id', () => {
    expect(pugLabel({ _id: 'sixes-UjaI_4CElwTNEohu', number: 1234 })).toBe('#1234');
    expect(pugLabel({ _id: 'sixes-UjaI_4CElwTNEohu' })).toBe('sixes-UjaI_4CElwTNEohu');
  });

  it('reads a finished pug by how it ended', () => {
    expect(pugStatusLabel({ phase: 'Playing' })).toBe('Playing');
    expect(pugStatusLabel({ phase: 'Complete' })).toBe('Complete');
    expect(pugStatusLabel({ phase: 'Complete', endedBy: 'admin' })).toBe('Ended by an admin');
    expect(pugStatusLabel({ phase: 'Complete', resultByAdmin: true })).toBe('Ended by an admin');
    expect(pugStatusLabel({ phase: 'Complete', endedBy: 'site' })).toBe('Cancelled');
  });

  it('parses a path naming a pug by number or id, and nothing else', () => {
    expect(pugRefParamsSchema.parse({ id: '1234' }).id).toEqual({ number: 1234 });
    expect(pugRefParamsSchema.parse({ id: 'sixes-abc' }).id).toEqual({ _id: 'sixes-abc' });
    for (const bad of ['0', '0012', '1234567890', '12.5', '$gt', '', { $gt: '' }])
      expect(pugRefParamsSchema.safeParse({ id: bad }).success, String(bad)).toBe(false);
  });
});
