import { describe, expect, it } from 'vitest';
import { aliasGroup, aliasSearchKey, captainOptionGroups, groupByAlias } from './alias.ts';

describe('aliasGroup', () => {
  it('uppercases the first letter', () => {
    expect(aliasGroup('b4nny')).toBe('B');
    expect(aliasGroup('Zaq')).toBe('Z');
  });
  it("groups digits as '0-9'", () => expect(aliasGroup('3kliksphilip')).toBe('0-9'));
  it('keeps other symbols as their own group', () => {
    expect(aliasGroup('#hash')).toBe('#');
    expect(aliasGroup('[TAG] x')).toBe('[');
    expect(aliasGroup('')).toBe('#');
  });
});

describe('groupByAlias', () => {
  it('sorts groups 0-9, letters, symbols and users by alias', () => {
    const users = [{ alias: 'zed' }, { alias: 'Alpha' }, { alias: '9lives' }, { alias: '#x' }, { alias: 'apple' }, { alias: '' }];
    const groups = groupByAlias(users);
    expect(groups.map((g) => g.group)).toEqual(['0-9', 'A', 'Z', '#']);
    expect(groups[1]!.users.map((u) => u.alias)).toEqual(['Alpha', 'apple']);
    expect(groups.flatMap((g) => g.users)).toHaveLength(5);
  });
});

describe('aliasSearchKey', () => {
  it('folds case, so a prefix in any case is a prefix of the key', () => {
    expect(aliasSearchKey('KrItZ 12')).toBe('kritz 12');
    expect(aliasSearchKey('kritz 1204').startsWith(aliasSearchKey('KRITZ 12'))).toBe(true);
    expect(aliasSearchKey('Élan')).toBe('élan');
  });
  it('gives one key to the same name typed in different Unicode forms', () => {
    expect(aliasSearchKey('e\u0301lan')).toBe(aliasSearchKey('\u00e9lan'));
    expect(aliasSearchKey('Ｋｒｉｔｚ')).toBe('kritz');
    expect(aliasSearchKey('ﬁnn')).toBe('finn');
  });
  it('lowers a Greek sigma the same wherever it stands', () => {
    expect(aliasSearchKey('ΟΔΟΣΑ').startsWith(aliasSearchKey('ΟΔΟΣ'))).toBe(true);
    expect(aliasSearchKey('οδος')).toBe(aliasSearchKey('ΟΔΟΣ'));
  });
  it('keeps everything else literally (no pattern syntax)', () => {
    expect(aliasSearchKey('.*[a]^$ (x)|\\')).toBe('.*[a]^$ (x)|\\');
    expect(aliasSearchKey('  Spaced  ')).toBe('  spaced  ');
    expect(aliasSearchKey('🔥Medic')).toBe('🔥medic');
    expect(aliasSearchKey('')).toBe('');
  });
});

describe('captainOptionGroups', () => {
  it('sorts the queued players by alias and groups them by first letter, digits under 0-9 first', () => {
    const groups = captainOptionGroups([
      { steamid: '1', alias: 'zed' },
      { steamid: '2', alias: 'Alpha' },
      { steamid: '3', alias: '9lives' },
      { steamid: '4', alias: 'arrow' },
      { steamid: '5', alias: '123' },
      { steamid: '6', alias: 'Bob' },
    ]);
    expect(groups).toEqual([
      {
        label: '0-9',
        options: [
          { value: '5', label: '123' },
          { value: '3', label: '9lives' },
        ],
      },
      {
        label: 'A',
        options: [
          { value: '2', label: 'Alpha' },
          { value: '4', label: 'arrow' },
        ],
      },
      { label: 'B', options: [{ value: '6', label: 'Bob' }] },
      { label: 'Z', options: [{ value: '1', label: 'zed' }] },
    ]);
  });
  it('keeps a player without an alias, by the end of their Steam ID', () => {
    expect(
      captainOptionGroups([
        { steamid: '76561198000001234', alias: '' },
        { steamid: '7', alias: null },
      ]),
    ).toEqual([
      {
        label: 'P',
        options: [
          { value: '76561198000001234', label: 'Player …1234' },
          { value: '7', label: 'Player …7' },
        ],
      },
    ]);
  });
  it('is empty for nobody queued', () => {
    expect(captainOptionGroups([])).toEqual([]);
  });
});
