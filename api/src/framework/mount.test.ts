/**
 * `mount` through the real app (createApp, real HTTP): each route takes its guard, its body schema
 * and its app-fetch-only check from the domain route table, and its handler runs only once all
 * three passed. A stand-in session reader (a feature middleware, where the real one runs) says who
 * is signed in from a test header.
 */
import { APP_REQUEST_HEADER, pathOf, routes, type RouteBody } from '@pug/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PugApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Collections } from '../db/index.ts';
import type { Feature } from './feature.ts';
import { createLogger } from './logger.ts';

const WHO = 'x-test-user';
let site: PugApp;
let url: string;
let called: { route: string; body?: unknown }[] = [];

const probe: Feature = {
  name: 'probe',
  middleware: [
    async (ctx, next) => {
      const who = ctx.get(WHO);
      if (who) ctx.state.user = { steamid: '76561198000000001', alias: who, isAdmin: who === 'admin' };
      await next();
    },
  ],
  routes(mount) {
    mount('self', (ctx) => {
      called.push({ route: 'self' });
      ctx.body = { ok: true };
    });
    mount('captain', (ctx, body: RouteBody<'captain'>) => {
      called.push({ route: 'captain', body });
      ctx.body = { ok: true };
    });
    mount('finishTutorial', (ctx) => {
      called.push({ route: 'finishTutorial' });
      ctx.body = { ok: true };
    });
    mount('uploadMapImage', async (ctx) => {
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      called.push({ route: 'uploadMapImage', body: Buffer.concat(chunks).toString('hex') });
      ctx.body = { ok: true };
    });
  },
};

beforeAll(async () => {
  site = createApp({
    config: loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1' }),
    logger: createLogger({ level: 'silent' }),
    collections: {} as Collections,
    features: () => [probe],
  });
  url = (await site.listen(0)).url;
});
afterAll(() => site.close());
beforeEach(() => {
  called = [];
});

const send = (path: string, init: { method?: string; who?: string; body?: string; headers?: Record<string, string> } = {}) =>
  fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.who ? { [WHO]: init.who } : {}), ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
const captain = { queueName: 'sixes', steamid: '76561198000000002', shouldCaptain: true };

describe('mount', () => {
  it('refuses a user route to a signed-out visitor with 401 JSON', async () => {
    const res = await send(pathOf(routes.self));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } });
    expect((await send(pathOf(routes.self), { who: 'player' })).status).toBe(200);
    expect(called).toEqual([{ route: 'self' }]);
  });

  it('refuses an admin route to a player with 403 and to a visitor with 401, before reading the body', async () => {
    const asPlayer = await send(pathOf(routes.captain), { method: 'POST', who: 'player', body: JSON.stringify(captain) });
    expect(asPlayer.status).toBe(403);
    expect(await asPlayer.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Admins only' } });
    expect((await send(pathOf(routes.captain), { method: 'POST', body: '{"queueName":1}' })).status).toBe(401);
    expect(called).toEqual([]);
  });

  it('answers a body its schema refuses with 400 naming the field, without calling the handler', async () => {
    const res = await send(pathOf(routes.captain), { method: 'POST', who: 'admin', body: JSON.stringify({ ...captain, queueName: { $gt: '' } }) });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/^Invalid body: queueName: /);
    expect(called).toEqual([]);
  });

  it('hands the handler the parsed body', async () => {
    const res = await send(pathOf(routes.captain), { method: 'POST', who: 'admin', body: JSON.stringify({ ...captain, extra: 'dropped' }) });
    expect(res.status).toBe(200);
    expect(called).toEqual([{ route: 'captain', body: captain }]);
  });

  it('accepts a changesState GET only from the site’s own fetch', async () => {
    const link = await send(pathOf(routes.finishTutorial), { who: 'player' });
    expect(link.status).toBe(403);
    expect(await link.json()).toMatchObject({ error: { code: 'APP_FETCH_REQUIRED' } });
    // Refused before the guard, as before any other check: signed out too.
    expect((await send(pathOf(routes.finishTutorial))).status).toBe(403);
    expect(called).toEqual([]);
    const own = await send(pathOf(routes.finishTutorial), { who: 'player', headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });
    expect(own.status).toBe(200);
    expect(called).toEqual([{ route: 'finishTutorial' }]);
  });

  it('leaves a bytes body to its handler', async () => {
    const res = await send(pathOf(routes.uploadMapImage, { id: 'cp_process' }), {
      method: 'PUT',
      who: 'admin',
      body: '\u0001\u0002',
      headers: { 'Content-Type': 'image/png' },
    });
    expect(res.status).toBe(200);
    expect(called).toEqual([{ route: 'uploadMapImage', body: '0102' }]);
  });
});
