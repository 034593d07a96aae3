import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { pugFixture, T0 } from '../testing/fixtures.ts';
import { PugServerSection } from './PugServerSection.tsx';
import { formatLength, parseLogSummary } from './logSummary.ts';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';

const LOG = {
  version: 3,
  teams: { Red: { score: 2, kills: 118, deaths: 0, dmg: 36823 }, Blue: { score: 5, kills: 158, deaths: 0, dmg: 47204 } },
  length: 1787,
  players: {},
};
const done = (data: Record<string, unknown>) => pugFixture({ _id: 'pug-9', phase: 'Complete', endAt: T0 + 1_800_000, data: { score: [5, 2], ...data } });

let api: FakeApi;
beforeEach(() => {
  window.__PUG_CONFIG__ = { logsOrigin: 'http://logs.test/' };
  api = new FakeApi().on('GET /json/3456789', () => LOG);
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PUG_CONFIG__;
});

const logCalls = () => api.fetch.mock.calls.filter(([url]) => String(url).includes('/json/'));

describe("a completed pug's log and demo", () => {
  it('links the log and the demo in new tabs, and summarises the log read without credentials', async () => {
    renderWithPlatform(<PugServerSection pug={done({ logId: '3456789', demoUrl: 'https://demos.tf/777' })} viewer={null} />);
    const log = screen.getByRole('link', { name: 'Match log' });
    expect(log.getAttribute('href')).toBe('http://logs.test/3456789');
    expect(log.getAttribute('target')).toBe('_blank');
    expect(log.getAttribute('rel')).toBe('noreferrer');
    const demo = screen.getByRole('link', { name: 'Demo' });
    expect(demo.getAttribute('href')).toBe('https://demos.tf/777');
    expect(demo.getAttribute('target')).toBe('_blank');
    expect(demo.getAttribute('rel')).toBe('noreferrer');

    const summary = await screen.findByLabelText('Log summary');
    expect(within(summary).getByText('Length 29:47')).toBeTruthy();
    expect(within(summary).getByText('BLU · score 5 · 158 kills')).toBeTruthy();
    expect(within(summary).getByText('RED · score 2 · 118 kills')).toBeTruthy();

    // Straight to the match-log service, credentials omitted (not through the api client).
    expect(logCalls()).toHaveLength(1);
    const [url, init] = logCalls()[0]!;
    expect(String(url)).toBe('http://logs.test/json/3456789');
    expect(init?.credentials).toBe('omit');
    // A completed pug asks the api for no server details.
    expect(api.requests.filter((r) => r.path.startsWith('/api/pugCreds') || r.path === '/api/serverList')).toHaveLength(0);
  });

  it('says "Log summary unavailable" quietly when the log cannot be read', async () => {
    api.on('GET /json/3456789', () => ({ status: 500, json: { success: false } }));
    renderWithPlatform(<PugServerSection pug={done({ logId: '3456789' })} viewer={null} />);
    expect(await screen.findByText('Log summary unavailable')).toBeTruthy();
    expect(screen.queryByText('Request failed')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Demo' })).toBeNull();
    expect(logCalls()[0]![1]?.credentials).toBe('omit');
  });

  it('says "Log summary unavailable" when the service cannot be reached', async () => {
    api.fetch.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithPlatform(<PugServerSection pug={done({ logId: '3456789' })} viewer={null} />);
    expect(await screen.findByText('Log summary unavailable')).toBeTruthy();
  });

  it('uses logs.tf by default and says when nothing was recorded', () => {
    delete window.__PUG_CONFIG__;
    renderWithPlatform(<PugServerSection pug={done({ logId: '42' })} viewer={null} />);
    expect(screen.getByRole('link', { name: 'Match log' }).getAttribute('href')).toBe('https://logs.tf/42');
    cleanup();
    renderWithPlatform(<PugServerSection pug={done({ logId: null })} viewer={null} />);
    expect(screen.getByText('No match log or demo was recorded.')).toBeTruthy();
  });
});

describe('parseLogSummary', () => {
  it('keeps only what is present', () => {
    expect(parseLogSummary({ teams: { Blue: { score: 1 } } })).toEqual({
      length: undefined,
      blu: { score: 1, kills: undefined, dmg: undefined },
      red: undefined,
    });
    expect(() => parseLogSummary('nope')).toThrow();
    expect(formatLength(65)).toBe('1:05');
  });
});
