import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SIXES_ROLES } from '@pug/domain/testing';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { signIn } from '../auth/testing.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { createHotGets } from './hot-gets.ts';

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('replayed anonymous GETs (createHotGets)', () => {
  let server: Server;
  let url: string;
  let calls = 0;
  let key: unknown[] | undefined = ['v1'];
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  const { logger, lines } = capturingLogger();
  const hot = createHotGets({ logger, trustProxy: true });
  hot.add('/hot', () => key);
  let sameForEveryViewer = true;
  hot.add('/public', () => key, { anyViewer: () => sameForEveryViewer });
  /** Viewers by cookie: their id and what their answer depends on (absent: cannot be said without the app). */
  const viewers = new Map<string, { id: string; key: unknown[] }>();
  hot.add('/mine', () => key, { perViewer: (req) => viewers.get(req.headers.cookie ?? '') });

  const plain = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('X-Proto', String(req.headers['x-forwarded-proto'] ?? 'none'));
    res.end(JSON.stringify({ key, call: calls }));
  };

  beforeAll(async () => {
    server = createServer(
      hot.listener((req, res) => {
        calls++;
        answer(req, res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    calls = 0;
    key = [`v${Math.random()}`];
    answer = plain;
  });

  it('answers the first request through the app, replays it byte for byte, and asks the app again when the key changes', async () => {
    answer = plain;
    const first = await fetch(`${url}/hot`);
    const firstBody = await first.text();
    const second = await fetch(`${url}/hot`);
    expect(calls).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)));

    key = ['v2'];
    const third = await (await fetch(`${url}/hot`)).json();
    expect(calls).toBe(2);
    expect(third).toEqual({ key: ['v2'], call: 2 });
  });

  it('logs replayed requests like the others', async () => {
    await fetch(`${url}/hot`);
    lines.length = 0;
    await fetch(`${url}/hot`);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(1);
    expect(lines).toEqual([expect.objectContaining({ method: 'GET', path: '/hot', status: 200, msg: 'request' })]);
  });

  it.each([
    ['a cookie (a session)', { cookie: 'pug.sid=abc' }],
    ['an Origin (CORS, the origin check)', { origin: 'https://elsewhere.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('never replays to a request with %s', async (_what, headers) => {
    await fetch(`${url}/hot`);
    await fetch(`${url}/hot`, { headers });
    await fetch(`${url}/hot`, { headers });
    expect(calls).toBe(3);
  });

  it('replays a path whose answer is the same for every viewer to signed-in requests too, and records from them', async () => {
    const signedIn = { cookie: 'pug_session=abc' };
    const first = await (await fetch(`${url}/public`, { headers: signedIn })).text();
    expect(await (await fetch(`${url}/public`, { headers: signedIn })).text()).toBe(first);
    expect(await (await fetch(`${url}/public`)).text()).toBe(first);
    expect(calls).toBe(1);
    await fetch(`${url}/public`, { headers: { ...signedIn, origin: 'https://elsewhere.example' } });
    expect(calls).toBe(2);
    // While the path does something for its viewer, a signed-in request takes the app; an anonymous one is still replayed.
    sameForEveryViewer = false;
    await fetch(`${url}/public`, { headers: signedIn });
    expect(calls).toBe(3);
    await fetch(`${url}/public`);
    expect(calls).toBe(3);
    sameForEveryViewer = true;
  });

  it('replays to a signed-in viewer only their own recorded answer, while their key holds', async () => {
    answer = (req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ viewer: req.headers.cookie, call: calls }));
    };
    viewers.set('s=a', { id: 'a', key: ['a1'] });
    viewers.set('s=b', { id: 'b', key: ['b1'] });
    const mine = async (cookie: string) => (await (await fetch(`${url}/mine`, { headers: { cookie } })).json()) as { viewer: string; call: number };
    expect(await mine('s=a')).toEqual({ viewer: 's=a', call: 1 });
    expect(await mine('s=b')).toEqual({ viewer: 's=b', call: 2 });
    expect(await mine('s=a')).toEqual({ viewer: 's=a', call: 1 });
    expect(await mine('s=b')).toEqual({ viewer: 's=b', call: 2 });
    expect(calls).toBe(2);
    viewers.set('s=a', { id: 'a', key: ['a2'] });
    expect(await mine('s=a')).toEqual({ viewer: 's=a', call: 3 });
    // No key (the viewer's session or answer is not cached): the app, nothing kept.
    viewers.delete('s=b');
    expect(await mine('s=b')).toEqual({ viewer: 's=b', call: 4 });
    expect(await mine('s=b')).toEqual({ viewer: 's=b', call: 5 });
    // A cookie that names no viewer is never handed another's answer.
    expect(await mine('s=c')).toEqual({ viewer: 's=c', call: 6 });
  });

  it('never replays another method, a query string or another path', async () => {
    await fetch(`${url}/hot`);
    await fetch(`${url}/hot`, { method: 'HEAD' });
    await fetch(`${url}/hot`, { method: 'POST', body: '{}' });
    await fetch(`${url}/hot?x=1`);
    await fetch(`${url}/hot/`);
    await fetch(`${url}/other`);
    expect(calls).toBe(6);
  });

  it('keeps no answer whose key changed while the app made it', async () => {
    answer = (req, res) => {
      key = [`changed ${calls}`];
      plain(req, res);
    };
    await fetch(`${url}/hot`);
    await fetch(`${url}/hot`);
    expect(calls).toBe(2);
  });

  it('does not replay while the key cannot be said', async () => {
    key = undefined;
    await fetch(`${url}/hot`);
    await fetch(`${url}/hot`);
    expect(calls).toBe(2);
  });

  it.each([
    ['a cookie it sets', (res: ServerResponse) => res.setHeader('Set-Cookie', 'a=b')],
    ['a 500', (res: ServerResponse) => (res.statusCode = 500)],
    ['a 403', (res: ServerResponse) => (res.statusCode = 403)],
  ])('keeps no answer with %s', async (_what, change) => {
    answer = (req, res) => {
      change(res);
      plain(req, res);
    };
    await fetch(`${url}/hot`);
    await fetch(`${url}/hot`);
    expect(calls).toBe(2);
  });

  it('keeps answers per scheme behind a proxy (HSTS is for TLS only)', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const http = { 'x-forwarded-proto': 'http' };
    expect((await fetch(`${url}/hot`, { headers: https })).headers.get('x-proto')).toBe('https');
    expect((await fetch(`${url}/hot`, { headers: http })).headers.get('x-proto')).toBe('http');
    expect((await fetch(`${url}/hot`, { headers: https })).headers.get('x-proto')).toBe('https');
    expect((await fetch(`${url}/hot`, { headers: http })).headers.get('x-proto')).toBe('http');
    expect(calls).toBe(2);
  });
});

describe('replayed anonymous GETs on the site', () => {
  let db: Database;
  let site: LoopSite;
  beforeAll(async () => {
    db = await openTestDatabase();
    site = await startLoopSite(db);
  });
  afterAll(async () => {
    await site.close();
    await db.close();
  });

  /** The whole app's answer: a query string keeps a request off the replay (the routes ignore it). */
  const throughApp = '?through=app';
  const headersOf = (res: Response) =>
    Object.fromEntries(
      [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)).map(([name, value]) => [name, value] as const),
    );

  it.each(['/api/queues', '/api/self/', '/remotes.json'])('%s replayed carries the same status, headers and bytes as the app’s answer', async (path) => {
    await fetch(`${site.url}${path}`);
    const replayed = await fetch(`${site.url}${path}`);
    const app = await fetch(`${site.url}${path}${throughApp}`);
    expect(replayed.status).toBe(app.status);
    expect(headersOf(replayed)).toEqual(headersOf(app));
    expect(await replayed.text()).toBe(await app.text());
    expect(replayed.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('a signed-in player gets their own /api/self/, never the replayed signed-out answer', async () => {
    expect((await fetch(`${site.url}/api/self/`)).status).toBe(401);
    expect((await fetch(`${site.url}/api/self/`)).status).toBe(401);
    const player = await TestPlayer.signIn(site.url, steamidOf(4101), { socket: false });
    const self = await player.get('/api/self/');
    expect(self.status).toBe(200);
    expect(self.body.steamid).toBe(steamidOf(4101));
  });

  it('a signed-in player’s /api/queues is the replayed list, and follows their own join', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(4103), { socket: false });
    const anonymous = await (await fetch(`${site.url}/api/queues`)).text();
    const signedIn = await player.get('/api/queues');
    expect(signedIn.status).toBe(200);
    expect(JSON.stringify(signedIn.body)).toBe(anonymous);
    const role = SIXES_ROLES[0]!;
    expect((await player.post('/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: steamidOf(4103) })).status).toBe(200);
    const after = (await player.get('/api/queues')).body as { name: string; state: { playersByRole: Record<string, string[]> } }[];
    expect(after.find((q) => q.name === 'sixes')!.state.playersByRole[role]).toContain(steamidOf(4103));
  });

  it('a signed-in player’s replayed /api/self/ is the app’s answer in status, headers and bytes, and never another player’s', async () => {
    const a = await signIn(site.url, steamidOf(4104));
    const b = await signIn(site.url, steamidOf(4105));
    const self = (cookie: string, query = '') => fetch(`${site.url}/api/self/${query}`, { headers: { cookie } });
    for (let i = 0; i < 3; i++) {
      await self(a.cookie);
      await self(b.cookie);
    }
    const replayed = await self(a.cookie);
    const app = await self(a.cookie, throughApp);
    expect(replayed.status).toBe(200);
    expect(headersOf(replayed)).toEqual(headersOf(app));
    const body = await replayed.text();
    expect(body).toBe(await app.text());
    expect((JSON.parse(body) as { steamid: string }).steamid).toBe(steamidOf(4104));
    expect(((await (await self(b.cookie)).json()) as { steamid: string }).steamid).toBe(steamidOf(4105));
  });

  it('keeps a viewer’s answer only when the app read the same session from the request', async () => {
    const { cookie } = await signIn(site.url, steamidOf(4106));
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const self = (header: string) => fetch(`${site.url}/api/self/`, { headers: { cookie: header } });
    expect((await self(cookie)).status).toBe(200);
    // A name with a space before "=": the replay's cookie parsing finds the session, Koa's does not (401).
    expect((await self(`pug_session =${token}`)).status).toBe(401);
    expect((await self(cookie)).status).toBe(200);
    expect((await self(cookie)).status).toBe(200);
  });

  it('a cross-site request is still refused by the origin check', async () => {
    await fetch(`${site.url}/api/queues`);
    expect((await fetch(`${site.url}/api/queues`, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(`${site.url}/api/queues`, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('the replayed queue list follows a join', async () => {
    const sixes = async () =>
      ((await (await fetch(`${site.url}/api/queues`)).json()) as { name: string; state: { playersByRole: Record<string, string[]> } }[]).find(
        (q) => q.name === 'sixes',
      )!;
    await sixes();
    expect((await sixes()).state.playersByRole.medic).toEqual([]);
    const player = await TestPlayer.signIn(site.url, steamidOf(4102), { socket: false });
    expect((await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: steamidOf(4102) })).status).toBe(200);
    expect((await sixes()).state.playersByRole.medic).toEqual([steamidOf(4102)]);
  });
});
