/**
 * Discord's OAuth2 faked for tests: a loopback HTTP handler speaking Discord's real endpoints
 * under an API base (`<origin>/discord/api`):
 * - GET  /oauth2/authorize  (response_type=code, client_id, scope, state, redirect_uri) shows an
 *   "Authorize" page listing the fake accounts; its form POSTs back and is redirected to
 *   redirect_uri with `code` and `state`, or `error=access_denied` on Cancel.
 * - POST /oauth2/token      (form: grant_type=authorization_code, code, redirect_uri, client_id,
 *   client_secret) answers `{access_token, token_type: 'Bearer', expires_in, scope}`; codes are
 *   one-use and tied to their client and redirect_uri, as Discord's are.
 * - GET  /users/@me         (Authorization: Bearer) answers the account.
 * Mounted by the league SSO stand-in's process for Playwright (one port), or on its own for api tests.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../read-body.ts';

export interface DiscordAccount {
  id: string;
  username: string;
  global_name: string;
  avatar: string | null;
}

export const DISCORD_ACCOUNTS: DiscordAccount[] = [
  { id: '80351110224678912', username: 'pugmedic', global_name: 'Pug Medic', avatar: '8342729096ea3675442027381ff50dfe' },
  { id: '80351110224678913', username: 'pugscout', global_name: 'Pug Scout', avatar: null },
];

export interface FakeDiscordOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export const FAKE_DISCORD_PREFIX = '/discord/api';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function authorizePage(params: URLSearchParams): string {
  const hidden = ['client_id', 'state', 'redirect_uri', 'scope'].map((k) => `<input type="hidden" name="${k}" value="${esc(params.get(k) ?? '')}">`).join('');
  const options = DISCORD_ACCOUNTS.map((a) => `<option value="${esc(a.id)}">${esc(a.global_name)} (@${esc(a.username)})</option>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Discord: authorize</title></head><body>
<h1>An external application wants to access your Discord account</h1>
<form method="post"><label>Account <select name="account">${options}</select></label>${hidden}
<button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="cancel">Cancel</button></form></body></html>`;
}

/** The request handler; answers requests under FAKE_DISCORD_PREFIX and returns false for any other. */
export function fakeDiscordHandler(opts: FakeDiscordOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const codes = new Map<string, { account: DiscordAccount; redirectUri: string }>();
  const tokens = new Map<string, DiscordAccount>();

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    if (path === '/oauth2/authorize' && req.method === 'GET') {
      const p = url.searchParams;
      if (p.get('response_type') !== 'code' || p.get('client_id') !== opts.clientId || !opts.redirectUris.includes(p.get('redirect_uri') ?? '')) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Invalid OAuth2 request: unknown client or redirect_uri');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(authorizePage(p));
      return;
    }
    if (path === '/oauth2/authorize' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const redirectUri = form.get('redirect_uri') ?? '';
      if (form.get('client_id') !== opts.clientId || !opts.redirectUris.includes(redirectUri)) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Invalid OAuth2 request');
        return;
      }
      const back = new URL(redirectUri);
      back.searchParams.set('state', form.get('state') ?? '');
      const account = DISCORD_ACCOUNTS.find((a) => a.id === form.get('account'));
      if (form.get('decision') !== 'authorize' || !account) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The resource owner or authorization server denied the request');
      } else {
        const code = randomBytes(15).toString('hex');
        codes.set(code, { account, redirectUri });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (path === '/oauth2/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret) return json(res, 401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== form.get('redirect_uri')) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      }
      const token = randomBytes(15).toString('hex');
      tokens.set(token, grant.account);
      return json(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: randomBytes(15).toString('hex'),
        scope: 'identify',
      });
    }
    if (path === '/users/@me' && req.method === 'GET') {
      const account = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!account) return json(res, 401, { message: '401: Unauthorized', code: 0 });
      return json(res, 200, { ...account, discriminator: '0', public_flags: 0, flags: 0, mfa_enabled: false });
    }
    json(res, 404, { message: '404: Not Found', code: 0 });
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith(`${FAKE_DISCORD_PREFIX}/`)) return false;
    handle(req, res, url, url.pathname.slice(FAKE_DISCORD_PREFIX.length)).catch((err: Error) => json(res, 500, { message: err.message }));
    return true;
  };
}

/** The fake Discord on its own loopback port (0: any free one); `apiUrl` is what DISCORD_API_URL takes. */
export async function startFakeDiscord(opts: FakeDiscordOptions & { port?: number }): Promise<{ apiUrl: string; close(): Promise<void> }> {
  const handler = fakeDiscordHandler(opts);
  const server = createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${FAKE_DISCORD_PREFIX}`;
  return {
    apiUrl,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
