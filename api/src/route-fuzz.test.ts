/**
 * Fuzz over every route of the domain route table (the app mounts each, auth/admin-routes.test.ts): malformed bodies (wrong
 * types, operator objects, huge strings, missing fields, broken JSON), hostile path parameters and
 * query strings, sent signed out, as a player and as an admin. Nothing may answer 5xx, and every
 * refusal is the JSON error body.
 */
import { routes as routeTable, type RouteSpec } from '@pug/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from './auth/testing.ts';
import type { Database } from './db/index.ts';
import { openTestDatabase } from './db/testing.ts';
import { FEATURES } from './features.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let database: Database;
let server: TestServer;
const cookies: Record<'signedOut' | 'player' | 'admin', string | undefined> = { signedOut: undefined, player: undefined, admin: undefined };

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
  cookies.player = (await signIn(server.url, '76561198000000701', { admin: false })).cookie;
  cookies.admin = (await signIn(server.url, '76561198000000702', { admin: true })).cookie;
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** Every body field name used by a route of the table. */
const FIELDS = [
  'userId',
  'steamid',
  'userSteamId',
  'playerId',
  'player',
  'reason',
  'name',
  'formats',
  'queueName',
  'role',
  'roles',
  'isQueue',
  'isDummy',
  'shouldCaptain',
  'pugId',
  'category',
  'description',
  'logUrl',
  'date',
  'expires',
  'isBan',
  'isCaptainRestrict',
  'appealAccepted',
  'handled',
  'note',
  'keys',
  'ids',
  'maps',
  'users',
  'teamUrl',
  'seasonId',
  'startedAt',
  'leftAt',
  'formatName',
  'divisionName',
  '_id',
  'joinAt',
  'ipport',
  'rconPassword',
  'region',
  'priority',
  'enabled',
];
const every = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
const BODIES: string[] = [
  '{}',
  '[]',
  '"text"',
  '123',
  'null',
  '{"userId":',
  every({ $gt: '' }),
  every({ $ne: null, $where: 'sleep(1000)' }),
  every(123),
  every(null),
  every([{ $gt: '' }]),
  every(true),
  every('x'.repeat(20_000)),
  JSON.stringify({ ['$' + 'set']: { isAdmin: true } }),
  JSON.stringify({ __proto__: { isAdmin: true }, constructor: { prototype: { isAdmin: true } } }),
];
const PARAMS = ['x', encodeURIComponent('{"$gt":""}'), 'a'.repeat(3000), '..%2F..%2Fetc%2Fpasswd', '%00', '76561198000000001', '%E0%A4%A'];
const QUERIES = [
  '',
  '?q[$gt]=&page=-1',
  '?page=abc&status=zzz&category[]=x&action=drop',
  `?q=${'a'.repeat(3000)}`,
  '?q=((((%5B&id[$ne]=1',
  '?page=99999999999999999999',
];

/** The longest one request may take: the whole fuzz takes 15-65 s (an idle to a loaded machine). */
const ONE_ANSWER_MS = 20_000;

function pathsOf(spec: RouteSpec): string[] {
  if (!spec.path.includes(':')) return QUERIES.map((q) => spec.path + q);
  return PARAMS.map((p) => spec.path.replace(/:(\w+)/g, p));
}

it('answers no 5xx to malformed input on any route, for anyone', async () => {
  // Signing out ends the fuzz's sessions: last.
  const specs: [string, RouteSpec][] = Object.entries(routeTable).sort(([a], [b]) => Number(a === 'signOut') - Number(b === 'signOut'));
  const failures: string[] = [];
  let sent = 0;
  for (const [name, spec] of specs) {
    for (const [who, cookie] of Object.entries(cookies)) {
      const hasBody = spec.method !== 'GET' && spec.method !== 'DELETE';
      for (const path of pathsOf(spec)) {
        for (const body of hasBody ? BODIES : [undefined]) {
          // Each request gets its own bound: a route that never answers is named, not the test's timeout.
          const answer = await fetch(`${server.url}${path}`, {
            method: spec.method,
            headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}) },
            signal: AbortSignal.timeout(ONE_ANSWER_MS),
            ...(body === undefined ? {} : { body }),
          })
            .then(async (response) => ({ response, text: await response.text() }))
            .catch((error: Error) => error);
          sent++;
          if (answer instanceof Error) {
            failures.push(`${name} ${spec.method} ${path.slice(0, 80)} as ${who}: no answer (${answer.name}) ${(body ?? '').slice(0, 40)}`);
            continue;
          }
          const { response, text } = answer;
          if (response.status >= 500) failures.push(`${name} ${spec.method} ${path.slice(0, 80)} as ${who}: ${response.status} ${text.slice(0, 200)}`);
          else if (response.status >= 400 && !/^\{"error":\{"code":"[A-Z_]+","message":/.test(text)) {
            failures.push(`${name} ${spec.method} ${path.slice(0, 80)} as ${who}: ${response.status} without the error body: ${text.slice(0, 120)}`);
          }
        }
      }
    }
  }
  expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
  expect(sent).toBeGreaterThan(1000);
  // Nobody became an admin, nothing was banned or reported along the way.
  expect(await database.collections.users.countDocuments({ _id: '76561198000000701', isAdmin: true })).toBe(0);
  expect(await database.collections.discipline.countDocuments({})).toBe(0);
  expect(await database.collections.reports.countDocuments({})).toBe(0);
}, 240_000);
