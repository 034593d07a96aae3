/**
 * Leaving a live match: a seated player who joined the pug's server and stayed away past
 * LEAVE_GRACE_MS (5 min) gets a strike, once, from the server's own log lines (the simulated
 * server over UDP); one who came back in time, or whose seat waits for a sub they asked for, does not.
 */
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/loop-site.ts';
import { serversOf, useLivePugWorld } from '../testing/live-pug.ts';

const MIN = 60_000;
let offset = 0;
const now = () => Date.now() + offset;
const world = useLivePugWorld({ rconPassword: 'left-match-rcon', serverName: 'Sim Left Match', adminId: 8899, now });

describe('leaving a live match', () => {
  it('strikes a player gone from the server past the grace, once; not one back in time nor one waiting for the sub they asked for', async () => {
    const pug = await world.startPug(8800);
    const [leaver, returner, asked] = Object.keys(pug.teams.blu);
    for (const steamid of [leaver!, returner!, asked!]) world.sim.connect({ name: `B${steamid.slice(-3)}`, steamid, team: 'Blue' });
    for (const steamid of [leaver!, returner!, asked!]) world.sim.disconnect(steamid);
    const stored = async () => (await world.db.collections.pugs.findOne({ _id: pug._id }))!;
    await eventually(async () => (await stored()).onServer?.[asked!]?.state === 'left', 5000, 'left lines stored');
    // The third asks for a sub ("I need a sub"): their seat waits for one.
    const askedPlayer = world.players.find((p) => p.steamid === asked)!;
    expect((await askedPlayer.post(`/api/voteSub/${pug._id}`, { playerId: asked })).status).toBe(200);
    await eventually(async () => (await stored()).teams.blu[asked!]?.needsSub === true, 5000, 'sub requested');
    // The second comes back.
    world.sim.connect({ name: 'Back', steamid: returner!, team: 'Blue' });
    await eventually(async () => (await stored()).onServer?.[returner!]?.state === 'joined', 5000, 'back');

    const poller = serversOf(world.site).poller;
    offset += 4 * MIN;
    await poller.tick();
    await world.site.events.idle();
    expect((await world.db.collections.users.findOne({ _id: leaver! }))?.reliability).toBeUndefined();

    offset += MIN + 1000;
    await poller.tick();
    await poller.tick();
    await world.site.events.idle();
    const struck = await world.db.collections.users.findOne({ _id: leaver! });
    expect(struck?.reliability?.strikes).toEqual([{ kind: 'leftMatch', pugId: pug._id, at: expect.any(Number) }]);
    expect(struck?.reliability?.cooldown).toMatchObject({ level: 1, kind: 'leftMatch' });
    for (const steamid of [returner!, asked!]) expect((await world.db.collections.users.findOne({ _id: steamid }))?.reliability).toBeUndefined();
  });
});
