import { afterEach, describe, expect, it } from 'vitest';
import type { DbSeam } from './health.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { eventually } from '../testing/loop-site.ts';
import { startRedisServer } from './redis-testing.ts';

let site: TestServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function get(db: DbSeam | undefined, path: string) {
  site = await startTestServer({ deps: db ? { db } : {} });
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/health', () => {
  it('answers ok with uptime and version, without asking the database', async () => {
    const db: DbSeam = { ready: () => Promise.reject(new Error('must not be called')) };
    const { status, body } = await get(db, '/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, uptimeS: 0, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

describe('GET /api/ready', () => {
  it('is 200 with the ping latency when the database answers', async () => {
    const { status, body } = await get({ ready: async () => ({ ok: true, latencyMs: 3 }) }, '/api/ready');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, db: { latencyMs: 3 } });
  });

  it('is 503 when the ping fails or throws', async () => {
    const failed = await get({ ready: async () => ({ ok: false, latencyMs: 0 }) }, '/api/ready');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ ok: false, error: { code: 'DB_UNAVAILABLE', message: 'The database ping failed' } });
    await site?.close();
    const threw = await get({ ready: () => Promise.reject(new Error('ECONNREFUSED')) }, '/api/ready');
    expect(threw.status).toBe(503);
    expect(JSON.stringify(threw.body)).not.toContain('ECONNREFUSED');
  });

  it('is 503 when the database hangs past the timeout', async () => {
    const started = Date.now();
    const { status, body } = await get({ ready: () => new Promise(() => {}) }, '/api/ready');
    expect(status).toBe(503);
    expect(String((body.error as { message: string }).message)).toContain('did not answer within 2000 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('is 503 when no database is connected', async () => {
    const { status, body } = await get(undefined, '/api/ready');
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, error: { message: 'No database is connected' } });
  });
});

describe('GET /api/ready with REDIS_URL', () => {
  it('is 503 REDIS_UNAVAILABLE while Redis is unreachable, and /api/health stays 200', async () => {
    const redis = await startRedisServer();
    try {
      site = await startTestServer({ env: { REDIS_URL: redis.url }, deps: { db: { ready: async () => ({ ok: true, latencyMs: 1 }) } } });
      const ready = () => fetch(`${site!.url}/api/ready`).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));
      expect(await ready()).toEqual({ status: 200, body: { ok: true, db: { latencyMs: 1 } } });
      await redis.stop();
      const down = await eventually(async () => {
        const answer = await ready();
        return answer.status === 503 ? answer : undefined;
      });
      expect(down.body).toEqual({ ok: false, error: { code: 'REDIS_UNAVAILABLE', message: expect.stringContaining('Redis is unreachable') } });
      expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
    } finally {
      await redis.stop();
    }
  });
});
