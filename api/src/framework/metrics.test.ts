import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let db: Database;
let site: LoopSite;
beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db, { env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await site?.close();
  await db?.close();
});

/** GET /metrics as a raw request (fetch would not let the test choose every header). */
function scrape(headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${site.url}/metrics`, { headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const sample = (body: string, series: string): number | undefined => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('serves queues, pugs by phase, sockets, request latency by route pattern, log rejects and the store files in the Prometheus text format', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(1));
    try {
      const joined = await player.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: player.steamid });
      expect(joined.status).toBe(200);
      await fetch(`${site.url}/api/profile/${steamidOf(1)}`);
      await fetch(`${site.url}/api/profile/${steamidOf(1)}?again=1`);
      await db.collections.pugs.insertOne({ _id: 990001, phase: 'Live' } as never);

      const { status, type, body } = await scrape();
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(sample(body, 'pug_queue_players{queue="sixes"}')).toBe(1);
      expect(sample(body, 'pug_queue_players{queue="highlander"}')).toBe(0);
      expect(sample(body, 'pug_pugs{phase="Live"}')).toBeGreaterThanOrEqual(1);
      expect(sample(body, 'pug_sockets')).toBeGreaterThanOrEqual(1);
      expect(body).toContain('# TYPE pug_http_request_duration_seconds histogram');
      // One series for both URLs: the route's pattern, never the raw URL (no unbounded label values).
      expect(sample(body, 'pug_http_request_duration_seconds_count{method="GET",route="/api/profile/:id",status="200"}')).toBe(2);
      expect(body).not.toContain(steamidOf(1));
      expect(body).not.toContain('again=1');
      expect(sample(body, 'pug_log_packets_rejected_total{reason="wrongSecret"}')).toBe(0);
      expect(sample(body, 'pug_store_file_bytes{file="journal"}')).toBeGreaterThan(0);
    } finally {
      player.close();
    }
  });

  it('is refused through a proxy (X-Forwarded-For, Forwarded, X-Real-IP) unless the METRICS_TOKEN bearer comes with it', async () => {
    const proxied: Record<string, string>[] = [{ 'X-Forwarded-For': '203.0.113.9' }, { Forwarded: 'for=203.0.113.9' }, { 'X-Real-IP': '203.0.113.9' }];
    for (const header of proxied) {
      const refused = await scrape(header);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({ error: { code: 'METRICS_FORBIDDEN', message: expect.stringContaining('METRICS_TOKEN') } });
    }
    const wrong = await scrape({ 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` });
    expect(wrong.status).toBe(403);
    // A wrong bearer is refused even from loopback: a token was offered and it is not the one.
    expect((await scrape({ Authorization: 'Bearer nope' })).status).toBe(403);
    const withToken = await scrape({ 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toContain('pug_sockets');
  });
});
