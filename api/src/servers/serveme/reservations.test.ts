/**
 * serveme.tf reservations end to end: no registered server is free, so the site reserves one on
 * the (fake) serveme.tf instance of the queue's region, which hands out a simulated TF2 server;
 * the pug is configured and played on it from its log; the reservation is ended when the pug
 * completes or an admin ends it.
 */
import type { FakeServeme } from '@pug/test-tools/serveme';
import { type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../../testing/loop-site.ts';
import { registerSim } from '../testing.ts';
import { callLines, SERVEME_KEY, simPlayersOf, startServemePug, useServemeWorld } from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let fake: FakeServeme;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;
let outsider: TestPlayer;

useServemeWorld({ admin: 8200, player: 8201, simRconPassword: 'not-the-reservations-rcon' }, (world) => ({ db, sim, fake, site, admin, player } = world));
beforeAll(async () => {
  outsider = await TestPlayer.signIn(site.url, steamidOf(8202), { socket: false });
});

describe('a pug on a serveme.tf reservation', () => {
  it('reserves a server when none is registered, plays the pug on it from its log, and ends the reservation at game over', async () => {
    const pug = await startServemePug(site, admin, player, 8210);

    // The seated player gets the reserved (simulated) server's connect string; nobody else does.
    const creds = await eventually(
      async () => {
        const res = await player.get(`/api/pugCreds/${pug._id}`);
        return res.status === 200 && res.body.connect ? res.body : null;
      },
      10000,
      'connect string',
    );
    expect(creds.connect).toBe(`connect ${sim.ipport}; password "${sim.cvars.get('sv_password')}"`);
    expect((await outsider.get(`/api/pugCreds/${pug._id}`)).status).toBe(403);

    // serveme was asked for a free server, then for the reservation, with the API key in the header.
    expect(callLines(fake).slice(0, 2)).toEqual(['POST /api/reservations/find_servers', 'POST /api/reservations']);
    expect(fake.calls.every((c) => c.authorization === `Token token=${SERVEME_KEY}`)).toBe(true);
    const asked = fake.calls[1]!.body.reservation as Record<string, unknown>;
    expect(asked).toMatchObject({ server_id: 4242, first_map: pug.map, auto_end: true });
    expect(typeof asked.password).toBe('string');
    // For SERVEME_RESERVATION_MINUTES (120 by default: what serveme.tf grants a key without premium).
    expect(Date.parse(String(asked.ends_at)) - Date.parse(String(asked.starts_at))).toBe(120 * 60_000);
    // The site logged in with the RCON password it chose for the reservation, and set the server up.
    expect(sim.rconPassword).toBe(asked.rcon);
    expect(sim.map).toBe(pug.map);
    expect(sim.commands.some((c) => c.startsWith('sv_logsecret '))).toBe(true);
    const [reservationId] = [...fake.reservations.keys()];
    const stored = await db.collections.servers.findOne({ pugId: pug._id });
    expect(stored?.reservation).toMatchObject({ id: reservationId, instance: fake.url });

    // Admins see it in the server list; the RCON password never leaves the api.
    const list = await admin.get('/api/servers/');
    expect(list.body).toEqual([expect.objectContaining({ ipport: sim.ipport, pugId: pug._id, reservation: expect.objectContaining({ id: reservationId }) })]);
    expect(JSON.stringify(list.body)).not.toContain(String(asked.rcon));

    // The match, from the simulated server's log alone, completes the pug…
    await sim.playScriptedMatch(simPlayersOf(pug), { gap: 15 });
    await eventually(async () => (await db.collections.pugs.findOne({ _id: pug._id }))?.phase === 'Complete', 8000, 'Complete');
    // …and the reservation is ended; the reserved server leaves the server list.
    await eventually(() => callLines(fake).includes(`DELETE /api/reservations/${reservationId}`), 5000, 'DELETE');
    await eventually(async () => (await db.collections.servers.countDocuments({})) === 0, 5000, 'server gone');
    expect(fake.reservations.get(reservationId!)?.status).toBe('Ending');
  });

  it('ends the reservation when an admin ends the pug', async () => {
    const pug = await startServemePug(site, admin, player, 8230);
    await eventually(async () => (await db.collections.servers.findOne({ pugId: pug._id, password: { $ne: null } })) !== null, 10000, 'ready');
    const [reservationId] = [...fake.reservations.keys()].slice(-1);
    expect((await admin.emit('endPug', { pugId: pug._id })).ok).toBe(true);
    await eventually(() => callLines(fake).includes(`DELETE /api/reservations/${reservationId}`), 5000, 'DELETE');
    expect((await player.get(`/api/pugCreds/${pug._id}`)).status).toBe(409);
  });

  it('reserves when the registered servers are busy, and leaves them to their pugs', async () => {
    const registered = await registerSim(db, sim, { _id: 'registered-busy', ipport: '127.0.0.1:1', pugId: 'another-pug', rconPassword: 'x' });
    try {
      const pug = await startServemePug(site, admin, player, 8250);
      await eventually(async () => (await db.collections.servers.findOne({ pugId: pug._id, password: { $ne: null } }))?.reservation?.id, 10000, 'reserved');
      expect((await db.collections.servers.findOne({ _id: registered._id }))?.pugId).toBe('another-pug');
    } finally {
      await db.collections.servers.deleteOne({ _id: registered._id });
    }
  });

  it("waits while serveme says the reservation's server is Starting, and sets it up once it is Ready", async () => {
    fake.startingReads = 3;
    try {
      const pug = await startServemePug(site, admin, player, 8270);
      await eventually(async () => (await db.collections.servers.findOne({ pugId: pug._id, password: { $ne: null } })) !== null, 10000, 'ready');
      const [id] = [...fake.reservations.keys()].slice(-1);
      const reads = fake.calls.filter((c) => c.method === 'GET' && c.path === `/api/reservations/${id}`);
      expect(reads).toHaveLength(3);
      // The set-up's first RCON command came after serveme said Ready.
      const configured = (await db.collections.servers.findOne({ pugId: pug._id }))!.logs.find((l) => l.line === 'RCON connected')!;
      expect(configured.timestamp).toBeGreaterThanOrEqual(reads[2]!.at);
    } finally {
      fake.startingReads = 0;
    }
  });

  it('leaves the pug waiting as with no free server when serveme has none either', async () => {
    fake.offerServers = false;
    try {
      const pug = await startServemePug(site, admin, player, 8290);
      await eventually(
        async () => (await db.collections.notifications.countDocuments({ msg: { $regex: `No game server is available for pug` } })) > 0,
        5000,
        'admins told',
      );
      expect(callLines(fake)).toEqual(['POST /api/reservations/find_servers']);
      expect(await db.collections.servers.countDocuments({})).toBe(0);
      expect((await player.get(`/api/pugCreds/${pug._id}`)).body).toEqual({ pugId: pug._id, connect: null });
    } finally {
      fake.offerServers = true;
    }
  });
});
