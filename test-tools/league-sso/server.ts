/**
 * The league's single sign-on, faked for tests with `oidc-provider` (a real OpenID Connect
 * server) on loopback. Its login page lists the league's players; choosing one (or typing a
 * Steam ID) signs in and consents for the pug site at once (first-party client). Each account's
 * claims carry its Steam ID under `steamid` (scope `profile`), plus `name` and `picture`.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface LeagueAccount {
  /** The league's own user id (the OIDC `sub`), deliberately not the Steam ID. */
  sub: string;
  steamid: string;
  name: string;
  picture: string;
}

export const LEAGUE_ACCOUNTS: LeagueAccount[] = [
  { sub: 'league-501', steamid: '76561198000000501', name: 'League Medic', picture: 'https://avatars.league.example/medic.jpg' },
  { sub: 'league-502', steamid: '76561198000000502', name: 'League Demo', picture: 'https://avatars.league.example/demo.jpg' },
];

export interface LeagueSsoOptions {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Another stand-in sharing this port (the league's player API, the fake Discord in Playwright): answers what it handles, returns false otherwise. */
  also?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface LeagueSso {
  issuer: string;
  close(): Promise<void>;
}

// Only the few members used here; oidc-provider ships no types of its own.
interface InteractionDetails {
  uid: string;
  prompt: { name: string };
  params: Record<string, unknown>;
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: unknown, opts?: { mergeWithLastSubmission?: boolean }): Promise<void>;
}
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

async function loadProvider(): Promise<ProviderClass> {
  const mod = (await import(pathToFileURL(createRequire(import.meta.url).resolve('oidc-provider')).href)) as { default: ProviderClass };
  return mod.default;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string): string {
  const options = LEAGUE_ACCOUNTS.map((a) => `<option value="${esc(a.sub)}">${esc(a.name)} (${esc(a.steamid)})</option>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>League sign-in</title></head><body>
<h1>League sign-in</h1>
<form method="post" action="/interaction/${esc(uid)}/login">
<label>Account <select name="sub">${options}</select></label>
<button type="submit">Sign in to the league</button></form></body></html>`;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

export async function startLeagueSso(opts: LeagueSsoOptions): Promise<LeagueSso> {
  const Provider = await loadProvider();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'league-test', use: 'sig', alg: 'RS256' };
  const accountBySub = new Map(LEAGUE_ACCOUNTS.map((a) => [a.sub, a]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], profile: ['name', 'picture', 'steamid'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accountBySub.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, name: account.name, picture: account.picture, steamid: account.steamid }) };
    },
    // First-party client: consent is implied, so every sign-in gets a grant for the asked scope.
    loadExistingGrant: async (ctx: {
      oidc: {
        client: { clientId: string };
        session: { accountId: string };
        params: { scope?: string };
        provider: { Grant: new (init: { clientId: string; accountId: string }) => { addOIDCScope(s: string): void; save(): Promise<string> } };
      };
    }) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(ctx.oidc.params.scope ?? 'openid');
      await grant.save();
      return grant;
    },
  });

  const handleProvider = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (opts.also?.(req, res)) return;
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return handleProvider(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (!match[2]) {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
          return;
        }
        const sub = (await readForm(req)).get('sub') ?? '';
        if (!accountBySub.has(sub)) {
          res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Unknown league account');
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
      } catch (err) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end(`League sign-in failed: ${(err as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
