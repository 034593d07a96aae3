/**
 * HTTP server timeouts: a client that dribbles its headers or body is cut off (408) instead of
 * holding a connection for minutes (Node's defaults: 60 s for headers, 300 s for the request,
 * checked only every 30 s). Upgraded connections (the websockets) are not subject to them.
 *
 * Node (20) measures its headersTimeout from the connection and then again from the first byte of
 * a request: a client that stays silent for just under the limit and then trickles header lines
 * holds the connection for twice the limit (after a keep-alive response: the keep-alive timeout
 * plus the limit). `enforceHeadersDeadline` adds the limit as documented: a request head must be
 * complete within it of the moment the connection was ready for one (opened, or its previous
 * response sent).
 */
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

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

const checkIntervalFor = (headersTimeoutMs: number) => Math.max(10, Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(headersTimeoutMs / 4)));

/** Options for `http.createServer` (the check interval can only be set there). */
export function httpServerOptions(overrides: Partial<HttpTimeouts> = {}): ServerOptions {
  const t = { ...DEFAULT_HTTP_TIMEOUTS, ...overrides };
  return {
    headersTimeout: t.headersTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    connectionsCheckingInterval: checkIntervalFor(t.headersTimeoutMs),
  };
}

const REQUEST_TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** A connection's requests: heads received, responses sent, and since when it waits for a head. */
interface ConnectionState {
  heads: number;
  responses: number;
  waitingSince: number;
}

/**
 * Closes (408) a connection whose next request head is not complete within the headers timeout
 * of the moment it was ready for one: opened, or its last response sent. Checked at the same
 * interval as Node's own timeouts, while the server listens.
 */
export function enforceHeadersDeadline(server: Server, overrides: Partial<HttpTimeouts> = {}): void {
  const { headersTimeoutMs } = { ...DEFAULT_HTTP_TIMEOUTS, ...overrides };
  const connections = new Map<Socket, ConnectionState>();
  // One listener for every connection (a websocket's lives as long as it does): none of its own.
  function forget(this: Socket) {
    connections.delete(this);
  }
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { heads: 0, responses: 0, waitingSince: Date.now() });
    socket.on('close', forget);
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.heads += 1;
    res.once('finish', () => {
      state.responses += 1;
      state.waitingSince = Date.now();
    });
  });
  // The websockets' head is complete too; the connection is theirs from now on.
  server.on('upgrade', (req: IncomingMessage) => {
    connections.delete(req.socket);
    req.socket.off('close', forget);
  });

  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const deadline = Date.now() - headersTimeoutMs;
    for (const [socket, state] of connections) {
      if (state.heads !== state.responses || state.waitingSince > deadline) continue;
      connections.delete(socket);
      if (socket.writable) socket.write(REQUEST_TIMEOUT_RESPONSE);
      socket.destroy();
    }
  };
  server.on('listening', () => {
    clearInterval(timer);
    timer = setInterval(check, checkIntervalFor(headersTimeoutMs));
    timer.unref();
  });
  server.on('close', () => clearInterval(timer));
}
