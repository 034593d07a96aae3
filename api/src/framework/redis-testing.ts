/**
 * For api tests: a real Debian `redis-server` on a free loopback port, without persistence.
 *
 *   const redis = await startRedisServer();
 *   const site = await startTestServer({ env: { REDIS_URL: redis.url }, deps });
 *   ...
 *   await redis.stop();
 *
 * `npm test` installs redis-server when it is missing (scripts/ensure.mjs `ensureRedis`); when it
 * is still missing this throws, so the multi-process tests fail instead of being skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';

export const REDIS_SERVER = 'redis-server';

export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server and waits for it to exit. */
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<TestRedis> {
  if (spawnSync('sh', ['-c', `command -v ${REDIS_SERVER}`], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      `${REDIS_SERVER} is not installed: run \`npm test\` from the repository root once (it installs Debian's redis-server), or \`apt-get install -y --no-install-recommends redis-server\``,
    );
  }
  let lastError: unknown;
  // A free port can be taken between the probe and redis-server's bind: try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitForPong(port, child, () => output);
      return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopProcess(child) };
    } catch (err) {
      lastError = err;
      await stopProcess(child);
    }
  }
  throw lastError;
}

/** Answers true when a `PING` on `port` gets `+PONG`. */
export function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

async function waitForPong(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${REDIS_SERVER} exited (${child.exitCode}): ${output().trim()}`);
    if (await ping(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${REDIS_SERVER} did not answer PING on port ${port} within 10 s: ${output().trim()}`);
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

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
