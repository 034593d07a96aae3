/**
 * A serveme.tf answer naming a server the site must not reach: loopback, private, link-local or
 * unspecified addresses, as literals or behind a name. The address is resolved once and checked
 * (server-address.ts); a refused reservation is ended at once, admins are told, no RCON is sent
 * and no log source trusted, and the pug waits as with no free server. An address that passes is
 * stored as the address it resolved to, so RCON and the log feed never look the name up again.
 */
import type { FakeServeme } from '@pug/test-tools/serveme';
import type { Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { eventually, type LoopSite, type TestPlayer } from '../../testing/loop-site.ts';
import { refusalOf } from './server-address.ts';
import { callLines, serversOf, startServemePug, useServemeWorld } from './testing.ts';

interface World {
  db: Database;
  sim: Tf2Simulator;
  fake: FakeServeme;
  site: LoopSite;
  admin: TestPlayer;
  player: TestPlayer;
}

const refusals = (db: Database) => db.collections.notifications.find({ msg: { $regex: 'names a server address the site refuses' } }).toArray();

/** Fills a pug while the fake hands out `ip`; resolves once the reservation was refused and ended. */
async function refusedReservation(w: World, ip: string, firstDummy: number) {
  w.fake.serverIp = ip;
  const commands = w.sim.commands.length;
  const before = (await refusals(w.db)).length;
  const pug = await startServemePug(w.site, w.admin, w.player, firstDummy);
  const notices = await eventually(
    async () => {
      const all = await refusals(w.db);
      return all.length > before ? all : null;
    },
    5000,
    'admins told',
  );
  const [id] = [...w.fake.reservations.keys()].slice(-1);
  expect(notices.at(-1)!.msg).toContain(`reservation #${id} names a server address the site refuses`);
  // The reservation is ended at once, and nothing of it is kept.
  await eventually(() => w.fake.reservations.get(id!)?.status === 'Ending', 5000, 'reservation ended');
  expect(callLines(w.fake)).toEqual(['POST /api/reservations/find_servers', 'POST /api/reservations', `DELETE /api/reservations/${id}`]);
  expect(await w.db.collections.servers.countDocuments({})).toBe(0);
  // No RCON was sent to the named address, and the pug waits for a server with no connect string.
  expect(w.sim.commands.length).toBe(commands);
  expect((await w.db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Pregame');
  const creds = await w.player.get(`/api/pugCreds/${pug._id}`);
  expect(creds.status).toBe(200);
  expect(creds.body.connect).toBeNull();
  await eventually(
    async () => (await w.db.collections.notifications.countDocuments({ msg: { $regex: `No game server is available for pug .*` } })) > 0,
    5000,
    'no-server notice',
  );
  return { pug, notice: notices.at(-1)!.msg };
}

describe('a production site (no loopback allowance)', () => {
  let w: World;
  let dummy = 8420;
  useServemeWorld({ admin: 8400, player: 8401, siteEnv: { SERVEME_ALLOW_LOOPBACK: '' } }, (world) => (w = world));

  it.each([
    ['127.0.0.1', '127.0.0.1 is not a public address'],
    ['10.0.0.5', '10.0.0.5 is not a public address'],
    ['[::1]', '::1 is not a public address'],
    ['169.254.169.254', '169.254.169.254 is not a public address'],
    ['0.0.0.0', '0.0.0.0 is not a public address'],
    ['localhost', 'localhost resolves to'],
  ])('refuses a server at %s: ended, admins told, no RCON, the pug waits', async (ip, why) => {
    const { notice } = await refusedReservation(w, ip, (dummy += 20));
    expect(notice).toContain(why);
  });

  it('refuses a server address that is not a host name at all', async () => {
    const { notice } = await refusedReservation(w, 'evil.example.com\u2028\nrcon_password x', (dummy += 20));
    expect(notice).toContain('is not a host name or IP address');
    expect(notice).not.toContain('\n');
  });
});

describe('a test site (loopback allowed, for the stand-ins)', () => {
  let w: World;
  let dummy = 8520;
  useServemeWorld({ admin: 8500, player: 8501 }, (world) => (w = world));

  it('still refuses a private address; the next try takes a server that passes, stored by the address it resolved to', async () => {
    const { pug } = await refusedReservation(w, '10.0.0.5', (dummy += 20));
    w.fake.serverIp = 'localhost';
    await serversOf(w.site).service.assignWaiting();
    const stored = await eventually(() => w.db.collections.servers.findOne({ pugId: pug._id }), 5000, 'reserved server');
    expect(stored.ipport).toBe(w.sim.ipport);
    const creds = await eventually(async () => (await w.player.get(`/api/pugCreds/${pug._id}`)).body.connect as string | null, 8000, 'connect');
    expect(creds).toBe(`connect ${w.sim.ipport}; password "${w.sim.cvars.get('sv_password')}"`);
    w.fake.serverIp = '127.0.0.1';
  });
});

describe('which addresses are public', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.5',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:5',
    '2002:c0a8:101::1',
  ])('%s is refused', (address) => {
    expect(refusalOf(address, { allowLoopback: false })).toBe(`${address} is not a public address`);
  });

  it.each(['1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s passes', (address) => {
    expect(refusalOf(address, { allowLoopback: false })).toBeNull();
  });

  it('lets loopback through with the allowance, and nothing else', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(refusalOf(address, { allowLoopback: true })).toBeNull();
    for (const address of ['10.0.0.5', '0.0.0.0', '169.254.1.1', '::', 'fe80::1']) expect(refusalOf(address, { allowLoopback: true })).not.toBeNull();
  });
});
