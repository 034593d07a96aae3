import { describe, expect, it } from 'vitest';
import { aliasGroup, aliasSearchKey, groupByAlias } from './alias.ts';

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
