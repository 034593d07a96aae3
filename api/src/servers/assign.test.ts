import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import type { ServersFeatureOptions } from './index.ts';
import { insertPregamePug, registerSim, startServersSite, type ServersSite } from './testing.ts';

let db: Database;
let sites: ServersSite[] = [];
let sims: Tf2Simulator[] = [];

beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  for (const s of sites) await s.close();
  for (const s of sims) await s.stop();
  sites = [];
  sims = [];
  await db.close();
});

async function sim(opts: Parameters<typeof startTf2Sim>[0] = {}) {
  const s = await startTf2Sim(opts);
  sims.push(s);
  return s;
}
async function site(options: ServersFeatureOptions = {}) {
  const s = await startServersSite(db, { options });
  sites.push(s);
  return s;
}
const pug = (_id: string, map = 'cp_process_f12') => ({ _id, queueName: 'sixes', map, format: 'SIXES' as const });

describe('assigning and configuring a server', () => {
  it('claims the highest-priority healthy server of the region and configures it over RCON', async () => {
    const [low, high, eu, broken] = [await sim(), await sim(), await sim(), await sim()];
    await registerSim(db, low, { priority: 1 });
    const highDoc = await registerSim(db, high, { priority: 9 });
    await registerSim(db, eu, { priority: 50, region: 'eu' });
    await registerSim(db, broken, { priority: 99, isDisrupt: true, disruptReason: 'query' });
    const { feature } = await site();
    await insertPregamePug(db, 'pug-1');

    const server = await feature.service.assign(pug('pug-1'));
    expect(server?._id).toBe(highDoc._id);
    expect(high.commands.slice(0, 4)).toEqual([
      expect.stringMatching(/^sv_logsecret [1-9]\d{17}$/),
      `logaddress_add ${feature.service.logAddress}`,
      'log on',
      expect.stringMatching(/^echo pug-logcheck-/),
    ]);
    expect(high.commands).toContain('kickall');
    expect(high.map).toBe('cp_process_f12');
    expect(high.execed).toEqual(['etf2l_6v6_5cp']);
    expect(high.cvars.get('sv_password')).toBe(server!.password);
    expect(high.sourceTvRunning).toBe(true);
    for (const other of [low, eu, broken]) expect(other.commands).toEqual([]);

    const stored = await db.collections.servers.findOne({ _id: highDoc._id });
    expect(stored).toMatchObject({ pugId: 'pug-1', logSecret: high.cvars.get('sv_logsecret') });
    expect(stored!.logs.filter((l) => l.type === 'config').map((l) => l.line)).toEqual([
      'RCON connected',
      `Log feed to ${feature.service.logAddress} verified`,
      'Changed level to cp_process_f12',
      'Executed etf2l_6v6_5cp',
      'Password set; SourceTV on port 27020',
    ]);

    const creds = await feature.service.credentialsFor('pug-1', '76561198000000003');
    expect(creds.connect).toBe(`connect ${high.ipport}; password "${server!.password}"`);
    expect(creds.url).toBe(`steam://connect/${high.ipport}/${server!.password}`);
    await expect(feature.service.credentialsFor('pug-1', '76561198000009999')).rejects.toMatchObject({ status: 403 });
    await expect(feature.service.credentialsFor('nope', '76561198000000003')).rejects.toMatchObject({ status: 404 });
  });

  it('retries a server whose RCON refuses 3 times, marks it disrupted, and uses the next', async () => {
    const [refusing, good] = [await sim({ behaviour: 'refuse' }), await sim()];
    const refusingDoc = await registerSim(db, refusing, { priority: 9 });
    const goodDoc = await registerSim(db, good, { priority: 1 });
    const { feature } = await site();
    await insertPregamePug(db, 'pug-2');

    expect((await feature.service.assign(pug('pug-2')))?._id).toBe(goodDoc._id);
    const bad = await db.collections.servers.findOne({ _id: refusingDoc._id });
    expect(bad).toMatchObject({ pugId: null, isDisrupt: true, disruptReason: 'config' });
    const failures = bad!.logs.filter((l) => l.type === 'error').map((l) => l.line);
    expect(failures).toEqual([
      'Configuration try 1 of 3 failed: RCON password refused',
      'Configuration try 2 of 3 failed: RCON password refused',
      'Configuration try 3 of 3 failed: RCON password refused',
      'Configuration failed 3 times: released and marked disrupted',
    ]);
  });

  it('gives up on a server whose RCON times out', async () => {
    const hanging = await sim({ behaviour: 'hang' });
    await registerSim(db, hanging);
    const { feature } = await site({ rconTimeoutMs: 300 });
    await insertPregamePug(db, 'pug-3');
    const started = Date.now();
    expect(await feature.service.assign(pug('pug-3'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
    const doc = await db.collections.servers.findOne({ ipport: hanging.ipport });
    expect(doc!.logs.filter((l) => l.type === 'error')[0]!.line).toMatch(/timed out/);
  });

  it('does not use a server whose logs never arrive', async () => {
    const mute = await sim();
    mute.muteLogs = true;
    await registerSim(db, mute);
    const { feature } = await site({ logCheckMs: 300 });
    await insertPregamePug(db, 'pug-4');
    expect(await feature.service.assign(pug('pug-4'))).toBeNull();
    expect(mute.commands).not.toContain('kickall');
    expect(mute.commands).not.toContain('changelevel cp_process_f12');
    const doc = await db.collections.servers.findOne({ ipport: mute.ipport });
    expect(doc!.logs.some((l) => /No log line arrived/.test(l.line ?? ''))).toBe(true);
  });

  it('with no server left, the pug waits, admins are notified once, and a freed server is used later', async () => {
    const servers = await site();
    const { feature } = servers;
    await db.collections.users.insertOne({ _id: '76561198000008888', steamid: '76561198000008888', alias: 'Admin', isAdmin: true } as never);
    await insertPregamePug(db, 'pug-5');
    expect(await feature.service.assign(pug('pug-5'))).toBeNull();
    await feature.service.assignWaiting();
    expect(await db.collections.servers.countDocuments({ pugId: 'pug-5' })).toBe(0);
    const notes = await db.collections.notifications.find({ steamid: '76561198000008888' }).toArray();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.msg).toMatch(/No game server is available for pug pug-5/);

    const late = await sim();
    await registerSim(db, late);
    await feature.poller.tick();
    expect((await db.collections.servers.findOne({ ipport: late.ipport }))?.pugId).toBe('pug-5');
    expect((await feature.service.connectDetails('pug-5'))?.ipport).toBe(late.ipport);
  });

  it('never gives two pugs starting at once the same server, even from two api processes', async () => {
    const servers = [await sim(), await sim(), await sim()];
    for (const s of servers) await registerSim(db, s, { priority: 5 });
    const [a, b] = [await site(), await site()];
    const ids = ['pa', 'pb', 'pc', 'pd'];
    for (const id of ids) await insertPregamePug(db, id);
    const results = await Promise.all(ids.map((id, i) => (i % 2 ? b : a).feature.service.assign(pug(id))));
    const claimed = results.filter(Boolean).map((s) => s!._id);
    expect(claimed).toHaveLength(3);
    expect(new Set(claimed).size).toBe(3);
    const docs = await db.collections.servers.find({}).toArray();
    expect(new Set(docs.map((d) => d.pugId)).size).toBe(3);
  });
});

describe("the map's config and whitelist", () => {
  it('execs the config stored for the pug’s format and applies its whitelist', async () => {
    await db.collections.maps.insertOne({
      _id: 'koth_product_final',
      name: 'koth_product_final',
      formats: ['SIXES', 'HIGHLANDER'],
      isActive: true,
      configs: { SIXES: { config: 'rgl_6s_koth_bo5', whitelistId: 8765 } },
    });
    const server = await sim();
    await registerSim(db, server);
    const { feature } = await site();
    await insertPregamePug(db, 'pug-cfg', 'koth_product_final');
    expect(await feature.service.assign(pug('pug-cfg', 'koth_product_final'))).not.toBeNull();
    expect(server.execed).toEqual(['rgl_6s_koth_bo5']);
    const exec = server.commands.indexOf('exec rgl_6s_koth_bo5');
    expect(exec).toBeGreaterThan(server.commands.indexOf('changelevel koth_product_final'));
    expect(server.commands[exec + 1]).toBe('tftrue_whitelist_id 8765');
  });

  it('plays the default of the map’s game mode when none is stored, without a whitelist command', async () => {
    const server = await sim();
    await registerSim(db, server);
    const { feature } = await site();
    await insertPregamePug(db, 'pug-def', 'koth_product_final');
    expect(await feature.service.assign(pug('pug-def', 'koth_product_final'))).not.toBeNull();
    expect(server.execed).toEqual(['etf2l_6v6_koth']);
    expect(server.commands.some((c) => c.startsWith('tftrue_whitelist_id'))).toBe(false);
  });

  it('sends nothing of a stored config that is not a safe cfg name (written around the api)', async () => {
    await db.collections.maps.insertOne({
      _id: 'cp_evil',
      name: 'cp_evil',
      formats: ['SIXES'],
      isActive: true,
      configs: { SIXES: { config: 'etf2l_6v6;rcon_password owned', whitelistId: null } },
    });
    const server = await sim();
    await registerSim(db, server);
    const { feature } = await site();
    await insertPregamePug(db, 'pug-evil', 'cp_evil');
    expect(await feature.service.assign(pug('pug-evil', 'cp_evil'))).toBeNull();
    expect(server.commands).toEqual([]);
    const stored = await db.collections.servers.findOne({ ipport: server.ipport });
    expect(stored!.logs.some((l) => /not a safe cfg name/.test(l.line ?? ''))).toBe(true);
  });
});
