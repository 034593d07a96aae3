/**
 * The event catalogue of the real site (every FEATURE): the app subscribes exactly what the
 * features' subscription blocks declare, in their order (framework/reactions.ts), and every event
 * the api publishes has a reaction, with the Discord bot configured (`lobby/changed` and
 * `admin/notified` are published for it). The list itself is generated: `npm run reactions`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/index.ts';
import { openTestDatabase } from './db/testing.ts';
import { FEATURES } from './features.ts';
import { reactionList } from './framework/reactions.ts';
import { DISCORD_BOT_ENV, siteReactions } from './site-reactions.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const SRC = import.meta.dirname;

/** Every event some api file publishes (`events.publish('<event>', …)`), tests aside. */
function publishedEvents(): Set<string> {
  const published = new Set<string>();
  for (const file of fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || /(^|\/)testing\.ts$/.test(file)) continue;
    // The event argument: a name, or a choice of names (`doc.aborted ? 'pug/ended' : 'pug/completed'`).
    for (const [, name] of fs.readFileSync(path.join(SRC, file), 'utf8').matchAll(/events\.publish\(\s*((?:[^,'()]|'[^']*')+),/g)) {
      for (const [, event] of name!.matchAll(/'([^']+)'/g)) published.add(event!);
    }
  }
  return published;
}

/** The events of the catalogue (framework/events.ts `EventCatalogue`). */
function catalogueEvents(): Set<string> {
  const source = fs.readFileSync(path.join(SRC, 'framework/events.ts'), 'utf8');
  const body = source.slice(source.indexOf('export interface EventCatalogue'), source.indexOf('export type EventName'));
  return new Set([...body.matchAll(/^ {2}'([^']+)':/gm)].map(([, event]) => event!));
}

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({ env: DISCORD_BOT_ENV, deps: { db: database, collections: database.collections, features: FEATURES } });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('the event catalogue', () => {
  it('subscribes every feature’s block, in feature order, and nothing else', () => {
    expect(server.events.subscribers()).toEqual(reactionList(server.features));
  });

  it('has a reaction for every event the api publishes, and every catalogue event is published', () => {
    const subscribed = new Set(Object.keys(server.events.subscribers()));
    const published = publishedEvents();
    expect([...published].filter((event) => !subscribed.has(event))).toEqual([]);
    expect([...catalogueEvents()].filter((event) => !published.has(event))).toEqual([]);
    expect(published.size).toBeGreaterThan(15);
  });

  it('runs the Discord bot’s reactions after the site’s own, and only with DISCORD_BOT_TOKEN', async () => {
    const withBot = server.events.subscribers();
    for (const names of Object.values(withBot)) {
      const firstBot = names.findIndex((who) => who.startsWith('community/'));
      if (firstBot >= 0) expect(names.slice(firstBot).every((who) => who.startsWith('community/'))).toBe(true);
    }
    const site = await siteReactions();
    expect(
      Object.values(site)
        .flat()
        .filter((who) => who.startsWith('community/')),
    ).toEqual([]);
    expect(site['player/banned']).toEqual(withBot['player/banned']!.filter((who) => !who.startsWith('community/')));
  });
});
