/**
 * HTTP server timeouts (security review, finding 9): a client that sends half its headers is cut
 * off within the headers timeout, not held for minutes. Real app, raw TCP client.
 */
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
});
