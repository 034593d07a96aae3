import { describe, expect, it } from 'vitest';
import { aliasGroup, groupByAlias } from './alias.ts';

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
