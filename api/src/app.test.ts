import { connect } from 'node:net';
import { routes } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Collections } from './db/index.ts';
import type { Feature } from './framework/feature.ts';
import { createLogger } from './framework/logger.ts';
import { openTestDatabase } from './db/testing.ts';
import { startLoopSite } from './testing/loop-site.ts';

const logger = createLogger({ level: 'silent' });

describe('createApp', () => {
  it('listens on a free port, reports its URL and closes cleanly', async () => {
    const site = createApp({ config: loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1' }), logger });
    const { url, port } = await site.listen(0);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(port).toBeGreaterThan(0);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    await site.close();
    expect(site.server.listening).toBe(false);
  });

  it('shows localhost for a wildcard host', async () => {
    const site = createApp({ config: loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }), logger });
    const { url, port } = await site.listen(0);
    await site.close();
    expect(url).toBe(`http://localhost:${port}`);
  });

  it('can be closed without ever listening', async () => {
    const site = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger });
    await expect(site.close()).resolves.toBeUndefined();
  });
});

/** Resolves with the error code of a TCP connection to `port` (undefined when it connects). */
function tryConnect(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code));
  });
}

describe('close (SIGTERM in main.ts): a rolling restart', () => {
  it('stops accepting connections before the features stop, and finishes the requests it has', async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let arrived = false;
    let stopping = false;
    const slow: Feature = {
      name: 'slow',
      routes(mount) {
        mount('ladder', async (ctx) => {
          arrived = true;
          await sleep(400);
          ctx.body = { done: true };
        });
      },
      stop: async () => {
        stopping = true;
        await sleep(200);
      },
    };
    const site = createApp({ config: loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1' }), logger, collections: {} as Collections, features: () => [slow] });
    const { url, port } = await site.listen(0);
    const inFlight = fetch(`${url}${routes.ladder.path}`);
    while (!arrived) await sleep(5);
    const closing = site.close();
    while (!stopping) await sleep(5);
    // A proxy's next connection is refused at once (it goes to the other process), not accepted and dropped.
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    const started = Date.now();
    await closing;
    // The connection left idle by that response is closed at once, not at the keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-Proto for the Secure cookie only when set: a client cannot claim https by itself', async () => {
    const db = await openTestDatabase();
    try {
      const secureFlag = async (env: Record<string, string>) => {
        const site = await startLoopSite(db, { env });
        try {
          const res = await fetch(`${site.url}/auth/dev-login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
            body: JSON.stringify({ steamid: '76561198000000777', alias: 'Proxied' }),
          });
          expect(res.status).toBe(200);
          const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pug_session=')) ?? '';
          expect(cookie).not.toBe('');
          return /;\s*secure/i.test(cookie);
        } finally {
          await site.close();
        }
      };
      expect(await secureFlag({ TRUST_PROXY: '1' })).toBe(true);
      expect(await secureFlag({})).toBe(false);
    } finally {
      await db.close();
    }
  });
});
