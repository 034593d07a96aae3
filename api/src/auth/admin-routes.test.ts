/**
 * Walks every route of the real app (all FEATURES) and checks it against the domain's route
 * table: the app serves exactly the table's routes (each mounted by framework/mount.ts, none by
 * hand), each route the table marks `admin` (or `user`) carries that guard, and every admin route
 * answers 401 signed out and 403 to a player.
 */
import type { Router } from '@koa/router';
import { APP_REQUEST_HEADER, routes as routeTable } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { Guarded } from './guards.ts';
import { signIn } from './testing.ts';

let database: Database;
let server: TestServer;
let player: string;

interface RegisteredRoute {
  method: string;
  path: string;
  guards: string[];
}

function registeredRoutes(site: TestServer): RegisteredRoute[] {
  const dispatch = site.app.middleware.find((m) => (m as { router?: Router }).router) as { router: Router } | undefined;
  if (!dispatch) throw new Error('the app mounts no router');
  return dispatch.router.stack.flatMap((layer) =>
    layer.methods
      .filter((m) => m !== 'HEAD')
      .map((method) => ({
        method,
        path: String(layer.path),
        guards: layer.stack.map((mw) => (mw as Guarded).guard).filter((g): g is 'user' | 'admin' => g !== undefined),
      })),
  );
}

const concrete = (path: string) => path.replace(/:(\w+)/g, 'test-id');

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
  player = (await signIn(server.url, '76561198000000601', { admin: false })).cookie;
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('route guards across the whole app', () => {
  it('finds the routes of every feature', () => {
    const all = registeredRoutes(server);
    expect(all.some((r) => r.path === '/auth/login')).toBe(true);
    expect(all.some((r) => r.path === '/api/self/' && r.guards.includes('user'))).toBe(true);
  });

  it('registers every route of the domain table, with no exceptions', () => {
    const registered = registeredRoutes(server);
    const missing = Object.entries(routeTable)
      .filter(([, spec]) => !registered.some((r) => r.method === spec.method && r.path === spec.path))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('registers no route outside the domain table (none by hand)', () => {
    const table = new Set(Object.values(routeTable).map((spec) => `${spec.method} ${spec.path}`));
    const extra = registeredRoutes(server)
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !table.has(route));
    expect(extra).toEqual([]);
  });

  it('gives every route the domain table marks admin/user the matching guard', () => {
    const registered = registeredRoutes(server);
    for (const [name, spec] of Object.entries(routeTable)) {
      const route = registered.find((r) => r.method === spec.method && r.path === spec.path);
      if (spec.auth === 'public') continue; // open to all
      expect(route, `${name} ${spec.method} ${spec.path} is not registered`).toBeDefined();
      if (!route) continue;
      const expected = spec.auth === 'admin' ? ['admin'] : ['user', 'admin'];
      expect(
        route.guards.some((g) => expected.includes(g)),
        `${name} ${spec.method} ${spec.path} needs requireAdmin/requireUser`,
      ).toBe(true);
      if (spec.auth === 'admin') expect(route.guards, `${name} must use requireAdmin`).toContain('admin');
    }
  });

  it('answers 401 signed out and 403 to a player on every admin route of the table', async () => {
    const adminRoutes = Object.values(routeTable).filter((spec) => spec.auth === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const route of adminRoutes) {
      const url = `${server.url}${concrete(route.path)}`;
      const init = (cookie?: string): RequestInit => ({
        method: route.method,
        // The site's own fetch (its header), so state-changing GETs reach their guard.
        headers: { 'Content-Type': 'application/json', [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, ...(cookie ? { cookie } : {}) },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
      });
      expect((await fetch(url, init())).status, `${route.method} ${route.path} signed out`).toBe(401);
      expect((await fetch(url, init(player))).status, `${route.method} ${route.path} as a player`).toBe(403);
    }
  });
});
