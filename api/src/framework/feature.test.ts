import { routes } from '@pug/domain';
import { afterEach, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import type { FeatureFactory } from './feature.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let database: Database | undefined;
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  await database?.close();
});

it('mounts a feature: middleware before its routes, socket hooks, start before listen, stop on close', async () => {
  database = await openTestDatabase();
  const log: string[] = [];
  const feature: FeatureFactory = (ctx) => ({
    name: 'probe',
    middleware: [
      async (koa, next) => {
        koa.state.seen = 'middleware';
        await next();
      },
    ],
    // A route of the domain table no other feature mounts here.
    routes: (mount) => mount('ladder', (koa) => (koa.body = { seen: koa.state.seen, maps: ctx.collections.maps.collectionName })),
    identifySocket: () => '76561198000000001',
    onSocket: (socket) => log.push(`socket ${socket.data.steamid}`),
    start: async () => void log.push('start'),
    stop: async () => void log.push('stop'),
  });
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: (ctx) => [feature(ctx)] } });
  expect(log).toEqual(['start']);
  expect(await (await fetch(`${server.url}${routes.ladder.path}`)).json()).toEqual({ seen: 'middleware', maps: 'maps' });

  const client = connect(server.url, { path: '/socket.io', transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    client.on('connect', resolve);
    client.on('connect_error', reject);
  });
  await expect.poll(() => log).toContain('socket 76561198000000001');
  client.disconnect();
  await server.close();
  server = undefined;
  expect(log.at(-1)).toBe('stop');
});
