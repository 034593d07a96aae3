/**
 * The event catalogue of the real app (every FEATURE): who reacts to each event, in the order they
 * run. Adding or losing a reaction fails here, as a route without its guard fails admin-routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/index.ts';
import { openTestDatabase } from './db/testing.ts';
import { FEATURES } from './features.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('the event catalogue', () => {
  it('lists every reaction of every event, in the order they run', () => {
    expect(server.events.subscribers()).toEqual({
      'player/banned': ['auth/on-player-banned', 'pugs/on-player-banned', 'queues/on-player-banned'],
      'player/unbanned': ['notifications/on-player-unbanned'],
      'season/rejected': ['notifications/on-season-rejected'],
      'admin/handled': ['notifications/on-admin-handled'],
      'user/changed': ['players/on-user-changed'],
      'user/signedIn': ['seasons/on-user-signed-in'],
      'elo/applied': ['players/on-elo-applied'],
      'maps/poolChanged': ['queues/on-map-pool-changed'],
      'match/started': ['pugs/on-match-events'],
      'match/score': ['pugs/on-match-events'],
      'match/over': ['pugs/on-match-events'],
      'server/noServerTimeout': ['pugs/on-no-server-timeout'],
      'match/player': ['pugs/on-match-player'],
      'match/silent': ['pugs/on-match-stalled'],
      'match/overlong': ['pugs/on-match-stalled'],
      'match/notJoined': ['pugs/on-player-not-joined'],
      'pug/started': ['servers/on-pug-started'],
      'pug/subRequested': ['pugs/on-sub-requested'],
      'pug/subAccepted': ['pugs/on-sub-accepted', 'servers/on-sub-accepted'],
      'pug/completed': ['servers/on-pug-ended'],
      'pug/ended': ['servers/on-pug-ended'],
    });
  });
});
