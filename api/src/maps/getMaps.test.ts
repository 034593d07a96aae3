import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MapsResponse } from '@pug/domain';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { mapsFeature } from './index.ts';

let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.collections.maps.insertMany([
    { _id: 'pl_upward', name: 'pl_upward', formats: ['HIGHLANDER', 'PROLANDER'], isActive: true },
    { _id: 'cp_process_final', name: 'cp_process_final', formats: ['SIXES'], isActive: true },
    { _id: 'cp_well', name: 'cp_well', formats: ['SIXES'], isActive: false },
  ]);
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: (ctx) => [mapsFeature(ctx)] } });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

it('lists the pool sorted by name, with formats and status', async () => {
  const response = await fetch(`${server.url}/api/maps/`);
  expect(response.status).toBe(200);
  const maps = (await response.json()) as MapsResponse;
  expect(maps.map((m) => m.name)).toEqual(['cp_process_final', 'cp_well', 'pl_upward']);
  expect(maps[2]).toEqual({
    _id: 'pl_upward',
    name: 'pl_upward',
    formats: ['HIGHLANDER', 'PROLANDER'],
    isActive: true,
    configs: { HIGHLANDER: { config: 'etf2l_9v9_stopwatch', whitelistId: null }, PROLANDER: { config: 'rgl_7s_stopwatch', whitelistId: null } },
  });
  expect(maps[1]?.isActive).toBe(false);
});
