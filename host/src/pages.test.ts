import { describe, expect, it } from 'vitest';
import { PAGES, remoteOfPath } from './pages.ts';

describe('remoteOfPath', () => {
  it.each([
    ['/', 'mf-queue'],
    ['/pugs', 'mf-queue'],
    ['/pugs/abc123', 'mf-queue'],
    ['/players', 'mf-profile'],
    ['/players/76561198000000001', 'mf-profile'],
    ['/statistics', 'mf-profile'],
    ['/calibration', 'mf-profile'],
    ['/admin', 'mf-admin'],
    ['/admin/bans', 'mf-admin'],
    ['/nothing-here', null],
    ['/playersx', null],
    ['/pugsy', null],
  ])('%s is rendered by %s', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });

  it('names a remote for every page of the table', () => {
    for (const page of PAGES) expect(remoteOfPath(page.basePath)).toBe(page.remote);
  });
});
