/**
 * Findings 5 and 7 (security review) on a whole app with a pug played by 12 real players on the
 * simulated server: a forged game over from another address does not end the pug; only teammates
 * vote a player out, and an accepted sub changes the server password, which only seated players get.
 */
import dgram from 'node:dgram';
import type { Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import { encodeLogPacket } from '@pug/test-tools/tf2-sim';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { serversOf, useLivePugWorld } from '../testing/live-pug.ts';

const world = useLivePugWorld({ rconPassword: 'live-sec-rcon', serverName: 'Sim Live', adminId: 5999 });

async function sendFrom(from: string, port: number, packets: Buffer[]): Promise<void> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, from, resolve));
  for (const p of packets) await new Promise<void>((resolve, reject) => socket.send(p, port, '127.0.0.1', (err) => (err ? reject(err) : resolve())));
  await new Promise<void>((resolve) => socket.close(() => resolve()));
}

const player = (steamid: string) => world.players.find((p) => p.steamid === steamid)!;

/** The log packet counters of GET /metrics (from loopback, as Prometheus scrapes it on the host). */
async function scrapeLogMetrics(): Promise<{ accepted: number; wrongAddress: number }> {
  const body = await (await fetch(`${world.site.url}/metrics`)).text();
  const value = (series: string) =>
    Number(
      body
        .split('\n')
        .find((l) => l.startsWith(`${series} `))
        ?.slice(series.length + 1) ?? NaN,
    );
  return { accepted: value('pug_log_packets_accepted_total{receiver="udp"}'), wrongAddress: value('pug_log_packets_rejected_total{reason="wrongAddress"}') };
}

describe('a live pug on a simulated server', () => {
  it('is not ended by a forged game over with the right secret sent from another address', async () => {
    const pug = await world.startPug(5000);
    const secret = (await world.db.collections.servers.findOne({ ipport: world.sim.ipport }))!.logSecret!;
    const port = Number(serversOf(world.site).service.logAddress.split(':')[1]);
    const lines = [
      'World triggered "Round_Start"',
      'World triggered "Round_Win" (winner "Red")',
      'World triggered "Game_Over" reason "Reached Win Limit"',
      'Team "Red" final score "5" with "6" players',
      'Team "Blue" final score "0" with "6" players',
    ];
    const dropped = serversOf(world.site).service.droppedPackets;
    const metricsBefore = await scrapeLogMetrics();
    await sendFrom(
      '127.0.0.2',
      port,
      lines.map((l) => encodeLogPacket(l, secret)),
    );
    // Each packet is received and refused (a busy machine may take a while to get them all)...
    await eventually(() => serversOf(world.site).service.droppedPackets - dropped === 5, 3000, 'the packets refused');
    // ...and nothing follows: longer than the final-score wait and the link wait of the match feed.
    await new Promise((r) => setTimeout(r, 2500));
    const now = (await world.players[0]!.get(`/api/pug/${pug._id}`)).body as Pug;
    expect(now.phase).toBe('Pregame');
    expect(now.data.score).toBeNull();
    expect(world.players[0]!.received('eloChanges')).toEqual([]);
    expect(await world.db.collections.eloHistory.countDocuments({ pugId: pug._id })).toBe(0);
    expect(serversOf(world.site).service.droppedPackets - dropped).toBe(5);
    expect((await world.db.collections.servers.findOne({ ipport: world.sim.ipport }))?.pugId).toBe(pug._id);
    // /metrics counts them as rejected (wrong address), and the server's own line as accepted.
    world.sim.log('"Blu 1<2><[U:1:5001]><Blue>" say "gl hf"');
    await eventually(async () => (await scrapeLogMetrics()).accepted > metricsBefore.accepted, 3000, 'the line counted');
    const metricsAfter = await scrapeLogMetrics();
    expect(metricsAfter.wrongAddress - metricsBefore.wrongAddress).toBe(5);
    expect(metricsAfter.accepted - metricsBefore.accepted).toBeGreaterThanOrEqual(1);
  });

  it('only teammates vote a player out; after the sub, the server password changes and only seated players get it', async () => {
    const pug = await world.startPug(5100);
    const [target, ...mates] = Object.keys(pug.teams.blu);
    const opponents = Object.keys(pug.teams.red);
    const url = `/api/voteSub/${pug._id}`;

    // Three players of the other team cannot vote a BLU player out.
    for (const o of opponents.slice(0, 3)) expect((await player(o).post(url, { playerId: target })).status).toBe(403);
    const afterOpponents = (await world.players[0]!.get(`/api/pug/${pug._id}`)).body as Pug;
    expect(afterOpponents.teams.blu[target!]).toMatchObject({ needsSub: false, subVotes: [] });

    // Three teammates can.
    for (const m of mates.slice(0, 3)) expect((await player(m).post(url, { playerId: target })).status).toBe(200);
    const voted = (await world.players[0]!.get(`/api/pug/${pug._id}`)).body as Pug;
    expect(voted.teams.blu[target!]!.needsSub).toBe(true);

    const oldPassword = world.sim.cvars.get('sv_password')!;
    const oldCreds = await player(mates[0]!).get(`/api/pugCreds/${pug._id}`);
    expect(oldCreds.body.password).toBe(oldPassword);
    const watcher = player(mates[1]!);
    const updatesBefore = watcher.received('serverUpdate').length;

    const sub = await TestPlayer.signIn(world.site.url, steamidOf(5190), { socket: false });
    expect((await sub.post(`/api/acceptSub/${pug._id}`, { playerId: target })).status).toBe(200);

    // The server password is rotated over RCON and stored; seated players hear of the change.
    const newPassword = await eventually(
      () => {
        const now = world.sim.cvars.get('sv_password');
        return now !== oldPassword ? now : null;
      },
      5000,
      'sv_password rotated',
    );
    expect(world.sim.commands.filter((c) => c.startsWith('sv_password ')).at(-1)).toBe(`sv_password ${newPassword}`);
    await eventually(
      () =>
        watcher
          .received('serverUpdate')
          .slice(updatesBefore)
          .some((s) => s.pugId === pug._id),
      5000,
      'serverUpdate',
    );

    for (const seated of [watcher, sub]) {
      const creds = await seated.get(`/api/pugCreds/${pug._id}`);
      expect(creds.status).toBe(200);
      expect(creds.body.password).toBe(newPassword);
      expect(creds.body.connect).toBe(`connect ${world.sim.ipport}; password "${newPassword}"`);
    }
    const refused = await player(target!).get(`/api/pugCreds/${pug._id}`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(newPassword);
    const doc = await world.db.collections.servers.findOne({ ipport: world.sim.ipport });
    expect(doc?.password).toBe(newPassword);
    expect(doc!.logs.some((l) => /password changed after a sub/i.test(l.line ?? ''))).toBe(true);
    expect(JSON.stringify(doc!.logs)).not.toContain(newPassword);
  });
});
