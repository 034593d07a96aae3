import { expect, it } from 'vitest';
import { ELO_FORMATS } from '../entities.ts';
import { FORMATS } from './formats.ts';
import { formatDisplayName } from './formatNames.ts';

it('names every queue format and elo key the same way', () => {
  expect(FORMATS.map(formatDisplayName)).toEqual(['Sixes', 'Prolander', 'Highlander']);
  expect(ELO_FORMATS.map(formatDisplayName)).toEqual(['Sixes', 'Highlander', 'Prolander']);
});
