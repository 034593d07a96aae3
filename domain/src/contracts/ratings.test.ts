import { describe, expect, it } from 'vitest';
import { adjustRatingBodySchema } from './ratings.ts';
import { ELO_ADJUST_MAX, ELO_ADJUST_MIN } from '../constants.ts';

const good = { format: 'sixes', role: 'medic', elo: 1650, reason: 'Smurf of a Main player' };

describe('adjustRatingBodySchema (the api and the admin form)', () => {
  it.each([
    { name: 'a sixes medic', body: good },
    { name: 'a highlander pyro', body: { ...good, format: 'hl', role: 'pyro' } },
    { name: 'the lowest sane elo', body: { ...good, elo: ELO_ADJUST_MIN } },
    { name: 'the highest sane elo, unrounded', body: { ...good, elo: ELO_ADJUST_MAX - 0.5 } },
  ])('accepts $name', ({ body }) => {
    expect(adjustRatingBodySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    { name: 'an elo below the range', body: { ...good, elo: ELO_ADJUST_MIN - 1 }, path: 'elo' },
    { name: 'an elo above the range', body: { ...good, elo: ELO_ADJUST_MAX + 1 }, path: 'elo' },
    { name: 'an elo that is no number', body: { ...good, elo: '1500' }, path: 'elo' },
    { name: 'an infinite elo', body: { ...good, elo: Infinity }, path: 'elo' },
    { name: 'an empty reason', body: { ...good, reason: '   ' }, path: 'reason' },
    { name: 'no reason', body: { format: 'sixes', role: 'medic', elo: 1500 }, path: 'reason' },
    { name: 'an unknown format', body: { ...good, format: 'fours' }, path: 'format' },
    { name: 'an unknown class', body: { ...good, role: 'wizard' }, path: 'role' },
    { name: 'a class the format does not rate', body: { ...good, role: 'pyro' }, path: 'role' },
    { name: 'an extra field', body: { ...good, pugsPlayed: 10 }, path: '' },
  ])('refuses $name', ({ body, path }) => {
    const parsed = adjustRatingBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('trims the reason', () => {
    expect(adjustRatingBodySchema.parse({ ...good, reason: '  typo  ' }).reason).toBe('typo');
  });
});
