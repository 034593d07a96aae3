import { describe, expect, it } from 'vitest';
import { sameSitePath } from './return-to.ts';
import { OFF_SITE_RETURN_TO } from './testing.ts';

describe('sameSitePath (returnTo after sign-in)', () => {
  it.each(OFF_SITE_RETURN_TO)('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each([
    ['/', '/'],
    ['/players/76561198000000001', '/players/76561198000000001'],
    ['/?pugId=sixes', '/?pugId=sixes'],
    ['/admin/bans#top', '/admin/bans#top'],
    ['/a/../admin', '/admin'],
    ['/./players', '/players'],
  ])('keeps %j as %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it('always yields a path a browser resolves on this site', () => {
    for (const value of ['/', '/x', '/a/../b', '/?q=//x', '/#//x']) {
      const path = sameSitePath(value)!;
      expect(new URL(path, 'https://pugs.example').origin).toBe('https://pugs.example');
    }
  });
});
