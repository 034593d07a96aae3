import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { NGINX, rawRequest, startTopology, type Topology } from './production-topology.ts';
import { closeTutorialWhenShown, fillSixesWithDummies } from './support.ts';

/**
 * docs/deploy.md's topology on loopback (e2e/production-topology.ts): Chromium reaches the site only
 * through nginx over https and wss, the remotes come from a second origin, and both api processes
 * are restarted one after the other while two players sit in a ready-up countdown.
 */
const PLAYERS = [
  { steamid: '76561198730000001', alias: 'Prod Medic', role: 'medic', label: 'Medic' },
  { steamid: '76561198730000002', alias: 'Prod Demo', role: 'demoman', label: 'Demoman' },
] as const;
const ADMIN = { steamid: '76561198730000009', alias: 'Prod Admin' };

test.describe.configure({ mode: 'serial' });
test.skip(!NGINX, "nginx is not installed (npm test installs Debian's nginx-light; apt-get install -y --no-install-recommends nginx-light)");

let topology: Topology;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  topology = await startTopology();
});
test.afterAll(async () => {
  await topology?.stop();
});

async function signedIn(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: topology.site, ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  const res = await context.request.post('/auth/dev-login', { data: { steamid: who.steamid, alias: who.alias, ...(admin ? { admin } : {}) } });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

async function openLobby(context: BrowserContext, sockets: string[], failures: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('websocket', (ws) => sockets.push(ws.url()));
  // A 5xx or a refused websocket handshake is a request nginx could not place on a live api process.
  page.on('response', (r) => {
    if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (/WebSocket connection .* failed/.test(m.text())) failures.push(m.text());
  });
  await page.goto('/?pugId=sixes');
  await closeTutorialWhenShown(page);
  await expect(page.getByRole('tab', { name: /Sixes/ })).toHaveAttribute('aria-selected', 'true');
  return page;
}

const secondsLeft = async (page: Page) => Number((await page.getByRole('dialog', { name: 'Ready up!' }).getByRole('timer').textContent())!.replace(/\D/g, ''));

test('through nginx: sign in, queue, ready up and see the pug start over https and wss, while both api processes restart in turn', async ({ browser }) => {
  test.setTimeout(150_000);
  const contexts = await Promise.all(PLAYERS.map((p) => signedIn(browser, p)));
  const admin = await signedIn(browser, ADMIN, true);
  // The session cookie was set Secure: the api believed nginx's X-Forwarded-Proto.
  const session = (await contexts[0]!.cookies()).find((c) => c.httpOnly && c.path === '/');
  expect(session).toMatchObject({ secure: true, sameSite: 'Lax' });

  const sockets: string[] = [];
  const failures: string[] = [];
  const remoteRequests: string[] = [];
  contexts[0]!.on('requestfinished', (req) => {
    if (req.url().startsWith(topology.cdn)) remoteRequests.push(req.url());
  });
  const pages = await Promise.all(contexts.map((c) => openLobby(c, sockets, failures)));
  const wsOrigin = topology.site.replace('https:', 'wss:');
  // Each page's socket connects once its lobby is interactive (after the tab is shown): wait for both.
  await expect.poll(() => sockets.length).toBeGreaterThanOrEqual(2);
  for (const url of sockets) expect(url.startsWith(`${wsOrigin}/socket.io/`)).toBe(true);
  // The lobby (mf-queue) came from the CDN's origin.
  expect(remoteRequests.some((url) => url.startsWith(`${topology.cdn}/mf/mf-queue/`))).toBe(true);

  for (const [i, player] of PLAYERS.entries()) {
    await pages[i]!.getByRole('button', { name: `Add ${player.label}`, exact: true }).click();
    for (const page of pages) await expect(page.getByTestId(`slot-${player.role}`).getByText(player.alias)).toBeVisible();
  }
  await fillSixesWithDummies(
    admin,
    PLAYERS.map((p) => p.role),
    76561198740000000n,
  );
  for (const page of pages) await expect(page.getByRole('dialog', { name: 'Ready up!' })).toBeVisible();
  const before = await secondsLeft(pages[0]!);

  // Rolling restart: process 1, then process 2, each with SIGTERM and started again.
  const socketsBefore = sockets.length;
  for (const i of [0, 1]) {
    await topology.restartApi(i);
    // Each page reconnects with backoff (up to 5 s between tries) to a process that is still
    // starting: on a busy machine that takes longer than an assertion's 10 s.
    for (const page of pages) await expect(page.getByRole('dialog', { name: 'Ready up!' })).toBeVisible({ timeout: 30_000 });
  }
  // Nobody was dropped: both players still hold their seats, on every page and in the api.
  for (const page of pages) for (const p of PLAYERS) await expect(page.getByTestId(`slot-${p.role}`).getByText(p.alias)).toBeVisible();
  const queues = (await (await admin.request.get('/api/queues')).json()) as Array<{
    name: string;
    state: { _queuePlayers: Record<string, unknown>; countdownInfo: unknown };
  }>;
  const sixes = queues.find((q) => q.name === 'sixes')!.state;
  expect(Object.keys(sixes._queuePlayers)).toEqual(expect.arrayContaining(PLAYERS.map((p) => p.steamid)));
  expect(sixes.countdownInfo).not.toBeNull();
  // The countdown went on from where it was (not restarted, not gone).
  const after = await secondsLeft(pages[0]!);
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(0);
  // Every page's socket reconnected through nginx (a new wss connection each), and no request or
  // handshake met a process on its way down: it stopped accepting before it closed the sockets.
  await expect.poll(() => sockets.length - socketsBefore).toBeGreaterThanOrEqual(2);
  expect(failures, `nginx's error log:\n${topology.nginxErrors()}`).toEqual([]);

  // Ready up through the reconnected sockets; the round goes on to the vote and the pug starts.
  for (const page of pages) await page.getByRole('dialog', { name: 'Ready up!' }).getByRole('button', { name: 'Ready up' }).click();
  for (const page of pages) await expect(page.getByRole('dialog', { name: 'Ready up!' })).toBeHidden();
  for (const page of pages) {
    const vote = page.getByRole('region', { name: 'Vote for a map' });
    await expect(vote).toBeVisible();
    await vote.getByRole('button').first().click();
  }
  for (const [i, page] of pages.entries()) {
    await expect(page.getByTestId('team-blu').or(page.getByTestId('team-red')).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-testid^="team-"]').filter({ hasText: PLAYERS[i]!.alias }).locator('[data-self]')).toContainText(PLAYERS[i]!.alias);
  }
  await pages[0]!.screenshot({ path: path.join(import.meta.dirname, '..', '.tmp', 'shots', 'production-1440.png') });
  await Promise.all([...contexts, admin].map((c) => c.close()));
});

test('a remote redeployed on its origin is live on the next reload; /metrics is not served through nginx', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: topology.site, ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await closeTutorialWhenShown(page);
  const stamp = page.getByTestId('build-mf-queue');
  await expect(stamp).toHaveText(/mf-queue build /);
  const old = (await stamp.textContent())!.replace('mf-queue build ', '');

  const next = `cdn-${Date.now().toString(36)}`;
  redeployWithBuildId(path.join(topology.cdnRoot, 'mf', 'mf-queue'), old, next);
  await page.reload();
  await expect(stamp).toHaveText(`mf-queue build ${next}`);
  await page.screenshot({ path: path.join(import.meta.dirname, '..', '.tmp', 'shots', 'production-390.png') });

  expect((await context.request.get('/metrics')).status()).toBe(404);
  const direct = await fetch(`${topology.apis[0]}/metrics`);
  expect(direct.status).toBe(200);
  await context.close();
});

test('nginx refuses unknown names, hides /metrics under any spelling and its version, keeps TLS forward-secret; a forged host cannot move the sign-in', async () => {
  const { https, http } = topology.ports;
  const site = { port: https, servername: 'localhost', host: `localhost:${https}` };
  const refused = (answer: Promise<unknown>) => expect(answer).rejects.toThrow(/socket hang up|ECONNRESET|unrecognized name|alert/i);

  // Unknown names: no TLS handshake for an unknown server name; a known TLS name with another
  // Host header, or plain http under another name, is closed without an answer (444).
  await refused(rawRequest({ ...site, servername: 'evil.example', host: 'evil.example', path: '/' }));
  await refused(rawRequest({ ...site, host: 'evil.example', path: '/' }));
  await refused(rawRequest({ port: http, host: 'evil.example', path: '/' }));
  expect((await rawRequest({ port: http, host: 'localhost', path: '/' })).status).toBe(301);

  // /metrics under every spelling the api's router would also answer.
  for (const path of ['/metrics', '/metrics/', '/Metrics', '/METRICS', '/metrics/x', '/%6Detrics']) {
    const answer = await rawRequest({ ...site, path });
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).not.toContain('pug_');
  }

  // No version in Server, from nginx's own answers or the proxied ones.
  for (const path of ['/metrics', '/api/health']) {
    const answer = await rawRequest({ ...site, path });
    expect(answer.headers.server, path).toBe('nginx');
    expect(answer.body).not.toMatch(/nginx\/\d/);
  }

  // HSTS on the remotes' origin too (the site's comes from the api, in production).
  for (const path of ['/mf/mf-queue/mf-manifest.json', '/nothing-here']) {
    const answer = await rawRequest({ port: https, servername: 'cdn.localhost', host: `cdn.localhost:${https}`, path });
    expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
  }

  // TLS 1.2 only with forward-secret AEAD suites (ECDHE + GCM or ChaCha20); TLS 1.3 as it comes.
  await refused(rawRequest({ ...site, path: '/api/health', tls: { maxVersion: 'TLSv1.2', ciphers: 'AES128-GCM-SHA256' } }));
  await refused(rawRequest({ ...site, path: '/api/health', tls: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-RSA-AES128-SHA' } }));
  expect((await rawRequest({ ...site, path: '/api/health', tls: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-RSA-AES128-GCM-SHA256' } })).status).toBe(200);

  // Sign-in: Steam's return_to and realm are the configured origin, whatever Host or
  // X-Forwarded-Host the request names, through nginx or straight at an api process.
  const forgeries = [
    { ...site, path: '/auth/login?returnTo=/', headers: { 'X-Forwarded-Host': 'evil.example' } },
    { port: Number(new URL(topology.apis[0]!).port), host: 'evil.example', path: '/auth/login?returnTo=/', headers: { 'X-Forwarded-Host': 'evil.example' } },
  ];
  for (const forged of forgeries) {
    const answer = await rawRequest(forged);
    expect(answer.status).toBe(302);
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(topology.steamEndpoint);
    expect(location.searchParams.get('openid.realm')).toBe(topology.site);
    expect(location.searchParams.get('openid.return_to')).toMatch(new RegExp(`^${topology.site}/auth/return\\?state=`));
  }
});

/**
 * A new build of a remote, as a deploy ships it: each chunk that carries the build id gets the new
 * id under a new content hash in its name, every file naming those hashes is rewritten, stale
 * precompressed copies are removed. Old names stay cached for good (immutable), so only the
 * manifest and remoteEntry.js (no-cache) can make the new build live.
 */
function redeployWithBuildId(dir: string, oldId: string, newId: string): void {
  const files = readdirSync(dir).filter((f) => /\.(js|json)$/.test(f));
  const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
  const carriers = files.filter((f) => f.endsWith('.js') && read(f).includes(JSON.stringify(oldId)));
  if (!carriers.length) throw new Error(`no chunk of ${dir} carries the build id ${oldId}`);
  const hashes = new Map<string, string>();
  for (const [i, f] of carriers.entries()) {
    const hash = /\.([0-9a-f]{8})\.js$/.exec(f)?.[1];
    if (!hash) throw new Error(`${f} has no content hash in its name`);
    hashes.set(hash, (Date.now() + i).toString(16).slice(-8).padStart(8, '0'));
  }
  for (const f of files) {
    let text = read(f);
    const before = text;
    for (const [from, to] of hashes) text = text.replaceAll(from, to);
    text = text.replaceAll(JSON.stringify(oldId), JSON.stringify(newId));
    if (text === before) continue;
    const target = path.join(dir, carriers.includes(f) ? f.replace(/[0-9a-f]{8}(?=\.js$)/, (h) => hashes.get(h)!) : f);
    writeFileSync(`${target}.new`, text);
    renameSync(`${target}.new`, target);
    rmSync(`${target}.gz`, { force: true });
    rmSync(`${target}.br`, { force: true });
  }
}
