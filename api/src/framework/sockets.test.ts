import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { CountdownPayload, PublicServer } from '@pug/domain';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisUnavailableError } from './redis-adapter.ts';
import { startRedisServer, type TestRedis } from './redis-testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let site: TestServer | undefined;
const clients: ClientSocket[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  await site?.close();
  site = undefined;
});

function client(url: string, opts: { auth?: Record<string, string>; origin?: string } = {}): ClientSocket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(opts.auth ? { auth: opts.auth } : {}),
    ...(opts.origin ? { extraHeaders: { origin: opts.origin } } : {}),
  });
  clients.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function next<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

describe('realtime sockets', () => {
  it("sends a queue's events to every socket, in no room of its own", async () => {
    site = await startTestServer();
    const socket = client(site.url);
    await connected(socket);
    const received = next<CountdownPayload>(socket, 'countdownInfo');
    const countdown: CountdownPayload = { queueName: 'sixes', phase: 'Readying', secondsRemaining: 30, deadline: 1_700_000_030_000 };
    site.realtime.toQueue('sixes').emit('countdownInfo', countdown);
    expect(await received).toEqual(countdown);
    // An anonymous socket sits in its own id's room only.
    expect([...site.io.sockets.adapter.rooms.keys()]).toEqual([...site.io.sockets.sockets.keys()]);
  });

  it('joins user:<steamid> when the sign-in hook identifies the socket, and sends to that user only', async () => {
    site = await startTestServer({
      deps: { identifySocket: (s) => (typeof s.handshake.auth.steamid === 'string' ? s.handshake.auth.steamid : null) },
    });
    const alice = client(site.url, { auth: { steamid: '76561198000000001' } });
    const anonymous = client(site.url);
    await Promise.all([connected(alice), connected(anonymous)]);
    let anonymousGot = false;
    anonymous.on('userUpdate', () => (anonymousGot = true));
    const received = next<{ steamid: string }>(alice, 'userUpdate');
    site.realtime.toUser('76561198000000001').emit('userUpdate', { steamid: '76561198000000001' });
    expect(await received).toEqual({ steamid: '76561198000000001' });
    const everyone = Promise.all([next(alice, 'serverUpdate'), next(anonymous, 'serverUpdate')]);
    site.realtime.toAll().emit('serverUpdate', {
      _id: 's1',
      name: 'Chicago #1',
      region: 'na',
      pugId: null,
      ipport: '127.0.0.1:27015',
      query: null,
      logs: [],
      isDisrupt: false,
      sourceTv: null,
    } satisfies PublicServer);
    await everyone;
    expect(anonymousGot).toBe(false);
  });

  it('refuses a socket when the sign-in hook fails', async () => {
    site = await startTestServer({ deps: { identifySocket: () => Promise.reject(new Error('bad cookie')) } });
    // connect_error has a message and data: { code }.
    await expect(connected(client(site.url))).rejects.toMatchObject({ message: 'Could not identify the connection', data: { code: 'IDENTIFY_FAILED' } });
  });

  it('refuses browser origins that are not configured', async () => {
    site = await startTestServer({ env: { SITE_ORIGINS: 'https://pugs.example.com' } });
    await connected(client(site.url, { origin: 'https://pugs.example.com' }));
    await expect(connected(client(site.url, { origin: 'https://evil.example.com' }))).rejects.toThrow();
  });

  it('runs registered connection handlers for later realtime commands', async () => {
    site = await startTestServer();
    const seen: unknown[] = [];
    site.onSocket((socket) =>
      socket.on('ready', (payload, ack) => {
        seen.push(payload);
        ack?.({ ok: true });
      }),
    );
    const socket = client(site.url);
    await connected(socket);
    const payload = { isReady: true, userSteamId: '76561198000000001', queueName: 'sixes' };
    const answer: unknown = await socket.timeout(5000).emitWithAck('ready', payload);
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual([payload]);
  });
});

describe('realtime sockets across processes (REDIS_URL)', () => {
  let redis: TestRedis;
  const others: TestServer[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  const byAuth = {
    identifySocket: (s: { handshake: { auth: Record<string, unknown> } }) => (typeof s.handshake.auth.steamid === 'string' ? s.handshake.auth.steamid : null),
  };

  async function redisClients(): Promise<number> {
    const probe = createClient({ url: redis.url });
    await probe.connect();
    try {
      return (
        String(await probe.sendCommand(['CLIENT', 'LIST']))
          .trim()
          .split('\n').length - 1
      );
    } finally {
      await probe.close();
    }
  }

  it('delivers queue, user and everyone broadcasts made on one process to sockets on another', async () => {
    site = await startTestServer({ env: { REDIS_URL: redis.url }, deps: byAuth });
    const other = await startTestServer({ env: { REDIS_URL: redis.url }, deps: byAuth });
    others.push(other);
    const alice = client(other.url, { auth: { steamid: '76561198000000001' } });
    const anonymous = client(other.url);
    await Promise.all([connected(alice), connected(anonymous)]);

    const countdown: CountdownPayload = { queueName: 'sixes', phase: 'Readying', secondsRemaining: 30, deadline: 1_700_000_030_000 };
    const queued = Promise.all([next(alice, 'countdownInfo'), next(anonymous, 'countdownInfo')]);
    site.realtime.toQueue('sixes').emit('countdownInfo', countdown);
    expect(await queued).toEqual([countdown, countdown]);

    let anonymousGot = false;
    anonymous.on('userUpdate', () => (anonymousGot = true));
    const mine = next<{ steamid: string }>(alice, 'userUpdate');
    site.realtime.toUser('76561198000000001').emit('userUpdate', { steamid: '76561198000000001' });
    expect(await mine).toEqual({ steamid: '76561198000000001' });

    const everyone = Promise.all([next(alice, 'deleteLobby'), next(anonymous, 'deleteLobby')]);
    site.realtime.toAll().emit('deleteLobby', { queueName: 'sixes' });
    await everyone;
    expect(anonymousGot).toBe(false);
  });

  it('closes its two Redis clients when the app closes', async () => {
    const before = await redisClients();
    const other = await startTestServer({ env: { REDIS_URL: redis.url } });
    expect(await redisClients()).toBe(before + 2);
    await other.close();
    expect(await redisClients()).toBe(before);
  });

  it('does not start when Redis cannot be reached', async () => {
    const dead = await startRedisServer();
    await dead.stop();
    await expect(startTestServer({ env: { REDIS_URL: dead.url } })).rejects.toThrow(RedisUnavailableError);
  });
});
