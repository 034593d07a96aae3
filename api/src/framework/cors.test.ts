import { afterEach, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER } from '@pug/domain';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let site: TestServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe('CORS for /api', () => {
  it('sends no CORS headers when everything is one origin', async () => {
    site = await startTestServer();
    const res = await fetch(`${site.url}/api/health`, { headers: { origin: 'https://elsewhere.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows only the configured origins, with credentials', async () => {
    site = await startTestServer({
      env: { SITE_ORIGINS: 'https://pugs.example.com', PUBLIC_API_ORIGIN: 'https://api.pugs.example.com' },
    });
    const allowed = await fetch(`${site.url}/api/queues`, { headers: { origin: 'https://pugs.example.com' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://pugs.example.com');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toContain('Origin');

    const refused = await fetch(`${site.url}/api/queues`, { headers: { origin: 'https://evil.example.com' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight from an allowed origin, and keeps headers on error responses', async () => {
    site = await startTestServer({ env: { SITE_ORIGINS: 'https://pugs.example.com' } });
    const preflight = await fetch(`${site.url}/api/queueRole`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://pugs.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const missing = await fetch(`${site.url}/api/nope`, { headers: { origin: 'https://pugs.example.com' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('https://pugs.example.com');
  });

  it('lets only the configured origins send the app header (a state-changing GET needs it)', async () => {
    site = await startTestServer({ env: { SITE_ORIGINS: 'https://pugs.example.com' } });
    const preflight = (origin: string) =>
      fetch(`${site!.url}/api/finishTutorial`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': APP_REQUEST_HEADER.name.toLowerCase() },
      });
    const allowed = await preflight('https://pugs.example.com');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://pugs.example.com');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(APP_REQUEST_HEADER.name.toLowerCase());
    const foreign = await preflight('https://evil.example.com');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-headers')).toBeNull();
  });
});
