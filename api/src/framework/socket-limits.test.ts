/**
 * Limits on realtime clients (security review, finding 9): sockets per client address, events per
 * socket, payload size. Real app, real socket.io-client.
 */
import type { IncomingMessage } from 'node:http';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { clientAddress, EVENT_BURST, EVENTS_PER_SECOND, MAX_SOCKETS_PER_ADDRESS, SOCKET_MAX_PAYLOAD_BYTES, TOO_MANY_CONNECTIONS } from './socket-limits.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { connected, disconnected } from './socket-testing.ts';

const clients: Socket[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});

function open(url: string, cookie?: string): Socket {
  const socket = ioClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  clients.push(socket);
  return socket;
}

describe('sockets per client address', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer();
  });
  afterAll(async () => {
    await site?.close();
  });

  it(`accepts ${MAX_SOCKETS_PER_ADDRESS} sockets from one address and refuses the next with a clear message`, async () => {
    expect(MAX_SOCKETS_PER_ADDRESS).toBe(20);
    const accepted = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, () => connected(open(site.url))));
    expect(accepted.every((s) => s.connected)).toBe(true);

    await expect(connected(open(site.url))).rejects.toMatchObject({ message: TOO_MANY_CONNECTIONS, data: { code: 'TOO_MANY_CONNECTIONS' } });
    expect(TOO_MANY_CONNECTIONS).toBe('Too many connections from your address');

    // A freed place is given again.
    const gone = disconnected(accepted[0]!);
    accepted[0]!.disconnect();
    await gone;
    await new Promise((r) => setTimeout(r, 100));
    await expect(connected(open(site.url))).resolves.toBeTruthy();
  });
});

describe('clientAddress', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

  it('uses the peer address unless the app trusts a proxy', () => {
    expect(clientAddress(request('10.0.0.5', '203.0.113.9'), false)).toBe('10.0.0.5');
  });

  it('behind a trusted proxy uses the address the proxy saw (the last X-Forwarded-For entry, which a client cannot forge)', () => {
    expect(clientAddress(request('10.0.0.5', '1.2.3.4, 203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.5'), true)).toBe('10.0.0.5');
  });
});

describe('events per socket and payload size', () => {
  let database: Database;
  let site: TestServer;
  let clock = Date.now();
  const PLAYER = '76561198000000401';
  beforeAll(async () => {
    database = await openTestDatabase();
    site = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES, now: () => clock } });
  });
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  type Ack = { ok: true } | { error: { code: string; message: string } };
  const codeOf = (ack: Ack) => ('error' in ack ? ack.error.code : 'OK');
  const ready = (socket: Socket, payload: unknown = { isReady: true, userSteamId: PLAYER, queueName: 'sixes' }) =>
    socket.timeout(5000).emitWithAck('ready', payload) as Promise<Ack>;

  it(`answers events past a burst of ${EVENT_BURST} with a rate-limit error, and processes the first ones`, async () => {
    const { cookie } = await signIn(site.url, PLAYER);
    const socket = await connected(open(site.url, cookie));
    const acks = await Promise.all(Array.from({ length: EVENT_BURST + 5 }, () => ready(socket)));
    const codes = acks.map(codeOf);
    // Processed: the lobby answers (the player is not in a ready-up), not the limiter.
    expect(codes.slice(0, EVENT_BURST).every((c) => c !== 'RATE_LIMITED')).toBe(true);
    expect(codes.slice(EVENT_BURST)).toEqual(Array(5).fill('RATE_LIMITED'));
    expect(acks.at(-1)).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/too many/i) } });

    // A second later the bucket has refilled.
    clock += 1000;
    const later = await Promise.all(Array.from({ length: EVENTS_PER_SECOND }, () => ready(socket)));
    expect(later.map(codeOf).every((c) => c !== 'RATE_LIMITED')).toBe(true);
    expect(codeOf(await ready(socket))).toBe('RATE_LIMITED');
    expect(socket.connected).toBe(true);
  });

  it('disconnects a socket that keeps flooding far past the limit', async () => {
    const socket = await connected(open(site.url));
    const gone = disconnected(socket);
    for (let i = 0; i < 1000; i++) socket.emit('ready', { isReady: true, userSteamId: PLAYER, queueName: 'sixes' });
    expect(await gone).toBe('io server disconnect');
  });

  it(`refuses a payload over ${SOCKET_MAX_PAYLOAD_BYTES} bytes by closing the connection, before any handler runs`, async () => {
    expect(SOCKET_MAX_PAYLOAD_BYTES).toBe(16 * 1024);
    const socket = await connected(open(site.url));
    // A payload well under the limit is still read and answered (this socket is anonymous: 401).
    expect(codeOf(await ready(socket, { isReady: true, userSteamId: PLAYER, queueName: 'x'.repeat(4000) }))).toBe('UNAUTHORIZED');
    const gone = disconnected(socket);
    let answered = false;
    socket.emit('ready', { isReady: true, userSteamId: PLAYER, queueName: 'x'.repeat(SOCKET_MAX_PAYLOAD_BYTES + 1000) }, () => (answered = true));
    expect(await gone).toBe('transport close');
    expect(answered).toBe(false);
  });
});
