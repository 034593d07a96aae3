/**
 * PUT /api/maps/{id}: an admin sets a map's config and whitelist per format.
 * Guarded, validated as safe cfg names (they become `exec <config>` over RCON), audited, and read
 * by the next server set-up of any api process.
 */
import { expect, it } from 'vitest';
import type { MapsResponse } from '@pug/domain';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { insertPregamePug, registerSim, startServersSite, type ServersSite } from '../servers/testing.ts';
import { useLoopSite, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;

useLoopSite(8700, (world) => ({ db, site, admin, player } = world as Required<typeof world>), { seed: true, sockets: false, player: 8701 });

const put = (who: TestPlayer | null, id: string, body: unknown) =>
  fetch(`${site.url}/api/maps/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as MapsResponse & { error: { code: string; message: string } } }));
const sixes = (config: string, whitelistId: number | null = null) => ({ configs: { SIXES: { config, whitelistId } } });

it('lists each map with the default config of each of its formats until one is set', async () => {
  const maps = (await (await fetch(`${site.url}/api/maps/`)).json()) as MapsResponse;
  expect(maps.find((m) => m._id === 'koth_product_final')?.configs).toEqual({
    SIXES: { config: 'etf2l_6v6_koth', whitelistId: null },
    HIGHLANDER: { config: 'etf2l_9v9_koth', whitelistId: null },
    PROLANDER: { config: 'rgl_7s_koth', whitelistId: null },
  });
  expect(maps.find((m) => m._id === 'cp_process_final')?.configs).toEqual({ SIXES: { config: 'etf2l_6v6_5cp', whitelistId: null } });
});

it('refuses 401 signed out, 403 for a player, 404 for an unknown map, and changes nothing', async () => {
  expect((await put(null, 'koth_product_final', sixes('rgl_6s_koth'))).status).toBe(401);
  expect((await put(player, 'koth_product_final', sixes('rgl_6s_koth'))).status).toBe(403);
  const missing = await put(admin, 'cp_missing', sixes('rgl_6s_5cp'));
  expect(missing.status).toBe(404);
  expect(missing.body.error.code).toBe('NOT_FOUND');
  expect((await db.collections.maps.findOne({ _id: 'koth_product_final' }))?.configs).toBeUndefined();
});

it('refuses with 400 a config that could bend the RCON command, and a whitelist id that is not one', async () => {
  for (const body of [
    sixes('etf2l_6v6;rcon_password x'),
    sixes('../../server'),
    sixes('etf2l 6v6'),
    sixes('"etf2l"'),
    sixes('x'.repeat(65)),
    sixes('etf2l_6v6_koth', 0),
    sixes('etf2l_6v6_koth', -3),
    { configs: { SIXES: { config: 'etf2l_6v6_koth', whitelistId: '1; quit' } } },
    { configs: { SIXES: { config: { $gt: '' }, whitelistId: null } } },
    { configs: { FOURS: { config: 'etf2l_6v6_koth', whitelistId: null } } },
    { configs: 'etf2l_6v6_koth' },
    { configs: {} },
  ]) {
    const res = await put(admin, 'koth_product_final', body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  }
  expect((await put(admin, 'koth_product_final', sixes('etf2l_6v6;rcon_password x'))).body.error.message).toMatch(/cfg name/);
  expect((await db.collections.maps.findOne({ _id: 'koth_product_final' }))?.configs).toBeUndefined();
});

it('stores the setting, answers the list with it, audits it, and the next set-up of another api process execs it', async () => {
  const res = await put(admin, 'koth_product_final', { configs: { SIXES: { config: 'rgl_6s_koth_bo5', whitelistId: 12345 } } });
  expect(res.status).toBe(200);
  expect(res.body.find((m) => m._id === 'koth_product_final')?.configs).toEqual({
    SIXES: { config: 'rgl_6s_koth_bo5', whitelistId: 12345 },
    HIGHLANDER: { config: 'etf2l_9v9_koth', whitelistId: null },
    PROLANDER: { config: 'rgl_7s_koth', whitelistId: null },
  });
  expect(await db.collections.auditLog.findOne({ action: 'editMap' })).toMatchObject({
    target: { kind: 'map', id: 'koth_product_final' },
    details: { configs: 'SIXES: rgl_6s_koth_bo5 (whitelist 12345)', previousConfigs: 'SIXES: etf2l_6v6_koth' },
  });
  // Another format's setting leaves this one as it is.
  const hl = await put(admin, 'koth_product_final', { configs: { HIGHLANDER: { config: 'rgl_HL_koth', whitelistId: null } } });
  expect(hl.body.find((m) => m._id === 'koth_product_final')?.configs).toMatchObject({
    SIXES: { config: 'rgl_6s_koth_bo5', whitelistId: 12345 },
    HIGHLANDER: { config: 'rgl_HL_koth', whitelistId: null },
  });

  // A second api process on the same store sets up the server of a sixes pug on that map.
  let other: ServersSite | undefined;
  let sim: Tf2Simulator | undefined;
  try {
    sim = await startTf2Sim();
    other = await startServersSite(db);
    await registerSim(db, sim);
    await insertPregamePug(db, 'pug-map-cfg', 'koth_product_final');
    expect(await other.feature.service.assign({ _id: 'pug-map-cfg', queueName: 'sixes', map: 'koth_product_final', format: 'SIXES' })).not.toBeNull();
    expect(sim.execed).toEqual(['rgl_6s_koth_bo5']);
    expect(sim.commands).toContain('tftrue_whitelist_id 12345');
  } finally {
    await other?.close();
    await sim?.stop();
  }
});
