import { describe, expect, it } from 'vitest';
import { mapBodySchema } from '../contracts/http.ts';
import { DEFAULT_MAP_POOLS, FORMATS } from './formats.ts';
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

describe('DEFAULT_MAP_POOLS', () => {
  it('gives every format a pool of distinct map names, enough for a vote of 3 that never repeats the last map', () => {
    for (const format of FORMATS) {
      const pool = DEFAULT_MAP_POOLS[format];
      expect(new Set(pool).size).toBe(pool.length);
      expect(pool.length).toBeGreaterThanOrEqual(4);
      for (const map of pool) expect(mapBodySchema.shape.name.safeParse(map).success).toBe(true);
    }
  });
});
