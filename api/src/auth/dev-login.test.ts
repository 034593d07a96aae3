import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startSite } from '../start.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { ConfigError } from '../config.ts';

let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  // Production with the embedded store: the development sign-in is off.
  server = await startTestServer({
    env: { NODE_ENV: 'production', PUBLIC_API_ORIGIN: 'https://pugs.example.com' },
    deps: { db: database, collections: database.collections, features: FEATURES },
  });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

it('is refused under NODE_ENV=production: 404 on both routes', async () => {
  const post = await fetch(`${server.url}/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ steamid: '76561198000000001', alias: 'x', admin: true }),
  });
  expect(post.status).toBe(404);
  expect(post.headers.getSetCookie()).toEqual([]);
  expect((await fetch(`${server.url}/auth/dev-login`)).status).toBe(404);
  expect(await database.collections.users.countDocuments({ _id: '76561198000000001' })).toBe(0);
});

it('makes the api refuse to start with NODE_ENV=production and AUTH_DEV=1', async () => {
  let opened = false;
  const starting = startSite({
    env: { NODE_ENV: 'production', AUTH_DEV: '1', PORT: '0' },
    openDatabase: async () => {
      opened = true;
      return database;
    },
    print: () => undefined,
  });
  await expect(starting).rejects.toBeInstanceOf(ConfigError);
  await expect(starting).rejects.toThrow(/AUTH_DEV=1 is refused/);
  expect(opened).toBe(false);
});
