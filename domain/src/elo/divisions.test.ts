import { expect, it } from 'vitest';
import { divisionBase, divisionFromElo, divisionShorthand, DIVISION_STYLE_LABELS } from './divisions.ts';

it('maps names and shorthands to bases', () => {
  expect(divisionBase('Newcomer')).toBe(1000);
  expect(divisionBase('Amateur')).toBe(1200);
  expect(divisionBase('open')).toBe(1200);
  expect(divisionBase('Intermediate')).toBe(1400);
  expect(divisionBase('MAIN')).toBe(1600);
  expect(divisionBase('Advanced')).toBe(1800);
  expect(divisionBase('invite')).toBe(2000);
  expect(divisionBase('Platinum')).toBeUndefined();
});
it('gives shorthands, NEW when unknown', () => {
  expect(divisionShorthand('Open')).toBe('AM');
  expect(divisionShorthand('Invite')).toBe('INV');
  expect(divisionShorthand('Intermediate')).toBe('IM');
  expect(divisionShorthand(undefined)).toBe('NEW');
  expect(divisionShorthand('???')).toBe('NEW');
  expect(DIVISION_STYLE_LABELS).toContain('NEW');
});
it('derives a division from elo', () => {
  expect(divisionFromElo(900)).toBe('Newcomer');
  expect(divisionFromElo(1199.9)).toBe('Newcomer');
  expect(divisionFromElo(1200)).toBe('Amateur');
  expect(divisionFromElo(1750)).toBe('Main');
  expect(divisionFromElo(2400)).toBe('Invite');
});
