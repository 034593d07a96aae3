/**
 * Too many subs: a live pug in which 4 seats (TOO_MANY_SUBS) wait for a sub at once for 5 min
 * (TOO_MANY_SUBS_MS) is called off with no result and no elo; its players and the admins are told
 * and its server is released. Players ask for their own sub over HTTP; the clock is moved instead
 * of sleeping and the watch's check run, as its timer does.
 */
import { describe, expect, it } from 'vitest';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { useLivePugWorld } from '../testing/live-pug.ts';
import type { PugsFeature } from './feature.ts';

const MIN = 60_000;
let offset = 0;
const now = () => Date.now() + offset;
const world = useLivePugWorld({ rconPassword: 'subs-rcon', serverName: 'Sim Subs', adminId: 7899, now });
const check = () => (world.site.features.find((f) => f.name === 'pugs') as PugsFeature).tooManySubs.check();
const phaseOf = async (pugId: string) => (await world.db.collections.pugs.findOne({ _id: pugId }))?.phase;

describe('a pug with too many seats waiting for a sub', () => {
  it('is called off after 4 seats waited at once for 5 min (a seat taken starts the count again): no elo, everyone told', async () => {
    const pug = await world.startPug(7100);
    const askForSub = async (p: TestPlayer) => expect((await p.post(`/api/voteSub/${pug._id}`, { playerId: p.steamid })).status).toBe(200);
    const elosBefore = await world.db.collections.users.find({ _id: { $in: world.players.map((p) => p.steamid) } }, { projection: { elo: 1 } }).toArray();

    for (const p of world.players.slice(0, 4)) await askForSub(p);
    await check();
    // A player from outside the pug takes one of the seats: 3 wait, the count starts again.
    const sub = await TestPlayer.signIn(world.site.url, steamidOf(7190));
    try {
      expect((await sub.post(`/api/acceptSub/${pug._id}`, { playerId: world.players[0]!.steamid })).status).toBe(200);
    } finally {
      sub.close();
    }
    offset += 6 * MIN;
    await check();
    expect(await phaseOf(pug._id)).not.toBe('Complete');

    await askForSub(world.players[4]!);
    await check();
    offset += 5 * MIN - 1000;
    await check();
    expect(await phaseOf(pug._id)).not.toBe('Complete');
    offset += 1000;
    await Promise.all([check(), check()]);

    const ended = await world.db.collections.pugs.findOne({ _id: pug._id });
    expect(ended).toMatchObject({ phase: 'Complete', endedBy: 'site', endReason: '4 or more seats waited for a sub at once for 5 min' });
    expect(await world.db.collections.eloHistory.countDocuments({ pugId: pug._id })).toBe(0);
    const elosAfter = await world.db.collections.users.find({ _id: { $in: world.players.map((p) => p.steamid) } }, { projection: { elo: 1 } }).toArray();
    expect(elosAfter).toEqual(elosBefore);

    const notes = (await world.db.collections.notifications.find({ steamid: world.admin.steamid }).toArray()).filter((n) => n.msg.includes('was called off'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ variant: 'error', url: `/pugs/${pug._id}` });
    expect(notes[0]!.msg).toContain(`Pug #${pug.number} (sixes`);
    await eventually(
      () => world.players[5]!.received('pugNotification').some((n) => /was cancelled: 4 or more seats waited for a sub/.test(n.msg)),
      3000,
      'players told',
    );
    await eventually(async () => (await world.db.collections.servers.findOne({ ipport: world.sim.ipport }))?.pugId === null, 5000, 'server released');
  });
});
