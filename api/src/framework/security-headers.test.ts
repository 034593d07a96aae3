import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** One directive of a policy, as its list of sources. */
function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('security headers with remotes and the api on origins of their own', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({
      env: {
        SITE_ORIGINS: 'https://pugs.example.com',
        PUBLIC_API_ORIGIN: 'https://api.pugs.example.com',
        REMOTES_JSON: JSON.stringify({
          'mf-queue': 'https://queue.cdn.example/mf-manifest.json',
          'mf-admin': 'https://admin.cdn.example/v2/mf-manifest.json',
        }),
      },
    });
  });
  afterAll(() => site.close());

  it('lets scripts come from this origin and the remotes only', async () => {
    const policy = (await fetch(`${site.url}/api/health`)).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://admin.cdn.example', 'https://queue.cdn.example']);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets the page reach the api, its socket, the remotes and the match-log service', async () => {
    const policy = (await fetch(`${site.url}/api/health`)).headers.get('content-security-policy');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.pugs.example.com', 'wss://api.pugs.example.com', 'https://queue.cdn.example', 'https://logs.tf']),
    );
  });

  it('sends no HSTS outside production', async () => {
    expect((await fetch(`${site.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers in production behind a TLS proxy', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({
      env: { NODE_ENV: 'production', MONGODB_URI: 'mongodb://127.0.0.1:1/x', AUTH_PROVIDER: 'steam', PUBLIC_API_ORIGIN: 'https://pugs.example.com' },
    });
  });
  afterAll(() => site.close());

  it('asks browsers to keep to https', async () => {
    const overTls = await fetch(`${site.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${site.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
