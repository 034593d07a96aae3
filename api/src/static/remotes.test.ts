import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let site: TestServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe('GET /remotes.json', () => {
  it('points every remote at its same-origin manifest by default, uncached', async () => {
    site = await startTestServer();
    const res = await fetch(`${site.url}/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      'mf-queue': '/mf/mf-queue/mf-manifest.json',
      'mf-profile': '/mf/mf-profile/mf-manifest.json',
      'mf-admin': '/mf/mf-admin/mf-manifest.json',
      'mf-tutorial': '/mf/mf-tutorial/mf-manifest.json',
    });
  });

  it('takes per-name overrides from REMOTES_JSON', async () => {
    const override = { 'mf-profile': 'https://profile.pugs.example.com/mf-manifest.json' };
    site = await startTestServer({ env: { REMOTES_JSON: JSON.stringify(override) } });
    const body = (await (await fetch(`${site.url}/remotes.json`)).json()) as Record<string, string>;
    expect(body['mf-profile']).toBe('https://profile.pugs.example.com/mf-manifest.json');
    expect(body['mf-queue']).toBe('/mf/mf-queue/mf-manifest.json');
  });
});
