import { expect, it } from 'vitest';
import { avatarUrl, DEFAULT_AVATAR_URL } from './avatar.ts';

it('uses .jpg/.png/.gif avatars as full URLs', () => {
  expect(avatarUrl({ avatar: 'https://steam/a.jpg' })).toBe('https://steam/a.jpg');
  expect(avatarUrl({ avatar: 'https://x/a.png', discordid: '1' })).toBe('https://x/a.png');
  expect(avatarUrl({ avatar: 'https://x/a.gif', isDummy: true })).toBe('https://x/a.gif');
});
it('builds a Discord CDN URL from discordid + hash', () => {
  expect(avatarUrl({ avatar: 'abc123', discordid: '42' })).toBe('https://cdn.discordapp.com/avatars/42/abc123.png');
});
it('falls back to the default for dummies and missing parts', () => {
  expect(avatarUrl({ avatar: 'abc123', discordid: '42', isDummy: true })).toBe(DEFAULT_AVATAR_URL);
  expect(avatarUrl({ avatar: 'abc123' })).toBe(DEFAULT_AVATAR_URL);
  expect(avatarUrl({ discordid: '42' })).toBe(DEFAULT_AVATAR_URL);
  expect(avatarUrl({})).toBe(DEFAULT_AVATAR_URL);
});
