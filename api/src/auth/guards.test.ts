import { Router } from '@koa/router';
import Koa from 'koa';
import { afterEach, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { errorMiddleware } from '../framework/errors.ts';
import { createLogger } from '../framework/logger.ts';
import { assertActsFor, requireAdmin, requireUser, type SessionUser } from './guards.ts';

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(user: SessionUser | undefined) {
  const app = new Koa();
  const router = new Router();
  router.get('/user', requireUser, (ctx) => (ctx.body = { ok: true }));
  router.get('/admin', requireAdmin, (ctx) => (ctx.body = { ok: true }));
  router.get('/for/:steamid', requireUser, (ctx) => {
    assertActsFor(ctx.state.user!, ctx.params.steamid!);
    ctx.body = { ok: true };
  });
  app.use(errorMiddleware(createLogger({ level: 'silent' })));
  app.use(async (ctx, next) => {
    ctx.state.user = user;
    await next();
  });
  app.use(router.routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const { port } = server.address() as { port: number };
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.status);
}

const player: SessionUser = { steamid: '76561198000000001', alias: 'p', isAdmin: false };
const admin: SessionUser = { steamid: '76561198000000002', alias: 'a', isAdmin: true };

it('answers 401 signed out, 403 to a player on admin routes, 200 when allowed', async () => {
  const signedOut = await serve(undefined);
  expect([await signedOut('/user'), await signedOut('/admin')]).toEqual([401, 401]);
  server?.close();
  const asPlayer = await serve(player);
  expect([await asPlayer('/user'), await asPlayer('/admin')]).toEqual([200, 403]);
  expect([await asPlayer(`/for/${player.steamid}`), await asPlayer(`/for/${admin.steamid}`)]).toEqual([200, 403]);
  server?.close();
  const asAdmin = await serve(admin);
  expect([await asAdmin('/admin'), await asAdmin(`/for/${player.steamid}`)]).toEqual([200, 200]);
});

it('tags each guard so the route list can be checked', () => {
  expect(requireUser.guard).toBe('user');
  expect(requireAdmin.guard).toBe('admin');
});
