import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { connectRedisFanOut, redactUrl, RedisUnavailableError } from './redis-adapter.ts';
import { startRedisServer, type TestRedis } from './redis-testing.ts';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedisServer();
}, 20_000);
afterAll(async () => {
  await redis?.stop();
});

const silent = createLogger({ level: 'silent' });

/** A loopback port nothing listens on (a stopped redis-server's). */
async function deadRedisUrl(password?: string): Promise<string> {
  const dead = await startRedisServer();
  await dead.stop();
  return password ? `redis://pug:${password}@127.0.0.1:${dead.port}` : dead.url;
}

/** The names of the clients connected to the test Redis (CLIENT LIST), the asking one left out. */
async function clientCount(): Promise<number> {
  const probe = createClient({ url: redis.url });
  await probe.connect();
  try {
    const list = String(await probe.sendCommand(['CLIENT', 'LIST']));
    return list.trim().split('\n').length - 1;
  } finally {
    await probe.close();
  }
}

describe('connectRedisFanOut', () => {
  it('connects a publisher and a subscriber, and closes both', async () => {
    const before = await clientCount();
    const fanOut = await connectRedisFanOut(redis.url, silent);
    expect(await clientCount()).toBe(before + 2);
    expect(typeof fanOut.adapter).toBe('function');
    await fanOut.close();
    expect(await clientCount()).toBe(before);
    await fanOut.close(); // twice is harmless
  });

  it('fails at once with a one-line RedisUnavailableError that hides the password', async () => {
    const url = await deadRedisUrl('s3cret');
    const started = Date.now();
    const err = await connectRedisFanOut(url, silent).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedisUnavailableError);
    const message = (err as Error).message;
    expect(message).toMatch(/^Cannot reach Redis at redis:\/\/pug:\*\*\*@127\.0\.0\.1:\d+ \(REDIS_URL\): .*ECONNREFUSED/);
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('redactUrl', () => {
  it('replaces the password only', () => {
    expect(redactUrl('rediss://user:pw@cache:6380/2')).toBe('rediss://user:***@cache:6380/2');
    expect(redactUrl('redis://cache:6379')).toBe('redis://cache:6379');
  });
});

describe('npm start with an unreachable Redis', () => {
  it('exits 1 with one line on stderr naming REDIS_URL, no stack', async () => {
    const url = await deadRedisUrl();
    const dataDir = mkdtempSync(join(tmpdir(), 'pug-redis-start-'));
    const apiDir = fileURLToPath(new URL('../../', import.meta.url));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', MONGO_DATA_DIR: dataDir, REDIS_URL: url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stdout).not.toContain('Pug site ready');
      expect(stderr).toMatch(/^Pug site failed to start: Cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\): .*ECONNREFUSED.*\n$/);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A real process from its TypeScript sources: 2-4 s alone, and over 30 s with another test run
    // on the machine's two cores.
  }, 120_000);
});
