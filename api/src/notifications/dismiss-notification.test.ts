import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, type SelfResponse } from '@pug/domain';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { connected } from '../framework/socket-testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The header the site's api client sends: these GETs change state and refuse anything else. */
const APP = { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value };

let database: Database;
let server: TestServer;
const A = '76561198000000701';
const B = '76561198000000702';
let cookieA: string;
let cookieB: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
  cookieA = (await signIn(server.url, A)).cookie;
  cookieB = (await signIn(server.url, B)).cookie;
  await database.collections.notifications.insertMany([
    { _id: 'na1', steamid: A, msg: 'Your pug waits for a server', variant: 'warning', timestamp: 10, dismissed: false },
    { _id: 'nb1', steamid: B, msg: 'Not yours', variant: 'info', timestamp: 11, dismissed: false },
  ]);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  await database?.close();
});

const dismiss = (id: string, cookie?: string) => fetch(`${server.url}/api/dismissNotification/${id}`, { headers: { ...APP, ...(cookie ? { cookie } : {}) } });

describe('GET /api/dismissNotification/{id}', () => {
  it('asks for a sign-in', async () => {
    expect((await dismiss('na1')).status).toBe(401);
  });

  it("answers 404 for someone else's notification and for a bad id, and changes nothing", async () => {
    const other = await dismiss('nb1', cookieA);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such notification' } });
    expect((await dismiss('%7B%22%24gt%22%3A%22%22%7D', cookieA)).status).toBe(400);
    expect((await database.collections.notifications.findOne({ _id: 'nb1' }))?.dismissed).toBe(false);
  });

  it("dismisses the recipient's own, tells their other tabs, and /api/self/ no longer lists it", async () => {
    const tab = ioClient(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: cookieA }, forceNew: true });
    sockets.push(tab);
    await connected(tab);
    const change = new Promise((resolve) => tab.once('pugNotificationChange', resolve));
    const res = await dismiss('na1', cookieA);
    expect(res.status).toBe(200);
    expect(await change).toEqual({ _id: 'na1', dismissed: true });
    const self = (await (await fetch(`${server.url}/api/self/`, { headers: { cookie: cookieA } })).json()) as SelfResponse;
    expect(self.notifications.map((n) => n._id)).not.toContain('na1');
    // Twice is fine.
    expect((await dismiss('na1', cookieA)).status).toBe(200);
    // B's own is still there.
    const selfB = (await (await fetch(`${server.url}/api/self/`, { headers: { cookie: cookieB } })).json()) as SelfResponse;
    expect(selfB.notifications.map((n) => n._id)).toEqual(['nb1']);
  });
});
