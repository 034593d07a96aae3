import { expect, it } from 'vitest';
import {
  BASE_CLASSES,
  DEFAULT_MAP_POOLS,
  DEFAULT_QUEUES,
  ELO_FORMATS,
  ELO_ROLES_BY_FORMAT,
  eloKeysOfSeason,
  FORMATS,
  formatDisplayName,
  formatNameOfSeason,
  formatRecordOf,
  playersPerPug,
  queueableRoles,
  SEASON_FORMAT_NAMES,
  slotOf,
} from './formats.ts';

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

it('keeps the stored and wire values of the three formats', () => {
  expect(FORMATS).toEqual(['SIXES', 'PROLANDER', 'HIGHLANDER']);
  expect(ELO_FORMATS).toEqual(['sixes', 'hl', 'pl']);
  expect(SEASON_FORMAT_NAMES).toEqual(['Sixes', 'Highlander']);
  expect(FORMATS.map((f) => [formatRecordOf(f).eloKey, formatRecordOf(f).shorthand])).toEqual([
    ['sixes', '6S'],
    ['pl', 'PL'],
    ['hl', 'HL'],
  ]);
  expect(DEFAULT_QUEUES.map((q) => [q.name, q.format, q.region])).toEqual([
    ['sixes', 'SIXES', 'na'],
    ['highlander', 'HIGHLANDER', 'na'],
    ['prolander', 'PROLANDER', 'na'],
  ]);
  expect(DEFAULT_MAP_POOLS.PROLANDER).toBe(DEFAULT_MAP_POOLS.HIGHLANDER);
});

it('names every queue format and elo key the same way', () => {
  expect(FORMATS.map(formatDisplayName)).toEqual(['Sixes', 'Prolander', 'Highlander']);
  expect(ELO_FORMATS.map(formatDisplayName)).toEqual(['Sixes', 'Highlander', 'Prolander']);
});

it('keeps elos for the roles each format seats, in class order', () => {
  expect(ELO_ROLES_BY_FORMAT).toEqual({
    sixes: ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'],
    hl: BASE_CLASSES,
    pl: BASE_CLASSES,
  });
});

it('reads which elo keys a season sets, trying the smallest team first', () => {
  expect(eloKeysOfSeason('Sixes')).toEqual(['sixes']);
  expect(eloKeysOfSeason('6v6')).toEqual(['sixes']);
  expect(eloKeysOfSeason('Highlander')).toEqual(['hl', 'pl']);
  expect(eloKeysOfSeason('HL')).toEqual(['hl', 'pl']);
  expect(eloKeysOfSeason('Prolander')).toEqual(['pl', 'hl']);
  expect(eloKeysOfSeason('Highlander Pro')).toEqual(['pl', 'hl']);
  expect(eloKeysOfSeason('Ultiduo')).toEqual([]);
  expect(formatNameOfSeason('ETF2L 6s Season 40')).toBe('Sixes');
  expect(formatNameOfSeason('RGL HL Season 12')).toBe('Highlander');
});
