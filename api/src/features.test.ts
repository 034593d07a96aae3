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
      'player/banned': ['auth/on-player-banned', 'pugs/on-player-banned', 'queues/on-player-banned', 'servers/on-player-banned'],
      'player/unbanned': ['notifications/on-player-unbanned'],
      'season/rejected': ['notifications/on-season-rejected'],
      'admin/handled': ['notifications/on-admin-handled'],
      'user/changed': ['auth/on-user-changed', 'players/on-user-changed'],
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
      'pug/completed': ['pugs/on-pug-completed', 'servers/on-pug-ended'],
      'pug/ended': ['servers/on-pug-ended'],
    });
  });
});

describe('the event catalogue with the Discord bot configured', () => {
  it('adds the bot’s reactions after the site’s own', async () => {
    const botDb = await openTestDatabase();
    const botServer = await startTestServer({
      env: {
        DISCORD_BOT_TOKEN: 'fake-bot-token.0123456789abcdef',
        DISCORD_BOT_API_URL: 'http://127.0.0.1:9/api/v10',
        DISCORD_QUEUE_CHANNEL_ID: '100000000000000001',
        DISCORD_ADMIN_CHANNEL_ID: '100000000000000002',
        DISCORD_SITE_URL: 'https://pugs.example.com',
      },
      deps: { db: botDb, collections: botDb.collections, features: FEATURES },
    });
    try {
      const subscribers = botServer.events.subscribers();
      expect(subscribers['lobby/changed']).toEqual(['community/on-lobby-changed']);
      expect(subscribers['admin/notified']).toEqual(['community/on-admin-notified']);
      expect(subscribers['player/banned']).toEqual([
        'auth/on-player-banned',
        'pugs/on-player-banned',
        'queues/on-player-banned',
        'servers/on-player-banned',
        'community/on-admin-notified',
      ]);
      expect(subscribers['pug/started']).toEqual(['servers/on-pug-started', 'community/on-pug-started']);
      expect(subscribers['pug/subRequested']).toEqual(['pugs/on-sub-requested', 'community/on-sub-requested']);
      expect(subscribers['pug/subAccepted']).toEqual(['pugs/on-sub-accepted', 'servers/on-sub-accepted', 'community/on-sub-accepted']);
      expect(subscribers['pug/completed']).toEqual(['pugs/on-pug-completed', 'servers/on-pug-ended', 'community/on-pug-finished']);
      expect(subscribers['pug/ended']).toEqual(['servers/on-pug-ended', 'community/on-pug-finished']);
    } finally {
      await botServer.close();
      await botDb.close();
    }
  });
});
