/**
 * For api tests of every feature: sign in for real through the running app's development sign-in
 * (on in tests: NODE_ENV=test with the embedded defaults), and get the session cookie to send.
 *
 *   const { cookie } = await signIn(server.url, '76561198000000001', { admin: true });
 *   await fetch(`${server.url}/api/self/`, { headers: { cookie } });
 *   ioClient(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie } });
 *
 * `admin` sets the user's stored admin flag (true or false); admins from ADMIN_STEAMIDS are
 * admins whatever it says.
 */
import { request as httpRequest } from 'node:http';
import { SESSION_COOKIE } from './session-cookie.ts';

export async function signIn(baseUrl: string, steamid: string, opts: { alias?: string; admin?: boolean } = {}): Promise<{ cookie: string }> {
  const response = await fetch(`${baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ steamid, alias: opts.alias ?? `Player ${steamid.slice(-4)}`, admin: opts.admin ?? false }),
  });
  if (!response.ok) throw new Error(`dev sign-in failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!setCookie) throw new Error('dev sign-in answered without a session cookie');
  return { cookie: setCookie.split(';')[0]! };
}

/** Each of these normalises to `//evil.example` (or `/\evil`), which a browser reads as another host. */
export const OFF_SITE_RETURN_TO = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  'evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/./\\evil.example',
  '/.%2f/evil.example',
  '/%2f/evil.example',
  '/%5c/evil.example',
  '/\tevil',
  '/a\n//evil.example',
];

/**
 * A GET with headers fetch will not send as given (`Host`, `X-Forwarded-Host`): what an attacker's
 * own client sends. Answers the status, the Location and the cookies set (`name=value` pairs).
 */
export function rawGet(url: string, headers: Record<string, string | undefined>): Promise<{ status: number; location: string | undefined; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          cookies: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
