import type { Socket as NetSocket } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type TestRedis } from './redis-testing.ts';
import { connected } from './socket-testing.ts';
import type { PugSocket } from './socket-events.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const servers: TestServer[] = [];
const clients: ClientSocket[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  for (const s of servers.splice(0)) await s.close();
});

async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const site = await startTestServer({ env });
  servers.push(site);
  return site;
}

async function client(url: string): Promise<ClientSocket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  clients.push(socket);
  return connected(socket);
}

/** The `online` counts a client receives, in order, until it has `n` of them. */
function counts(socket: ClientSocket, n: number): Promise<number[]> {
  const got: number[] = [];
  return new Promise((resolve) => {
    socket.on('online', ({ count }: { count: number }) => {
      got.push(count);
      if (got.length === n) resolve(got);
    });
  });
}

/** The TCP socket under a server-side Socket.IO socket, with a count of the system writes made on it. */
function countWrites(socket: PugSocket): { writes: () => number } {
  const tcp = (socket.conn.transport as unknown as { socket: { _socket: NetSocket } }).socket._socket;
  let writes = 0;
  const patched = tcp as unknown as { _write: NetSocket['_write']; _writev: NonNullable<NetSocket['_writev']> };
  const write = patched._write.bind(tcp);
  const writev = patched._writev.bind(tcp);
  patched._write = (...args) => {
    writes++;
    write(...args);
  };
  patched._writev = (...args) => {
    writes++;
    writev(...args);
  };
  return { writes: () => writes };
}

const serverSockets = (site: TestServer) => [...site.io.of('/').sockets.values()];
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('broadcast frames written straight to the websocket', () => {
  it('sends a burst of broadcasts to every socket whole and in order, in one or two writes each', async () => {
    const site = await server();
    const [a, b] = await Promise.all([client(site.url), client(site.url)]);
    const writes = serverSockets(site).map(countWrites);
    const received = Promise.all([counts(a, 50), counts(b, 50)]);
    for (const i of upTo(50)) site.realtime.toAll().emit('online', { count: i });
    expect(await received).toEqual([upTo(50), upTo(50)]);
    // Through Engine.IO's per-packet path: one write per event (50).
    for (const w of writes) expect(w.writes()).toBeLessThanOrEqual(2);
  });

  it('has written a run’s frames before code waiting on that run goes on (a request is answered after its events)', async () => {
    const site = await server();
    await client(site.url);
    const tcp = (serverSockets(site)[0]!.conn.transport as unknown as { socket: { _socket: NetSocket } }).socket._socket;
    for (const i of upTo(10)) site.realtime.toAll().emit('online', { count: i });
    // What a request's handler does after the lobby's write: it goes on in a later microtask.
    await Promise.resolve();
    expect({ corked: tcp.writableCorked, buffered: tcp.writableLength }).toEqual({ corked: 0, buffered: 0 });
  });

  it('keeps a socket’s own emits and broadcasts in the order they were made', async () => {
    const site = await server();
    const socket = await client(site.url);
    const [own] = serverSockets(site);
    const received = counts(socket, 6);
    // The first own emit is in flight; the second waits in Engine.IO's buffer: the broadcasts after it wait behind it.
    own!.emit('online', { count: 0 });
    own!.emit('online', { count: 1 });
    site.realtime.toAll().emit('online', { count: 2 });
    site.realtime.toAll().emit('online', { count: 3 });
    own!.emit('online', { count: 4 });
    site.realtime.toAll().emit('online', { count: 5 });
    expect(await received).toEqual(upTo(6));
  });

  it('keeps the order of bursts across runs and after a socket left', async () => {
    const site = await server();
    const [stays, leaves] = await Promise.all([client(site.url), client(site.url)]);
    const received = counts(stays, 40);
    for (const i of upTo(20)) site.realtime.toAll().emit('online', { count: i });
    leaves.disconnect();
    await new Promise((resolve) => setImmediate(resolve));
    for (const i of upTo(20)) site.realtime.toAll().emit('online', { count: 20 + i });
    expect(await received).toEqual(upTo(40));
  });

  it('writes each socket once a run while a rush goes on, its runs 150 ms apart', async () => {
    const site = await server();
    const socket = await client(site.url);
    const received = counts(socket, 20);
    const writes = countWrites(serverSockets(site)[0]!);
    for (const i of upTo(10)) site.realtime.toAll().emit('online', { count: i });
    // The rush's next lobby write: its frames, the first one too, leave in one write.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const before = writes.writes();
    for (const i of upTo(10)) site.realtime.toAll().emit('online', { count: 10 + i });
    expect(await received).toEqual(upTo(20));
    expect(writes.writes() - before).toBe(1);
  });

  describe('over Redis, to the sockets of another process', () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it('delivers a burst made on one process whole and in order on the other', async () => {
      const [site, other] = [await server({ REDIS_URL: redis.url }), await server({ REDIS_URL: redis.url })];
      const [here, there] = await Promise.all([client(site.url), client(other.url)]);
      const received = Promise.all([counts(here, 60), counts(there, 60)]);
      for (const i of upTo(30)) site.realtime.toQueue('sixes').emit('online', { count: i });
      await new Promise((resolve) => setImmediate(resolve));
      for (const i of upTo(30)) site.realtime.toQueue('sixes').emit('online', { count: 30 + i });
      expect(await received).toEqual([upTo(60), upTo(60)]);
    });
  });
});
