/**
 * A ban during a live pug on the simulated server (docs/decisions.md "Match day: every page knows"):
 * the banned player is kicked over RCON (`kickid "[U:1:n]"`), the server gets a new password, the
 * players still seated hear of it (serverUpdate) and get the new one; the banned player gets 403.
 * Also GET /api/pugCreds' `joinBy`: the join deadline a seated player not yet on the server counts down to.
 */
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/loop-site.ts';
import { useLivePugWorld } from '../testing/live-pug.ts';

const world = useLivePugWorld({ rconPassword: 'ban-kick-rcon', serverName: 'Sim Ban', adminId: 6999 });

describe('a ban during a live pug, on its server', () => {
  it('kicks the banned player and changes the password; the seated players get the new one, the banned player nothing', async () => {
    const pug = await world.startPug(6000);
    const [banned, watcher] = [world.players[0]!, world.players[1]!];
    world.sim.connect({ steamid: banned.steamid, name: 'Banned', team: 'Blue' });
    const before = await banned.get(`/api/pugCreds/${pug._id}`);
    expect(before.status).toBe(200);
    // Not on the server yet: the deadline of the automatic sub, counted from when the server was ready.
    const server = (await world.db.collections.servers.findOne({ ipport: world.sim.ipport }))!;
    const watcherCreds = await watcher.get(`/api/pugCreds/${pug._id}`);
    expect(watcherCreds.body.joinBy).toBe(server.readyAt! + 300_000);
    const oldPassword = world.sim.cvars.get('sv_password')!;
    const updatesBefore = watcher.received('serverUpdate').length;

    const res = await world.admin.post('/api/banPlayer/', {
      userId: banned.steamid,
      isBan: true,
      date: Date.now(),
      expires: null,
      reason: 'Cheating',
      isCaptainRestrict: false,
      appealAccepted: false,
    });
    expect(res.status).toBe(201);

    await eventually(() => !world.sim.connected.has(banned.steamid), 5000, 'the banned player kicked');
    const steamId3 = `[U:1:${BigInt(banned.steamid) - 76561197960265728n}]`;
    expect(world.sim.commands).toContain(`kickid "${steamId3}" You were banned from the pugs`);
    const newPassword = await eventually(() => {
      const now = world.sim.cvars.get('sv_password');
      return now !== oldPassword ? now : null;
    });
    await eventually(
      () =>
        watcher
          .received('serverUpdate')
          .slice(updatesBefore)
          .some((s) => s.pugId === pug._id),
      5000,
      'serverUpdate',
    );
    const after = await watcher.get(`/api/pugCreds/${pug._id}`);
    expect(after.body.password).toBe(newPassword);
    const refused = await banned.get(`/api/pugCreds/${pug._id}`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(newPassword);
  });
});
