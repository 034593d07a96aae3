import { mkdirSync, mkdtempSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A GET whose path is sent byte for byte (fetch would normalise `..` away). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static serving of the built apps', () => {
  let site: TestServer;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'pug-static-'));
    write(root, 'host/dist/index.html', '<!doctype html><title>host</title>');
    write(root, 'host/dist/static/js/main.3f9a1c2b.js', 'console.log("host")');
    write(root, 'host/dist/.env', 'SECRET=1');
    write(root, 'mf-queue/dist/mf-manifest.json', '{"name":"mf-queue"}');
    write(root, 'mf-queue/dist/remoteEntry.js', '/* entry */');
    write(root, 'mf-queue/dist/static/js/412.ab12cd34.js', '/* chunk */');
    write(root, 'mf-queue/package.json', '{"private":"outside dist"}');
    write(root, 'design-system/storybook-static/index.html', '<title>storybook</title>');
    write(root, 'dist/sounds/default/readyup.ogg', 'OggS-fake');
    write(root, 'dist/sounds/honk.ogg', 'OggS-honk');
    write(root, 'dist/sounds/.recipe', 'hash');
    write(root, 'secret.txt', 'top secret');
    write(root, 'host/dist/static/js/main.3f9a1c2b.js.map', '{"sources":["secret-source.ts"]}');
    write(root, 'mf-queue/dist/static/js/412.ab12cd34.js.map', '{"sources":["secret-source.ts"]}');
    // Links that lead out of the served folders: a file, a folder, and one inside the folder.
    symlinkSync(join(root, 'secret.txt'), join(root, 'host/dist/linked.txt'));
    symlinkSync(join(root, 'secret.txt'), join(root, 'mf-queue/dist/linked.js'));
    symlinkSync(root, join(root, 'mf-queue/dist/up'));
    symlinkSync(join(root, 'host/dist/static/js/main.3f9a1c2b.js'), join(root, 'host/dist/same.js'));
    site = await startTestServer({ env: { STATIC_ROOT: root } });
  });
  afterAll(() => site.close());

  it('serves the built alert sounds from dist/sounds as audio/ogg, cached a day', async () => {
    const cue = await fetch(`${site.url}/sounds/default/readyup.ogg`);
    expect(cue.status).toBe(200);
    expect(cue.headers.get('content-type')).toBe('audio/ogg');
    expect(cue.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await cue.text()).toBe('OggS-fake');
    expect((await fetch(`${site.url}/sounds/honk.ogg`)).status).toBe(200);
    // Only sounds: the recipe stamp, a missing cue and a way out of the folder are refused.
    expect((await fetch(`${site.url}/sounds/.recipe`)).status).toBe(404);
    expect((await fetch(`${site.url}/sounds/default/nope.ogg`)).status).toBe(404);
    expect((await rawGet(site.url, '/sounds/../secret.txt')).status).toBe(403);
    expect((await rawGet(site.url, '/sounds/%2e%2e/%2e%2e/secret.ogg')).status).toBe(403);
  });

  it('serves host/dist/index.html at / with no-cache', async () => {
    const res = await fetch(`${site.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>host</title>');
  });

  it('falls back to index.html for client routes asked for as HTML', async () => {
    const res = await fetch(`${site.url}/players/76561198000000001?tab=elo`, { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>host</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 (not the page) for a missing asset that is not a navigation', async () => {
    const res = await fetch(`${site.url}/static/js/missing.js`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('does not fall back for /api paths', async () => {
    const res = await fetch(`${site.url}/api/nope`, { headers: HTML });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('gives hashed assets a long immutable cache', async () => {
    const res = await fetch(`${site.url}/static/js/main.3f9a1c2b.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves a remote under /mf/<name>/ with CORS open to any origin', async () => {
    const manifest = await fetch(`${site.url}/mf/mf-queue/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'mf-queue' });
    const entry = await fetch(`${site.url}/mf/mf-queue/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${site.url}/mf/mf-queue/static/js/412.ab12cd34.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('says to build when a remote has no dist, and 404s unknown remotes or files', async () => {
    const unbuilt = await fetch(`${site.url}/mf/mf-admin/mf-manifest.json`);
    expect(unbuilt.status).toBe(503);
    expect(((await unbuilt.json()) as { error: { message: string } }).error.message).toBe('mf-admin is not built: run `npm run build` first');
    expect((await fetch(`${site.url}/mf/mf-nope/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${site.url}/mf/mf-queue/nope.js`)).status).toBe(404);
  });

  it('serves Storybook under /storybook/', async () => {
    const redirect = await fetch(`${site.url}/storybook`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/storybook/');
    const res = await fetch(`${site.url}/storybook/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('storybook');
  });

  it.each([
    '/mf/mf-queue/../../etc/passwd',
    '/mf/mf-queue/../package.json',
    '/mf/mf-queue/..%2fpackage.json',
    '/mf/mf-queue/%2e%2e/%2e%2e/secret.txt',
    '/mf/mf-queue/..%5c..%5csecret.txt',
    '/../../secret.txt',
    '/static/..%2f..%2f..%2fsecret.txt',
    '/storybook/..%2f..%2fsecret.txt',
    '/mf/mf-queue/%00.json',
  ])('refuses the path traversal %s', async (path) => {
    const res = await rawGet(site.url, path);
    expect(res.status).toBe(403);
    expect(res.body).not.toMatch(/root:|top secret|outside dist/);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'FORBIDDEN', message: 'That path is not allowed' } });
  });

  it.each(['/linked.txt', '/mf/mf-queue/linked.js', '/mf/mf-queue/up/secret.txt', '/mf/mf-queue/up/host/dist/index.html'])(
    'does not follow the symlink %s out of its folder',
    async (path) => {
      const res = await rawGet(site.url, path);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('top secret');
    },
  );

  it('follows a symlink that stays inside its folder', async () => {
    const res = await fetch(`${site.url}/same.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("host")');
  });

  it.each(['/static/js/main.3f9a1c2b.js.map', '/mf/mf-queue/static/js/412.ab12cd34.js.map'])('never serves the source map %s', async (path) => {
    const res = await rawGet(site.url, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('secret-source');
  });

  it('sends the security headers with pages, errors and the api', async () => {
    for (const path of ['/', '/players/76561198000000001', '/api/nope', '/../../secret.txt', '/mf/mf-queue/no-such.js']) {
      const res = await rawGet(site.url, path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(String(res.headers['content-security-policy']), path).toMatch(/frame-ancestors 'none'/);
      expect(String(res.headers['content-security-policy']), path).toMatch(/script-src 'self'(;|$)/);
    }
    const storybook = await rawGet(site.url, '/storybook/');
    expect(storybook.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(storybook.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
  });

  it('sends a script only what a subresource uses: nosniff and the referrer policy, not the page-level headers', async () => {
    const res = await rawGet(site.url, '/mf/mf-queue/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy'])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('never serves dotfiles', async () => {
    const res = await fetch(`${site.url}/.env`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SECRET');
  });
});

describe('static serving before anything is built', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ env: { STATIC_ROOT: mkdtempSync(join(tmpdir(), 'pug-empty-')) } });
  });
  afterAll(() => site.close());

  it('answers 503 saying to run the build, and keeps serving the api', async () => {
    const page = await fetch(`${site.url}/`, { headers: HTML });
    expect(page.status).toBe(503);
    expect(((await page.json()) as { error: { message: string } }).error.message).toContain('run `npm run build`');
    const storybook = await fetch(`${site.url}/storybook/`);
    expect(storybook.status).toBe(503);
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
  });
});

/** A GET with the given headers that keeps the body as bytes (no decoding). */
function bytesGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed text assets', () => {
  const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  let site: TestServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pug-compressed-'));
    write(root, 'host/dist/index.html', '<!doctype html><title>host</title>');
    write(root, 'host/dist/main.3f9a1c2b.js', SCRIPT);
    writeFileSync(join(root, 'host/dist/main.3f9a1c2b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(root, 'host/dist/main.3f9a1c2b.js.gz'), gzipSync(SCRIPT));
    write(root, 'dist/sounds/default/readyup.ogg', 'OggS-not-text');
    // A remote redeployed by copying a new remoteEntry.js over an old build: its .br is stale.
    write(root, 'mf-queue/dist/remoteEntry.js.br', brotliCompressSync('/* old entry */').toString('latin1'));
    write(root, 'mf-queue/dist/remoteEntry.js', '/* new entry */');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'mf-queue/dist/remoteEntry.js.br'), past, past);
    site = await startTestServer({ env: { STATIC_ROOT: root } });
  });
  afterAll(() => site.close());

  it('sends brotli when the browser accepts it, with Vary and the compressed length', async () => {
    const res = await bytesGet(site.url, '/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await bytesGet(site.url, '/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await bytesGet(site.url, '/main.3f9a1c2b.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(SCRIPT.length);
    const refused = await bytesGet(site.url, '/main.3f9a1c2b.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('never sends a compressed copy older than the file', async () => {
    const res = await bytesGet(site.url, '/mf/mf-queue/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('/* new entry */');
  });

  it('sends audio as it is, with no Vary', async () => {
    const res = await bytesGet(site.url, '/sounds/default/readyup.ogg', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
  });

  it('answers 304 when the browser already has the current copy', async () => {
    const first = await bytesGet(site.url, '/main.3f9a1c2b.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    const again = await bytesGet(site.url, '/main.3f9a1c2b.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
