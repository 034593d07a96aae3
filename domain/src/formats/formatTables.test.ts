import { expect, expectTypeOf, it } from 'vitest';
import { defineFormat } from './formatRecord.ts';
import { FORMAT_RECORDS } from './formats.ts';
import {
  defaultQueuesOf,
  eloKeysOf,
  eloKeysOfSeasonIn,
  eloRolesOf,
  formatNameOfSeasonIn,
  formatsOf,
  mapPoolsOf,
  recordIn,
  seasonClassesIn,
  seasonFormatNamesOf,
} from './formatTables.ts';

/** A made-up fourth format: adding it is this one record plus one line in FORMAT_RECORDS. */
const ultiduo = defineFormat({
  format: 'ULTIDUO',
  eloKey: 'ud',
  name: 'Ultiduo',
  shorthand: 'UD',
  queueName: 'ultiduo',
  roles: [
    { role: 'medic', perTeam: 1 },
    { role: 'soldier', perTeam: 1 },
  ],
  mapPool: ['ultiduo_baloo_v2', 'koth_ultiduo_r_b7'],
  serverConfig: { prefix: 'etf2l_ultiduo', controlPoints: '5cp' },
  league: { formatName: /ultiduo|^2v2$/, seasonName: /\bultiduo\b/, setsBaseElos: ['ud'] },
  seasonClasses: ['soldier', 'medic'],
});

const withUltiduo = [...FORMAT_RECORDS, ultiduo] as const;

it('puts a new format in every table keyed by format', () => {
  expect(formatsOf(withUltiduo)).toEqual(['ULTIDUO', 'SIXES', 'PROLANDER', 'HIGHLANDER']);
  expect(eloKeysOf(withUltiduo)).toEqual(['sixes', 'hl', 'pl', 'ud']);
  expect(seasonFormatNamesOf(withUltiduo)).toEqual(['Sixes', 'Highlander', 'Ultiduo']);
  expect(recordIn(withUltiduo, 'ULTIDUO')).toBe(ultiduo);
  expect(recordIn(withUltiduo, 'ud')).toBe(ultiduo);
  expect(mapPoolsOf(withUltiduo).ULTIDUO).toEqual(['ultiduo_baloo_v2', 'koth_ultiduo_r_b7']);
  expect(eloRolesOf(withUltiduo).ud).toEqual(['soldier', 'medic']);
  expect(defaultQueuesOf(withUltiduo, 'eu').at(-1)).toEqual({
    name: 'ultiduo',
    format: 'ULTIDUO',
    region: 'eu',
    roles: [
      { role: 'medic', perTeam: 1 },
      { role: 'soldier', perTeam: 1 },
    ],
  });
  expect(seasonClassesIn(withUltiduo, 'Ultiduo')).toEqual(['soldier', 'medic']);
  expect(formatNameOfSeasonIn(withUltiduo, 'ETF2L Ultiduo Season 3')).toBe('Ultiduo');
  expect(eloKeysOfSeasonIn(withUltiduo, 'Ultiduo')).toEqual(['ud']);
  expect(eloKeysOfSeasonIn(withUltiduo, '2v2')).toEqual(['ud']);
});

it('types the tables by the formats of the list', () => {
  expectTypeOf(formatsOf(withUltiduo)[0]).toEqualTypeOf<'SIXES' | 'HIGHLANDER' | 'PROLANDER' | 'ULTIDUO'>();
  expectTypeOf(eloKeysOf(withUltiduo)[0]).toEqualTypeOf<'sixes' | 'hl' | 'pl' | 'ud'>();
  expectTypeOf(seasonFormatNamesOf(withUltiduo)[0]).toEqualTypeOf<'Sixes' | 'Highlander' | 'Ultiduo'>();
  expectTypeOf(mapPoolsOf(withUltiduo)).toHaveProperty('ULTIDUO');
  expectTypeOf(eloRolesOf(withUltiduo)).toHaveProperty('ud');
});

it('leaves the formats already there as they were', () => {
  expect(formatsOf(withUltiduo).filter((f) => f !== 'ULTIDUO')).toEqual(formatsOf(FORMAT_RECORDS));
  expect(formatNameOfSeasonIn(withUltiduo, 'Highlander Season 18')).toBe('Highlander');
  expect(eloKeysOfSeasonIn(withUltiduo, 'Prolander')).toEqual(['pl', 'hl']);
  expect(formatNameOfSeasonIn(withUltiduo, 'Summer Cup')).toBeUndefined();
  expect(eloKeysOfSeasonIn(withUltiduo, 'Other')).toEqual([]);
});
