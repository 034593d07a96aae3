import { expect, it } from 'vitest';
import { fieldNameSchema, httpUrlSchema, idSchema, intLikeSchema, seasonNumberSchema, steamIdSchema, timestampSchema } from './primitives.ts';

it('steamids are exactly 17 digits and strings', () => {
  expect(steamIdSchema.safeParse('76561198000000001').success).toBe(true);
  expect(steamIdSchema.safeParse('7656119800000000').success).toBe(false);
  // eslint-disable-next-line no-loss-of-precision -- a steamid sent as a JSON number, precision lost, is the case under test
  expect(steamIdSchema.safeParse(76561198000000001).success).toBe(false);
  expect(steamIdSchema.safeParse({ $gt: '' }).success).toBe(false);
});
it('timestamps accept epoch ms or ISO dates', () => {
  expect(timestampSchema.parse(5)).toBe(5);
  expect(timestampSchema.parse('2024-02-03T04:05:06Z')).toBe(Date.UTC(2024, 1, 3, 4, 5, 6));
  expect(timestampSchema.safeParse('2024-13-45').success).toBe(false);
  expect(timestampSchema.safeParse(-1).success).toBe(false);
});
it('ids, urls, ints, field names', () => {
  expect(idSchema.safeParse('abc-123_X').success).toBe(true);
  expect(idSchema.safeParse('../etc').success).toBe(false);
  expect(httpUrlSchema.safeParse('https://ugc.gg/team/1').success).toBe(true);
  expect(httpUrlSchema.safeParse('ftp://x').success).toBe(false);
  expect(intLikeSchema.parse('42')).toBe(42);
  expect(intLikeSchema.safeParse(1.5).success).toBe(false);
  expect(seasonNumberSchema.parse('4.7')).toBe(4);
  expect(seasonNumberSchema.parse(4.7)).toBe(4);
  expect(seasonNumberSchema.parse(' 12 ')).toBe(12);
  for (const bad of ['forty', '4,7', '.5', '4e2', '', Infinity]) expect(seasonNumberSchema.safeParse(bad).success, String(bad)).toBe(false);
  expect(fieldNameSchema.safeParse('$where').success).toBe(false);
  expect(fieldNameSchema.safeParse('a.b').success).toBe(false);
});
