/**
 * The production topology of docs/deploy.md on loopback, for e2e/production.spec.ts: nginx (with
 * deploy/nginx/pugs.conf as written, ports, names and paths substituted) terminating TLS with a
 * self-signed certificate in front of two api processes, which share Redis and the embedded store
 * run as its own process (MONGODB_URI); the remotes served by nginx from a second origin. The api
 * processes run the compiled api/dist/main.js, as the systemd unit does, with Steam sign-in
 * against the loopback Steam stand-in (api/src/auth/steam/fake-steam-op.ts) and PUBLIC_API_ORIGIN
 * set as production sets it; the development sign-in stays on for the browser journey.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeSteamOp } from '../api/src/auth/steam/fake-steam-op.ts';
import { startRedisServer, type TestRedis } from '../api/src/framework/redis-testing.ts';

const root = path.resolve(import.meta.dirname, '..');
const REMOTES = ['mf-queue', 'mf-profile', 'mf-admin', 'mf-tutorial'] as const;
const API_MAIN = path.join(root, 'api', 'dist', 'main.js');
export const NGINX = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0] ?? '';

export interface Topology {
  /** https://localhost:PORT: the site. */
  site: string;
  /** https://cdn.localhost:PORT: the remotes' origin (same port, another host name). */
  cdn: string;
  /** The CDN's folder: mf/<remote>/ holds each remote's build. */
  cdnRoot: string;
  /** nginx's ports: TLS (the site and the CDN), plain http (redirects). */
  ports: { https: number; http: number };
  /** The Steam stand-in's OpenID endpoint, where /auth/login sends the player. */
  steamEndpoint: string;
  /** Stops api process `i` with SIGTERM (as systemd does), waits for its exit, starts it again. */
  restartApi(i: number): Promise<void>;
  /** The api processes' direct addresses (bypassing nginx). */
  apis: string[];
  /** nginx's error log so far (why it answered a request 502, say). */
  nginxErrors(): string;
  stop(): Promise<void>;
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(command: string, args: string[], opts: { cwd: string; env?: Record<string, string> }): Started {
  const child = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, started?: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started && started.child.exitCode !== null) throw new Error(`${what} exited (${started.child.exitCode}): ${started.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms: ${started?.output() ?? ''}`);
}

/**
 * deploy/nginx/pugs.conf with the test's ports, host names (localhost, cdn.localhost), certificate,
 * CDN folder and api ports: every directive of the production file is kept.
 */
function nginxSite(opts: { https: number; http: number; apiPorts: number[]; cert: string; key: string; cdnRoot: string }): string {
  const conf = readFileSync(path.join(root, 'deploy/nginx/pugs.conf'), 'utf8');
  const out = conf
    .replaceAll('cdn.pugs.example.com', 'cdn.localhost')
    .replaceAll('https://pugs.example.com', `https://localhost:${opts.https}`)
    .replaceAll('pugs.example.com', 'localhost')
    .replaceAll('listen 443 ssl', `listen 127.0.0.1:${opts.https} ssl`)
    .replaceAll(/listen 80(?=[; ])/g, `listen 127.0.0.1:${opts.http}`)
    .replaceAll('return 301 https://$host$request_uri;', `return 301 https://$host:${opts.https}$request_uri;`)
    .replaceAll('/etc/ssl/pugs/fullchain.pem', opts.cert)
    .replaceAll('/etc/ssl/pugs/privkey.pem', opts.key)
    .replaceAll('/srv/pugs/cdn', opts.cdnRoot)
    .replaceAll('127.0.0.1:8081', `127.0.0.1:${opts.apiPorts[0]}`)
    .replaceAll('127.0.0.1:8082', `127.0.0.1:${opts.apiPorts[1]}`);
  for (const left of ['example.com', '/etc/ssl', '/srv/pugs', ':8081', ':8082', ' 443 ']) {
    if (out.includes(left)) throw new Error(`deploy/nginx/pugs.conf: "${left}" was not substituted for the test`);
  }
  return out;
}

function nginxMain(dir: string, site: string): string {
  // Run as root (a container), nginx's workers would drop to nobody, who cannot read the temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

export async function startTopology(): Promise<Topology> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pug-prod-'));
  const cleanup: Array<() => Promise<void> | void> = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of cleanup.reverse()) await step();
  };
  try {
    // TLS: one self-signed certificate for both names, as docs/deploy.md's test set-up makes it.
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    const openssl = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,DNS:cdn.localhost,IP:127.0.0.1', '-days', '2', '-keyout', key, '-out', cert],
    ]);
    if (openssl.status !== 0) throw new Error(`openssl failed: ${openssl.stderr.toString()}`);

    // The remotes on their own origin: each build folder copied under the CDN's root.
    const cdnRoot = path.join(dir, 'cdn');
    for (const name of REMOTES) cpSync(path.join(root, name, 'dist'), path.join(cdnRoot, 'mf', name), { recursive: true, preserveTimestamps: true });

    const redis: TestRedis = await startRedisServer();
    cleanup.push(() => redis.stop());

    const password = `pw-${Math.random().toString(36).slice(2)}`;
    const store = start(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--dbpath', path.join(dir, 'store')], {
      cwd: path.join(root, 'store'),
      env: { MONGO_STORE_PASSWORD: password },
    });
    cleanup.push(() => stopProcess(store.child));
    let uri = '';
    await waitFor('pug-store', async () => ((uri = /^mongodb:\/\/\S+@\S+$/m.exec(store.output())?.[0] ?? ''), uri !== ''), store);
    // The store prints `<MONGO_STORE_PASSWORD>` for a password it was given (store/src/cli.ts).
    const mongodbUri = uri.replace('<MONGO_STORE_PASSWORD>', encodeURIComponent(password)).replace('/?', '/pug?');

    const [https, http, ...apiPorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const site = `https://localhost:${https}`;
    const cdn = `https://cdn.localhost:${https}`;
    const steam = await startFakeSteamOp();
    cleanup.push(() => steam.close());
    const env = {
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // The dev sign-in (refused under NODE_ENV=production) signs the browser journey in; /auth/login
      // goes to Steam, whose return address comes from PUBLIC_API_ORIGIN as in production.
      AUTH_DEV: '1',
      AUTH_PROVIDER: 'steam',
      STEAM_OPENID_ENDPOINT: steam.endpoint,
      STEAM_API_URL: steam.apiUrl,
      PUBLIC_API_ORIGIN: site,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      MONGODB_URI: mongodbUri,
      REDIS_URL: redis.url,
      COOKIE_SECRET: 'production-topology-cookie-secret-0123456789',
      SITE_ORIGINS: site,
      REMOTES_JSON: JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, `${cdn}/mf/${name}/mf-manifest.json`]))),
    };
    const apis: Array<Started | undefined> = [];
    // What deploy/systemd/pug-api@.service runs: the compiled api (`npm test` builds it first).
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build the api first (npm run build)`);
    const startApi = async (i: number) => {
      const api = start(process.execPath, ['--enable-source-maps', API_MAIN], { cwd: path.join(root, 'api'), env: { ...env, PORT: String(apiPorts[i]) } });
      apis[i] = api;
      await waitFor(`api ${i}`, async () => (await fetch(`http://127.0.0.1:${apiPorts[i]}/api/ready`)).ok, api);
    };
    cleanup.push(async () => {
      for (const api of apis) if (api) await stopProcess(api.child);
    });
    await startApi(0);
    await startApi(1);

    const nginxDir = path.join(dir, 'nginx');
    mkdirSync(nginxDir);
    const siteConf = path.join(nginxDir, 'pugs.conf');
    writeFileSync(siteConf, nginxSite({ https, http, apiPorts, cert, key, cdnRoot }));
    writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxMain(nginxDir, siteConf));
    const nginx = start(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], { cwd: nginxDir });
    cleanup.push(() => stopProcess(nginx.child, 'SIGQUIT'));
    await waitFor('nginx', async () => (await connectable(https)) && (await connectable(http)), nginx, 15_000);

    return {
      site,
      cdn,
      cdnRoot,
      ports: { https, http },
      steamEndpoint: steam.endpoint,
      apis: apiPorts.map((p) => `http://127.0.0.1:${p}`),
      nginxErrors: () => (existsSync(path.join(nginxDir, 'error.log')) ? readFileSync(path.join(nginxDir, 'error.log'), 'utf8') : ''),
      stop,
      async restartApi(i) {
        await stopProcess(apis[i]!.child);
        await startApi(i);
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function connectable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP/1.1 request to nginx on loopback with the TLS name (`servername`, SNI) and the Host
 * header chosen apart, as a client that is not a browser may send them (https without
 * `servername`: plain http). Rejects when nginx closes the connection without an answer (444)
 * or refuses the TLS handshake.
 */
export function rawRequest(opts: {
  port: number;
  servername?: string;
  host: string;
  path: string;
  headers?: Record<string, string>;
  tls?: { maxVersion?: 'TLSv1.2' | 'TLSv1.3'; ciphers?: string };
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const common = { host: '127.0.0.1', port: opts.port, path: opts.path, method: 'GET', headers: { ...opts.headers, Host: opts.host }, agent: false as const };
    const onAnswer = (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    };
    const req =
      opts.servername === undefined
        ? httpRequest(common, onAnswer)
        : httpsRequest({ ...common, servername: opts.servername, rejectUnauthorized: false, ...opts.tls }, onAnswer);
    req.on('error', reject);
    req.end();
  });
}
