import { expect, it } from 'vitest';
import { playerLinks } from './links.ts';

it('links the league profile from configuration first, then the other sites', () => {
  const links = playerLinks('76561198000000001', 'https://league.example/p/76561198000000001');
  expect(links.map((l) => l.label)).toEqual(['League profile', 'Steam', 'logs.tf', 'demos.tf', 'UGC', 'ETF2L']);
  expect(links[2]!.href).toBe('https://logs.tf/profile/76561198000000001');
  expect(playerLinks('76561198000000001', null).map((l) => l.label)).not.toContain('League profile');
});
