/**
 * HTTP server timeouts: a client that dribbles its headers or body is cut off (408) instead of
 * holding a connection for minutes (Node's defaults: 60 s for headers, 300 s for the request,
 * checked only every 30 s). Upgraded connections (the websockets) are not subject to them.
 */
import type { ServerOptions } from 'node:http';

/** The whole request head must arrive within this. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request (head and body; bodies are small JSON) must arrive within this. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is closed after this (Node's default, stated). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often the server looks for timed-out requests: at most this, less for short timeouts. */
const MAX_CHECK_INTERVAL_MS = 1_000;

export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
};

/** Options for `http.createServer` (the check interval can only be set there). */
export function httpServerOptions(overrides: Partial<HttpTimeouts> = {}): ServerOptions {
  const t = { ...DEFAULT_HTTP_TIMEOUTS, ...overrides };
  return {
    headersTimeout: t.headersTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(t.headersTimeoutMs / 4))),
  };
}
