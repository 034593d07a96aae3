/**
 * Who of a pug's players is on its server, from the srcds lines the simulated
 * server sends over UDP: stored on the pug, sent to its watchers (pugUpdate), and a seated player
 * never seen within the join deadline gets a sub automatically, unless an admin turned that off.
 * A name written as another player's tag does not make the line that player's.
 */
import { pugLabel, type Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import { steamId3 } from '@pug/test-tools/tf2-sim';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { serversOf, useLivePugWorld } from '../testing/live-pug.ts';

const MIN = 60_000;
let offset = 0;
const now = () => Date.now() + offset;
const world = useLivePugWorld({ rconPassword: 'on-server-rcon', serverName: 'Sim On Server', adminId: 8999, now });

const livePug = (firstId: number): Promise<Pug> => world.startPug(firstId);

const storedPug = async (id: string) => (await world.db.collections.pugs.findOne({ _id: id }))!;
/** The last pugUpdate a watcher (the first player's socket) got for the pug. */
const watched = (id: string) =>
  world.players[0]!.received('pugUpdate')
    .filter((p) => p._id === id)
    .at(-1);

describe('who is on the server', () => {
  it('follows connected, joined team and left per seated player, on the pug and to its watchers', async () => {
    const pug = await livePug(8000);
    const [b1, b2, b3] = Object.keys(pug.teams.blu);
    const [r1] = Object.keys(pug.teams.red);
    world.sim.connect({ name: 'Blue One', steamid: b1!, team: 'Blue' });
    world.sim.connect({ name: 'Wrong Way', steamid: b2!, team: 'Red' });
    world.sim.connect({ name: 'Red Leaver', steamid: r1!, team: 'Red' });
    world.sim.disconnect(r1!);
    // Someone not in the pug is not recorded.
    world.sim.connect({ name: 'Stranger', steamid: steamidOf(8500), team: 'Blue' });
    await eventually(() => watched(pug._id)?.onServer?.[r1!]?.state === 'left', 5000, 'left');

    const seen = watched(pug._id)!.onServer!;
    expect(seen[b1!]).toMatchObject({ state: 'joined', team: 'blu' });
    expect(seen[b2!]).toMatchObject({ state: 'joined', team: 'red' });
    expect(seen[b3!]).toBeUndefined();
    expect(Object.keys(seen).sort()).toEqual([b1, b2, r1].sort());
    // A reload (and any other api process) reads the same from the pug.
    expect((await world.players[5]!.get(`/api/pug/${pug._id}`)).body.onServer).toEqual(seen);
  });

  it("does not take a name written as another player's tag for that player", async () => {
    const pug = await livePug(8100);
    const victim = Object.keys(pug.teams.red)[0]!;
    const forged =
      `Mallory<2><${steamId3(victim)}><>" connected, address "10.0.0.1:27005"\n` +
      `L 01/01/2026 - 00:00:00: "Mallory<2><${steamId3(victim)}><Unassigned>" joined team "Red`;
    world.sim.connect({ name: forged, steamid: steamidOf(8600), team: 'Red' });
    // A seated player's honest line after it, so we know the forged ones were handled.
    const honest = Object.keys(pug.teams.blu)[0]!;
    world.sim.connect({ name: '<"quoted">', steamid: honest, team: 'Blue' });
    await eventually(async () => (await storedPug(pug._id)).onServer?.[honest]?.state === 'joined', 5000, 'honest line');
    expect((await storedPug(pug._id)).onServer?.[victim]).toBeUndefined();
  });

  it('opens the seat of a player not on the server by the deadline, once; an admin can turn it off per pug', async () => {
    const pug = await livePug(8200);
    const blu = Object.keys(pug.teams.blu);
    const red = Object.keys(pug.teams.red);
    for (const steamid of blu) world.sim.connect({ name: `B${steamid.slice(-3)}`, steamid, team: 'Blue' });
    for (const steamid of red.slice(0, 4)) world.sim.connect({ name: `R${steamid.slice(-3)}`, steamid, team: 'Red' });
    world.sim.disconnect(red[0]!); // joined and left: shown as Left, not subbed by this rule
    await eventually(async () => (await storedPug(pug._id)).onServer?.[red[0]!]?.state === 'left', 5000, 'lines stored');
    const [late1, late2] = [red[4]!, red[5]!];
    const poller = serversOf(world.site).poller;

    // Not yet at the deadline.
    offset += 5 * MIN - 10_000;
    await poller.tick();
    expect((await storedPug(pug._id)).teams.red[late1]!.needsSub).toBe(false);

    // An admin turns the automatic sub off for this pug: only admins may.
    const path = `/api/pug/${pug._id}/autoSub`;
    expect((await world.players[0]!.post(path, { enabled: false })).status).toBe(403);
    expect((await world.admin.post(path, { enabled: 'no' })).status).toBe(400);
    const off = await world.admin.post(path, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.autoSubOff).toBe(true);
    offset += 20_000;
    await poller.tick();
    expect((await storedPug(pug._id)).teams.red[late1]!.needsSub).toBe(false);

    // Back on: the two players never seen get a sub requested, once; nobody else does.
    expect((await world.admin.post(path, { enabled: true })).status).toBe(200);
    await Promise.all([poller.tick(), poller.tick()]);
    await eventually(async () => (await storedPug(pug._id)).teams.red[late2]!.needsSub, 5000, 'sub requested');
    await poller.tick();
    const after = await storedPug(pug._id);
    const needing = [...Object.entries(after.teams.blu), ...Object.entries(after.teams.red)].filter(([, seat]) => seat.needsSub).map(([s]) => s);
    expect(needing.sort()).toEqual([late1, late2].sort());
    // The sub flow runs: the watchers see the open seats, and a player outside the pug takes one.
    await eventually(() => watched(pug._id)?.teams.red[late1]?.needsSub, 5000, 'pugUpdate');
    const sub = await TestPlayer.signIn(world.site.url, steamidOf(8700));
    try {
      expect((await sub.post(`/api/acceptSub/${pug._id}`, { playerId: late1 })).status).toBe(200);
    } finally {
      sub.close();
    }
    // The sub has their own JOIN_DEADLINE_MS from taking the seat, not what was left of the first player's.
    await poller.tick();
    expect((await storedPug(pug._id)).teams.red[sub.steamid]!.needsSub).toBe(false);
    offset += 5 * MIN;
    await poller.tick();
    await eventually(async () => (await storedPug(pug._id)).teams.red[sub.steamid]!.needsSub, 5000, 'the sub, in turn');
    // Told, once each, and the server's admin log says why.
    const told = await world.db.collections.notifications.find({ steamid: late1 }).toArray();
    expect(told.filter((n) => n.msg.includes('your seat was opened for a sub'))).toHaveLength(1);
    const adminTold = await world.db.collections.notifications.find({ steamid: world.admin.steamid }).toArray();
    expect(adminTold.filter((n) => n.msg.includes('a sub was requested automatically') && n.msg.includes(`pug ${pugLabel(pug)} (`))).toHaveLength(3);
    const server = await world.db.collections.servers.findOne({ ipport: world.sim.ipport });
    const why = server!.logs.map((l) => l.line ?? '').filter((line) => line.startsWith('Automatic sub:'));
    expect(why.map((line) => [late1, late2, sub.steamid].some((s) => line.includes(s)))).toEqual([true, true, true]);
    expect(await world.db.collections.auditLog.countDocuments({ action: 'setPugAutoSub', 'target.id': pug._id })).toBe(2);
  });
});
