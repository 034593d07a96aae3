/**
 * The public api through the real app: each endpoint's answer holds only the keys of its
 * allow-list (walked recursively; a stored player and pug carry every private field the site
 * keeps), an admin's cookie adds nothing, CORS is open without credentials for GET only, bad
 * parameters are a 400 JSON error, and the rate limit answers 429 with Retry-After per address.
 */
import { PUBLIC_API_PREFIX } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

/** An allow-list: `true` for a value (or an array of values), an object for an object (`*`: any key, as in a record). */
type Allowed = true | { [key: string]: Allowed };

const SEAT: Allowed = { steamid: true, role: true, isCaptain: true, eloDelta: true };
const PUG_SUMMARY = { id: true, number: true, queueName: true, format: true, map: true, phase: true, startAt: true, endAt: true, score: true } as const;
const ALLOWED: Record<string, Allowed> = {
  pugs: { pugs: PUG_SUMMARY, page: true, limit: true, total: true },
  pug: { ...PUG_SUMMARY, teams: { blu: SEAT, red: SEAT }, subbedOut: { steamid: true, team: true, role: true }, logId: true, demoUrl: true },
  player: { steamid: true, alias: true, avatar: true, elos: { '*': { '*': true } }, record: { '*': { '*': { w: true, l: true } } } },
  queues: {
    queues: { name: true, format: true, region: true, phase: true, roles: { role: true, perTeam: true }, playersByRole: { '*': true }, playerCount: true },
  },
  ladder: {
    format: true,
    role: true,
    rows: { rank: true, steamid: true, alias: true, avatar: true, elo: true, w: true, l: true },
    page: true,
    limit: true,
    total: true,
  },
};

/** Every path in `value` that its allow-list does not name. */
function outsideAllowList(value: unknown, allowed: Allowed, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => outsideAllowList(item, allowed, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  if (allowed === true) return [`${path} (an object where a value is allowed)`];
  return Object.entries(value).flatMap(([key, inner]) => {
    const sub = allowed[key] ?? allowed['*'];
    return sub ? outsideAllowList(inner, sub, `${path}.${key}`) : [`${path}.${key}`];
  });
}

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
const star = steamidOf(8702);
const PRIVATE = {
  discordid: '998877665544332211',
  rcon: 'rcon-secret-xyz',
  password: 'server-pass-xyz',
  connect: 'connect 203.0.113.9:27015; password "server-pass-xyz"',
  ip: '203.0.113.9',
};
const pug: PugDoc = {
  _id: 'sixes-abc123',
  number: 4242,
  queueName: 'sixes',
  format: 'SIXES',
  phase: 'Complete',
  startAt: 1_700_000_000_000,
  endAt: 1_700_000_900_000,
  gameStartAt: 1_700_000_100_000,
  teams: {
    blu: { [star]: { role: 'medic', needsSub: false, subVotes: [steamidOf(8703)], elo: 1600, eloDelta: 12, isCaptain: true } },
    red: { [steamidOf(8703)]: { role: 'medic', needsSub: true, subVotes: [], elo: 1500, eloDelta: -12 } },
  },
  subbedPlayers: [{ steamid: steamidOf(8704), replacedBy: star, team: 'blu', role: 'medic', at: 1_700_000_200_000 }],
  shorthand: '6S',
  map: 'cp_process_final',
  data: { logId: '123456', score: [5, 2], demoUrl: 'https://demos.tf/1' },
  readiedPlayers: [star],
  unreadiedPlayers: [],
  undeclaredPlayers: [],
  players: [star, steamidOf(8703), steamidOf(8704)],
  serverId: PRIVATE.ip,
  version: 3,
  snapshot: { rcon: PRIVATE.rcon, password: PRIVATE.password, connect: PRIVATE.connect },
  endReason: 'admin note',
  eloChanges: { [star]: { role: 'medic', from: 1600, to: 1612, delta: 12 } },
  onServer: { [star]: { state: 'joined', team: 'blu', at: 1 } },
  watched: { silent: 1 },
};

beforeAll(async () => {
  db = await openTestDatabase({ seed: true });
  site = await startLoopSite(db, { env: { PUBLIC_API_RATE_LIMIT: '10000' } });
  admin = await TestPlayer.signIn(site.url, steamidOf(8701), { admin: true, socket: false });
  await TestPlayer.signIn(site.url, star, { socket: false });
  await db.collections.users.updateOne(
    { _id: star },
    {
      $set: {
        avatar: 'https://avatars.example/star.jpg',
        discordid: PRIVATE.discordid,
        isAdmin: true,
        elos: { sixes: { medic: 1612, notAClass: 1 }, notAFormat: { medic: 2 } } as never,
        rankings: { sixes: { medic: { w: 3, l: 1, division: 'Premier', winStreak: 2 } } } as never,
        preferences: { secret: PRIVATE.rcon } as never,
        missingRoles: ['spy'],
      },
    },
  );
  await db.collections.pugs.insertOne(pug);
  await db.collections.discipline.insertOne({ _id: 'd1', userId: star, reason: 'private reason' } as never);
  await db.collections.reports.insertOne({ _id: 'r1', player: star, reporter: steamidOf(8703), description: 'private report' } as never);
  await db.collections.notifications.insertOne({ _id: 'n1', steamid: star, message: 'private notification' } as never);
});

afterAll(async () => {
  await site?.close();
  await db?.close();
});

const ENDPOINTS = [
  ['pugs', '/pugs?page=1&limit=5'],
  ['pug', `/pugs/${pug._id}`],
  ['pug', '/pugs/4242'],
  ['player', `/players/${star}`],
  ['queues', '/queues'],
  ['ladder', '/ladder?format=sixes&role=medic'],
] as const;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${PUBLIC_API_PREFIX}${path}`, { headers });

describe('the public api', () => {
  it.each(ENDPOINTS)('%s %s: only allow-listed keys, no private value, the same with an admin cookie', async (kind, path) => {
    const anonymous = await get(path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    expect(anonymous.headers.get('access-control-allow-credentials')).toBeNull();
    const text = await anonymous.text();
    const body = JSON.parse(text) as unknown;
    expect(outsideAllowList(body, ALLOWED[kind]!)).toEqual([]);
    for (const secret of [
      ...Object.values(PRIVATE),
      'private reason',
      'private report',
      'private notification',
      'isAdmin',
      'discordid',
      'snapshot',
      'serverId',
    ]) {
      expect(text).not.toContain(secret);
    }
    const asAdmin = await get(path, { cookie: admin.cookie, Origin: 'https://elsewhere.example' });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toEqual(body);
    expect(asAdmin.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('shows what the site shows publicly', async () => {
    const player = (await (await get(`/players/${star}`)).json()) as Record<string, unknown>;
    expect(player).toEqual({
      steamid: star,
      alias: `P${star.slice(-4)}`,
      avatar: 'https://avatars.example/star.jpg',
      elos: { sixes: { medic: 1612 } },
      record: { sixes: { medic: { w: 3, l: 1 } } },
    });
    const one = (await (await get('/pugs/4242')).json()) as Record<string, unknown>;
    expect(one).toMatchObject({
      id: pug._id,
      number: 4242,
      score: [5, 2],
      logId: '123456',
      teams: { blu: [{ steamid: star, role: 'medic', isCaptain: true, eloDelta: 12 }] },
    });
    const page = (await (await get('/pugs?limit=1')).json()) as { pugs: unknown[]; total: number; limit: number };
    expect(page).toMatchObject({ limit: 1, total: await db.collections.pugs.countDocuments({}) });
    expect(page.pugs).toHaveLength(1);
    const ladder = (await (await get('/ladder?format=sixes&role=medic')).json()) as { rows: unknown[] };
    expect(ladder.rows).toContainEqual({
      rank: expect.any(Number),
      steamid: star,
      alias: `P${star.slice(-4)}`,
      avatar: 'https://avatars.example/star.jpg',
      elo: 1612,
      w: 3,
      l: 1,
    });
    const queues = (await (await get('/queues')).json()) as { queues: { name: string }[] };
    expect(queues.queues.map((q) => q.name)).toContain('sixes');
  });

  it('refuses bad parameters with a 400 JSON error, an unknown pug or player with 404', async () => {
    for (const path of [
      '/pugs?page=0',
      '/pugs?limit=51',
      '/pugs?page=abc',
      '/pugs?page[$gt]=1',
      '/pugs?sort=x',
      '/ladder?format=nope',
      '/queues?x=1',
      '/players/123',
      '/pugs/%7B%24gt%3A1%7D',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
    expect((await get(`/players/${steamidOf(8799)}`)).status).toBe(404);
    expect((await get('/pugs/999999')).status).toBe(404);
  });

  it('is open to every origin for GET only, without credentials', async () => {
    const preflight = await fetch(`${site.url}${PUBLIC_API_PREFIX}/pugs`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const pugs = await db.collections.pugs.countDocuments({});
    const post = await fetch(`${site.url}${PUBLIC_API_PREFIX}/pugs`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(await db.collections.pugs.countDocuments({})).toBe(pugs);
  });

  it('serves an OpenAPI 3.1 document generated from the schemas', async () => {
    const res = await get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/v1/ladder', '/api/v1/players/{steamid}', '/api/v1/pugs', '/api/v1/pugs/{id}', '/api/v1/queues']);
    // The documented fields are exactly the allow-list of the answers.
    expect(Object.keys(doc.components.schemas.Player!.properties!).sort()).toEqual(Object.keys(ALLOWED.player!).sort());
    expect(JSON.stringify(doc.paths['/api/v1/pugs'])).toContain('"name":"limit"');
  });
});

describe('the public api rate limit', () => {
  let limited: LoopSite;
  beforeAll(async () => {
    limited = await startLoopSite(db, { env: { PUBLIC_API_RATE_LIMIT: '3', TRUST_PROXY: '1', SITE_ORIGINS: 'https://site.example' } });
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After past the limit, per client address (the last X-Forwarded-For entry)', async () => {
    const from = (address: string, spoofed = '1.1.1.1') =>
      fetch(`${limited.url}${PUBLIC_API_PREFIX}/queues`, { headers: { 'X-Forwarded-For': `${spoofed}, ${address}` } });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.1', `10.0.0.${i}`)).status).toBe(200);
    const refused = await from('198.51.100.1', '10.0.0.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await from('198.51.100.2')).status).toBe(200);
    // The site's own origin gets no credentials here either (its credentialed CORS stays on the rest of /api).
    const fromSite = await fetch(`${limited.url}${PUBLIC_API_PREFIX}/queues`, {
      headers: { Origin: 'https://site.example', 'X-Forwarded-For': '198.51.100.3' },
    });
    expect(fromSite.headers.get('access-control-allow-origin')).toBe('*');
    expect(fromSite.headers.get('access-control-allow-credentials')).toBeNull();
    const siteApi = await fetch(`${limited.url}/api/queues`, { headers: { Origin: 'https://site.example' } });
    expect(siteApi.headers.get('access-control-allow-credentials')).toBe('true');
    // The site's own api is not limited by it.
    expect((await fetch(`${limited.url}/api/queues`, { headers: { 'X-Forwarded-For': '198.51.100.1' } })).status).toBe(200);
  });
});
