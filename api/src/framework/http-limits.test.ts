/**
 * HTTP server timeouts (security review, finding 9): a client that sends half its headers is cut
 * off within the headers timeout, not held for minutes. Real app, raw TCP client.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { io as ioClient } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createApp } from '../app.ts';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http-limits.ts';
import { createLogger } from './logger.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let site: TestServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** Opens a TCP connection, sends `text`, and resolves with what came back and when it closed. */
function halfRequest(port: number, text: string, giveUpMs: number): Promise<{ closedAfterMs: number | null; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, received });
    }, giveUpMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

describe('HTTP server timeouts', () => {
  it('sets the headers, request and keep-alive timeouts on the server', () => {
    const app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger({ level: 'silent' }) });
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('keeps idle connections as long as HTTP_KEEP_ALIVE_MS says (a load balancer that keeps its own longer)', () => {
    const app = createApp({ config: loadConfig({ NODE_ENV: 'test', HTTP_KEEP_ALIVE_MS: '65000' }), logger: createLogger({ level: 'silent' }) });
    expect(app.server.keepAliveTimeout).toBe(65_000);
    expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
  });

  it("leaves closing an idle connection to the proxy: deploy/nginx/pugs.conf's upstream keep-alive is shorter", () => {
    const conf = readFileSync(new URL('../../../deploy/nginx/pugs.conf', import.meta.url), 'utf8');
    const upstream = /upstream pug_api \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const seconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
    expect(seconds * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('closes a connection that sent only half its headers within the headers timeout', async () => {
    site = await startTestServer({ deps: { httpTimeouts: { headersTimeoutMs: 300, requestTimeoutMs: 1000 } } });
    const { closedAfterMs, received } = await halfRequest(site.port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 5000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(1500);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a complete request, and keeps a websocket open past the request timeout', async () => {
    site = await startTestServer({ deps: { httpTimeouts: { headersTimeoutMs: 300, requestTimeoutMs: 500 } } });
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
    const socket = ioClient(site.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      let dropped = false;
      socket.once('disconnect', () => (dropped = true));
      await new Promise((r) => setTimeout(r, 1500));
      expect(dropped).toBe(false);
    } finally {
      socket.disconnect();
    }
  });

  /**
   * Security review round 2, item 11: Node times a head from the connection and again from the
   * request's first byte, so silence just under the limit followed by a trickle held the
   * connection for twice the limit. Headers timeout 1000 ms here (checked every 250 ms).
   */
  it('cuts a client that waits, then trickles header lines, at the headers timeout from the connection', async () => {
    site = await startTestServer({ deps: { httpTimeouts: { headersTimeoutMs: 1000, requestTimeoutMs: 10_000 } } });
    const { closedAfterMs, received } = await trickledRequest(site.port, { silentMs: 800, lines: ['GET /api/health HTTP/1.1\r\n', 'Host: localhost\r\n'] });
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(1000 + 250 + 350);
  });

  it('cuts a kept-alive connection whose next head trickles, at the headers timeout from the last response', async () => {
    site = await startTestServer({ deps: { httpTimeouts: { headersTimeoutMs: 1000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5000 } } });
    const { closedAfterMs, received } = await trickledRequest(site.port, {
      first: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      silentMs: 800,
      lines: ['GET /api/health HTTP/1.1\r\n', 'Host: localhost\r\n'],
    });
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toMatch(/HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(1000 + 250 + 350);
  });

  it('lets a kept-alive client send requests with pauses, each head sent at once', async () => {
    site = await startTestServer({ deps: { httpTimeouts: { headersTimeoutMs: 1000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5000 } } });
    const socket = connect(site.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    try {
      for (let i = 0; i < 4; i += 1) {
        socket.write(request);
        await new Promise((r) => setTimeout(r, 700));
      }
      expect(received.match(/HTTP\/1\.1 200/g)).toHaveLength(4);
      expect(socket.destroyed).toBe(false);
    } finally {
      socket.destroy();
    }
  });
});

/**
 * A raw TCP client: sends `first`, stays silent for `silentMs`, then sends one of `lines` and then
 * a header line every 200 ms, never ending the head. Resolves with what came back and when (from
 * the connection) the server closed it; gives up after 5 s.
 */
function trickledRequest(
  port: number,
  opts: { first?: string; silentMs: number; lines: string[] },
): Promise<{ closedAfterMs: number | null; received: string }> {
  return new Promise((resolve) => {
    let received = '';
    let started = 0;
    let sent = 0;
    let trickle: NodeJS.Timeout | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      started = Date.now();
      if (opts.first) socket.write(opts.first);
      setTimeout(() => {
        trickle = setInterval(() => {
          if (!socket.destroyed) socket.write(opts.lines[sent] ?? `X-Slow-${sent}: a\r\n`);
          sent += 1;
        }, 200);
      }, opts.silentMs - 200);
    });
    const giveUp = setTimeout(() => {
      clearInterval(trickle);
      socket.destroy();
      resolve({ closedAfterMs: null, received });
    }, 5000);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}
