/**
 * A Steam-like OpenID 2.0 provider on loopback, for tests: `checkid_setup` answers at once with
 * a positive assertion for `player.steamid` (the "signed-in Steam user"), signed with HMAC-SHA256
 * under a private association; `check_authentication` verifies the signature and refuses a nonce
 * it already verified. It also answers GetPlayerSummaries like the Steam Web API.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSteamOp {
  endpoint: string;
  apiUrl: string;
  /** Who is signed in at "Steam" for the next checkid_setup. */
  player: { steamid: string; personaname: string; avatarfull: string };
  checks: number;
  close(): Promise<void>;
}

const NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = ['signed', 'op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

export async function startFakeSteamOp(): Promise<FakeSteamOp> {
  const secret = randomBytes(32);
  const assocHandle = randomBytes(8).toString('hex');
  const verified = new Set<string>();
  const sign = (fields: Record<string, string>, order: string[]) =>
    createHmac('sha256', secret)
      .update(order.map((k) => `${k}:${fields[k] ?? ''}\n`).join(''))
      .digest('base64');

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', op.endpoint);
    if (url.pathname === '/openid/login' && req.method === 'GET') {
      const returnTo = url.searchParams.get('openid.return_to') ?? '';
      const claimed = `${new URL(op.endpoint).origin}/openid/id/${op.player.steamid}`;
      const fields: Record<string, string> = {
        signed: SIGNED.join(','),
        op_endpoint: op.endpoint,
        claimed_id: claimed,
        identity: claimed,
        return_to: returnTo,
        response_nonce: `${new Date().toISOString().slice(0, 19)}Z${randomBytes(4).toString('hex')}`,
        assoc_handle: assocHandle,
      };
      const answer = new URL(returnTo);
      answer.searchParams.set('openid.ns', NS);
      answer.searchParams.set('openid.mode', 'id_res');
      for (const [k, v] of Object.entries(fields)) answer.searchParams.set(`openid.${k}`, v);
      answer.searchParams.set('openid.sig', sign(fields, SIGNED));
      res.writeHead(302, { Location: answer.toString() }).end();
      return;
    }
    if (url.pathname === '/openid/login' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        op.checks += 1;
        const params = new URLSearchParams(body);
        const fields: Record<string, string> = {};
        for (const [k, v] of params) if (k.startsWith('openid.')) fields[k.slice(7)] = v;
        const order = (fields.signed ?? '').split(',');
        const valid =
          fields.mode === 'check_authentication' &&
          fields.assoc_handle === assocHandle &&
          fields.sig === sign(fields, order) &&
          !verified.has(fields.response_nonce ?? '');
        if (valid) verified.add(fields.response_nonce!);
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`ns:${NS}\nis_valid:${valid}\n`);
      });
      return;
    }
    if (url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
      const players = url.searchParams.get('steamids') === op.player.steamid ? [op.player] : [];
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ response: { players } }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const op: FakeSteamOp = {
    endpoint: `http://127.0.0.1:${port}/openid/login`,
    apiUrl: `http://127.0.0.1:${port}`,
    player: { steamid: '76561198000000401', personaname: 'Steam Soldier', avatarfull: 'https://avatars.steamstatic.example/soldier_full.jpg' },
    checks: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return op;
}
