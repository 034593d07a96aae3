import { expect, it } from 'vitest';
import { mapImageName } from './maps.ts';

it('takes the first two underscore-separated parts', () => {
  expect(mapImageName('cp_process_final')).toBe('cp_process');
  expect(mapImageName('koth_product_rcx')).toBe('koth_product');
  expect(mapImageName('cp_gullywash')).toBe('cp_gullywash');
});
it('defaults to ctf_2fort', () => {
  expect(mapImageName()).toBe('ctf_2fort');
  expect(mapImageName('')).toBe('ctf_2fort');
  expect(mapImageName(null)).toBe('ctf_2fort');
  expect(mapImageName('___')).toBe('ctf_2fort');
});
it('keeps a single-part name', () => expect(mapImageName('badlands')).toBe('badlands'));
