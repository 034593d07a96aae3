/**
 * SourceTV for spectators: the set-up enables it before the map change, asks
 * A2S_INFO whether it really runs (EDF 0x40) and reads its password over RCON; the pug's server
 * view then carries `ip:port` and the password to signed-in spectators with the default
 * SERVER_INFO_VISIBILITY (HTTP and `serverUpdate`; who else sees it: server-info.test.ts). No
 * SourceTV, no address; a password that is not safe to publish stays out.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PublicServer } from '@pug/domain';
import { startTf2Sim, type Tf2Simulator, type Tf2SimOptions } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, TestPlayer } from '../testing/loop-site.ts';
import { insertPregamePug, registerSim, startServersSite, steamidOf, type ServersSite } from './testing.ts';

let db: Database;
let site: ServersSite;
let sim: Tf2Simulator;
let spectator: TestPlayer;

beforeEach(async () => {
  db = await openTestDatabase();
  site = await startServersSite(db);
  spectator = await TestPlayer.signIn(site.url, steamidOf(77)); // a signed-in spectator, not seated
});
afterEach(async () => {
  spectator.close();
  await site.close();
  await sim.stop();
  await db.close();
});

async function assignTo(opts: Tf2SimOptions): Promise<PublicServer> {
  sim = await startTf2Sim(opts);
  await registerSim(db, sim);
  await insertPregamePug(db, 'pug-tv');
  expect(await site.feature.service.assign({ _id: 'pug-tv', queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' })).not.toBeNull();
  const list = (await spectator.get('/api/serverList')).body as PublicServer[];
  expect(list).toHaveLength(1);
  return list[0]!;
}
const lastUpdate = () => eventually(() => spectator.received('serverUpdate').findLast((s) => s.pugId === 'pug-tv'));

it('shows a running SourceTV with its password to spectators: tv_enable 1 before the map change, the port from A2S_INFO', async () => {
  const server = await assignTo({ sourceTv: { port: 27031, password: 'watchme' } });
  expect(sim.commands.indexOf('tv_enable 1')).toBeLessThan(sim.commands.indexOf('changelevel cp_process_f12'));
  expect(sim.commands.indexOf('tv_enable 1')).toBeGreaterThan(-1);
  expect(server).toMatchObject({ pugId: 'pug-tv', sourceTv: { address: '127.0.0.1:27031', password: 'watchme' } });
  expect((await lastUpdate()).sourceTv).toEqual({ address: '127.0.0.1:27031', password: 'watchme' });

  // Released after the pug: no address any more.
  await site.feature.service.release('pug-tv');
  const [free] = (await spectator.get('/api/serverList')).body as PublicServer[];
  expect(free).toMatchObject({ pugId: null, sourceTv: null });
});

it('shows the address without a password when none is set', async () => {
  const server = await assignTo({});
  expect(server.sourceTv).toEqual({ address: '127.0.0.1:27020', password: null });
});

it('shows nothing for a server that runs no SourceTV (-nohltv), though its tv_enable reads 1', async () => {
  const server = await assignTo({ sourceTv: false });
  expect(sim.cvars.get('tv_enable')).toBe('1');
  expect(server).toMatchObject({ pugId: 'pug-tv', sourceTv: null });
  expect((await lastUpdate()).sourceTv).toBeNull();
  const stored = await db.collections.servers.findOne({ ipport: sim.ipport });
  expect(stored!.logs.map((l) => l.line)).toContain('Password set; no SourceTV on this server');
});

it('never publishes a SourceTV password that is the RCON password', async () => {
  const server = await assignTo({ rconPassword: 'same-secret-1', sourceTv: { password: 'same-secret-1' } });
  expect(server.sourceTv).toEqual({ address: '127.0.0.1:27020', password: null });
  expect(JSON.stringify(spectator.received('serverUpdate'))).not.toContain('same-secret-1');
});

it('never publishes a SourceTV password that would run console commands when pasted', async () => {
  const server = await assignTo({ sourceTv: { password: 'x;rcon_password_owned' } });
  expect(server.sourceTv).toEqual({ address: '127.0.0.1:27020', password: null });
});
