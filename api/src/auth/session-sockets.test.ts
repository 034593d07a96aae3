/**
 * Sockets do not outlive their session (security review, finding 4): logout, a session ended or
 * expired in the database, a removed admin flag, and a ban all take effect on sockets that are
 * already open. Real HTTP sign-in, real socket.io-client, the app with every feature.
 */
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startRedisServer, type TestRedis } from '../framework/redis-testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { disconnectUser } from './session-sockets.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { hashToken } from './session-store.ts';
import { signIn } from './testing.ts';
import { connected, disconnected } from '../framework/socket-testing.ts';

const ADMIN = '76561198000000301';
const PLAYER = '76561198000000302';
const NO_SUCH_PUG = '0123456789abcdef01234567';
const TTL_MS = 24 * 3_600_000;

let database: Database;
let server: TestServer;
/** The app's clock: real time plus an offset the tests move. */
let offset = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({
    env: { SESSION_TTL_HOURS: '24' },
    deps: { db: database, collections: database.collections, features: FEATURES, now: () => Date.now() + offset },
  });
});
afterEach(() => {
  offset = 0;
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

function connect(cookie: string, url = server.url): Promise<Socket> {
  const socket = ioClient(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  sockets.push(socket);
  return connected(socket);
}

type Ack = { ok: true } | { error: { code: string; message: string } };
const emit = (socket: Socket, event: 'endPug' | 'setPugPhase' | 'ready', payload: unknown): Promise<Ack> =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;
const endPug = (socket: Socket) => emit(socket, 'endPug', { pugId: NO_SUCH_PUG });
const resetLobby = (socket: Socket) => emit(socket, 'setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' });
const codeOf = (ack: Ack) => ('error' in ack ? ack.error.code : 'OK');

const logout = (cookie: string, url = server.url) => fetch(`${url}/auth/logout`, { method: 'POST', headers: { cookie } });
const sessionIdOf = (cookie: string) => hashToken(cookie.slice(`${SESSION_COOKIE}=`.length));

async function signedInAdmin(url = server.url) {
  const { cookie } = await signIn(url, ADMIN, { admin: true });
  const socket = await connect(cookie, url);
  // The admin's commands go through: endPug reaches the pug lookup (404), the lobby reset is done.
  expect(codeOf(await endPug(socket))).toBe('NOT_FOUND');
  expect(codeOf(await resetLobby(socket))).toBe('OK');
  return { cookie, socket };
}

describe('logout', () => {
  it("disconnects the sockets opened with that session, and the same socket's later admin commands are refused", async () => {
    const { cookie, socket } = await signedInAdmin();
    const otherSession = await signIn(server.url, ADMIN, { admin: true });
    const otherSocket = await connect(otherSession.cookie);

    const gone = disconnected(socket);
    expect((await logout(cookie)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    const left = await server.io.in(`user:${ADMIN}`).fetchSockets();
    expect(left.map((s) => s.id)).toEqual([otherSocket.id]);
    expect(otherSocket.connected).toBe(true);

    // The client comes back with the dead cookie: anonymous now.
    await connected(socket.connect());
    expect(codeOf(await endPug(socket))).toBe('UNAUTHORIZED');
    expect(codeOf(await resetLobby(socket))).toBe('UNAUTHORIZED');
    expect(codeOf(await endPug(otherSocket))).toBe('NOT_FOUND');
  });

  it("disconnects the old session's sockets when a sign-in replaces that session", async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    const socket = await connect(cookie);
    const gone = disconnected(socket);
    const again = await fetch(`${server.url}/auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ steamid: PLAYER, alias: 'Again' }),
    });
    expect(again.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('every command re-checks the session in the database', () => {
  it('refuses admin commands once the admin flag is removed, without reconnecting', async () => {
    const { socket } = await signedInAdmin();
    await database.collections.users.updateOne({ _id: ADMIN }, { $set: { isAdmin: false } });
    expect(codeOf(await endPug(socket))).toBe('FORBIDDEN');
    expect(codeOf(await resetLobby(socket))).toBe('FORBIDDEN');
    expect(socket.connected).toBe(true);
  });

  it('refuses and disconnects when the session was deleted in the database', async () => {
    const { cookie, socket } = await signedInAdmin();
    await database.collections.sessions.deleteOne({ _id: sessionIdOf(cookie) });
    const gone = disconnected(socket);
    expect(codeOf(await endPug(socket))).toBe('UNAUTHORIZED');
    expect(await gone).toBe('io server disconnect');
  });

  it('refuses a ready from a socket whose session was deleted', async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    const socket = await connect(cookie);
    await database.collections.sessions.deleteOne({ _id: sessionIdOf(cookie) });
    expect(codeOf(await emit(socket, 'ready', { isReady: true, userSteamId: PLAYER, queueName: 'sixes' }))).toBe('UNAUTHORIZED');
  });
});

describe('session expiry', () => {
  it('refuses the next command after the session expired, and disconnects the socket', async () => {
    const { socket } = await signedInAdmin();
    offset = TTL_MS + 1000;
    const gone = disconnected(socket);
    expect(codeOf(await endPug(socket))).toBe('UNAUTHORIZED');
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects an idle socket when its session expires', async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    offset = TTL_MS - 300;
    const socket = await connect(cookie);
    const started = Date.now();
    expect(await disconnected(socket)).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('session expiry, one timer for every socket', () => {
  it('a socket whose session ends sooner is disconnected first, and the later one still at its own expiry', async () => {
    const sooner = await signIn(server.url, PLAYER);
    offset = 3000;
    const later = await signIn(server.url, ADMIN);
    // The player's session now ends in 3 s, the admin's in 6 s; the later one connects first. (With
    // 300 ms, a loaded machine connected the player after its session had ended: an anonymous socket.)
    offset = TTL_MS - 3000;
    const admin = await connect(later.cookie);
    const player = await connect(sooner.cookie);
    const gone = (socket: Socket) => disconnected(socket, 15_000).then((reason) => ({ reason, at: Date.now() }));
    const [playerGone, adminGone] = await Promise.all([gone(player), gone(admin)]);
    expect([playerGone.reason, adminGone.reason]).toEqual(['io server disconnect', 'io server disconnect']);
    // Each at its own expiry: the sooner one did not wait for the later, the later was not taken with it.
    expect(adminGone.at - playerGone.at).toBeGreaterThanOrEqual(2500);
  }, 30_000);
});

describe('disconnectUser (bans)', () => {
  it("disconnects every socket of the user and no one else's", async () => {
    const player = await signIn(server.url, PLAYER);
    const first = await connect(player.cookie);
    const second = await connect((await signIn(server.url, PLAYER)).cookie);
    const bystander = await connect((await signIn(server.url, ADMIN)).cookie);
    const gone = Promise.all([disconnected(first), disconnected(second)]);
    disconnectUser(server.io, PLAYER);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);
  });
});

describe('across api processes (REDIS_URL)', () => {
  let redis: TestRedis;
  const processes: TestServer[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const p of processes.splice(0)) await p.close();
    await redis?.stop();
  });

  it('a logout on one process disconnects the session sockets on another; disconnectUser too', async () => {
    const deps = { db: database, collections: database.collections, features: FEATURES };
    const a = await startTestServer({ env: { REDIS_URL: redis.url }, deps });
    processes.push(a);
    const b = await startTestServer({ env: { REDIS_URL: redis.url }, deps });
    processes.push(b);

    const { cookie } = await signIn(a.url, ADMIN, { admin: true });
    const onB = await connect(cookie, b.url);
    const gone = disconnected(onB);
    expect((await logout(cookie, a.url)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');

    const player = await signIn(b.url, PLAYER);
    const playerOnB = await connect(player.cookie, b.url);
    const banned = disconnected(playerOnB);
    disconnectUser(a.io, PLAYER);
    expect(await banned).toBe('io server disconnect');
  });
});
