import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { signIn } from '../auth/testing.ts';
import type { PugDoc } from '../db/documents.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startServersSite, type ServersSite } from './testing.ts';

const RCON_SECRET = 'rcon-Secret-4711';
let db: Database;
let site: ServersSite;
let sim: Tf2Simulator;
let admin: string;
let player: string;
const bodies: string[] = [];

async function call(method: string, path: string, opts: { cookie?: string; body?: unknown } = {}) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await response.text();
  bodies.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  db = await openTestDatabase();
  site = await startServersSite(db, { options: { queryTimeoutMs: 300 } });
  sim = await startTf2Sim({ rconPassword: RCON_SECRET, name: 'Sim Chicago' });
  admin = (await signIn(site.url, '76561198000009001', { admin: true })).cookie;
  player = (await signIn(site.url, '76561198000009002')).cookie;
});

afterAll(async () => {
  await site?.close();
  await sim?.stop();
  await db?.close();
});

const add = (body: Record<string, unknown>) => call('POST', '/api/servers/', { cookie: admin, body });

describe('server registry routes', () => {
  it('guards the admin routes: 401 signed out, 403 for players', async () => {
    expect((await call('GET', '/api/servers/')).status).toBe(401);
    expect((await call('GET', '/api/servers/', { cookie: player })).status).toBe(403);
    expect((await call('POST', '/api/servers/', { cookie: player, body: {} })).status).toBe(403);
    expect((await call('DELETE', '/api/servers/x', { cookie: player })).status).toBe(403);
  });

  it('adds a server, queries it at once, and never answers the RCON password', async () => {
    const res = await add({ name: 'Chicago 1', ipport: sim.ipport, rconPassword: RCON_SECRET, region: 'na', priority: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Chicago 1',
      ipport: sim.ipport,
      region: 'na',
      priority: 5,
      enabled: true,
      isDisrupt: false,
      hasRconPassword: true,
      pugId: null,
    });
    expect(res.body.query).toEqual({ name: 'Sim Chicago', map: 'cp_badlands', players: 0, maxPlayers: 24, password: false });
    expect(res.body).not.toHaveProperty('rconPassword');
    expect(res.body.logs.map((l: { line: string }) => l.line)).toContain('Added by Player 9001');
  });

  it('refuses bad bodies with 400 and a second server at the same address with 409', async () => {
    expect((await add({ name: 'x', ipport: 'not-an-address', rconPassword: 'p', region: 'na' })).status).toBe(400);
    expect((await add({ name: 'x', ipport: { $gt: '' }, rconPassword: 'p', region: 'na' })).status).toBe(400);
    expect((await add({ name: 'x', ipport: '1.2.3.4:27015', rconPassword: 'a"; quit', region: 'na' })).status).toBe(400);
    expect((await add({ name: 'x', ipport: '1.2.3.4:27015', rconPassword: 'p', region: 'na', extra: 1 })).status).toBe(400);
    const dup = await add({ name: 'Again', ipport: sim.ipport, rconPassword: RCON_SECRET, region: 'na' });
    expect(dup.status).toBe(409);
  });

  it('lists public fields for everyone and more for admins', async () => {
    const open = await call('GET', '/api/serverList');
    expect(open.status).toBe(200);
    expect(open.body).toHaveLength(1);
    // Signed out: never the address (domain pug/serverInfo.ts).
    expect(Object.keys(open.body[0]).sort()).toEqual(['_id', 'addressHidden', 'ipport', 'isDisrupt', 'logs', 'name', 'pugId', 'query', 'region', 'sourceTv']);
    expect(open.body[0]).toMatchObject({ ipport: null, sourceTv: null, addressHidden: 'signIn' });
    expect(open.body[0].logs).toEqual([]);
    const signedIn = await call('GET', '/api/serverList', { cookie: admin });
    expect(Object.keys(signedIn.body[0]).sort()).toEqual(['_id', 'ipport', 'isDisrupt', 'logs', 'name', 'pugId', 'query', 'region', 'sourceTv']);
    expect(signedIn.body[0].ipport).toBe(sim.ipport);
    const full = await call('GET', '/api/servers/', { cookie: admin });
    expect(full.body[0]).toMatchObject({ priority: 5, hasRconPassword: true });
    expect(full.body[0].logs.length).toBeGreaterThan(0);
  });

  it('edits a server, clears a configuration disruption, and 404s an unknown one', async () => {
    const [server] = (await call('GET', '/api/servers/', { cookie: admin })).body;
    await db.collections.servers.updateOne({ _id: server._id }, { $set: { isDisrupt: true, disruptReason: 'config' } });
    const res = await call('PUT', `/api/servers/${server._id}`, { cookie: admin, body: { name: 'Chicago A', enabled: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Chicago A', enabled: false, isDisrupt: false, disruptReason: null });
    expect((await call('GET', '/api/serverList')).body).toEqual([]);
    expect((await call('PUT', '/api/servers/nope', { cookie: admin, body: { name: 'x' } })).status).toBe(404);
    expect((await call('PUT', `/api/servers/${server._id}`, { cookie: admin, body: { priority: 'high' } })).status).toBe(400);
  });

  it('marks a server that stops answering as disrupted on a status check', async () => {
    const [server] = (await call('GET', '/api/servers/', { cookie: admin })).body;
    sim.answeringQueries = false;
    const res = await call('POST', `/api/servers/${server._id}/query`, { cookie: admin });
    expect(res.body).toMatchObject({ isDisrupt: true, disruptReason: 'query', query: null });
    sim.answeringQueries = true;
    expect((await call('POST', `/api/servers/${server._id}/query`, { cookie: admin })).body).toMatchObject({ isDisrupt: false, disruptReason: null });
  });

  it('will not remove or re-address a server that hosts a pug; removes it after', async () => {
    const [server] = (await call('GET', '/api/servers/', { cookie: admin })).body;
    await db.collections.servers.updateOne({ _id: server._id }, { $set: { pugId: 'pug-x' } });
    expect((await call('GET', '/api/servers/', { cookie: admin })).body[0]).toMatchObject({ pugId: 'pug-x', pugNumber: null });
    await db.collections.pugs.insertOne({ _id: 'pug-x', number: 4711 } as unknown as PugDoc);
    // The admin's table names the hosted pug by its number (#4711), read in the same request.
    expect((await call('GET', '/api/servers/', { cookie: admin })).body[0]).toMatchObject({ pugId: 'pug-x', pugNumber: 4711 });
    await db.collections.pugs.deleteOne({ _id: 'pug-x' });
    expect((await call('DELETE', `/api/servers/${server._id}`, { cookie: admin })).status).toBe(409);
    expect((await call('PUT', `/api/servers/${server._id}`, { cookie: admin, body: { rconPassword: 'other' } })).status).toBe(409);
    await db.collections.servers.updateOne({ _id: server._id }, { $set: { pugId: null } });
    expect((await call('DELETE', `/api/servers/${server._id}`, { cookie: admin })).status).toBe(200);
    expect((await call('DELETE', `/api/servers/${server._id}`, { cookie: admin })).status).toBe(404);
  });

  it('records every server action in the audit log, never with the RCON password', async () => {
    const entries = await db.collections.auditLog.find({ actor: '76561198000009001' }).toArray();
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['addServer', 'editServer', 'removeServer', 'queryServer'] as const) expect(actions).toContain(action);
    expect(JSON.stringify(entries)).not.toContain(RCON_SECRET);
    expect(entries.every((e) => e.target?.kind === 'server')).toBe(true);
  });

  it('never put the RCON password in any response', () => {
    expect(bodies.length).toBeGreaterThan(15);
    for (const body of bodies) expect(body).not.toContain(RCON_SECRET);
  });
});
