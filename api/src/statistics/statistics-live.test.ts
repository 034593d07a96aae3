/**
 * A pug played to its end on the simulated server is counted by the `pug/completed` reaction: its
 * lobby round is stored on the pug at its start (first add, ready-up, the class waited for last), the
 * statistics and the hall of fame show it, and a cancelled pug adds nothing.
 */
import { hallOfFameResponseSchema, statisticsResponseSchema, type Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import { simPlayersOf } from '../servers/serveme/testing.ts';
import { eventually } from '../testing/loop-site.ts';
import { useLivePugWorld } from '../testing/live-pug.ts';

const world = useLivePugWorld({ rconPassword: 'statistics-rcon', serverName: 'Sim Statistics', adminId: 9399 });
const statistics = async () => statisticsResponseSchema.parse(await (await fetch(`${world.site.url}/api/statistics?format=sixes`)).json());

describe('a finished pug in the statistics', () => {
  it('stores its round at the start, and is counted once when it completes', async () => {
    const pug: Pug = await world.startPug(9400);
    const stored = await world.db.collections.pugs.findOne({ _id: pug._id });
    // The 12 joined one after another; the last took the last sixes class (medic) and the ready-up began.
    expect(stored).toMatchObject({ roundStartedAt: expect.any(Number), readyUpAt: expect.any(Number), waitedFor: ['medic'] });
    expect(stored!.readyUpAt! - stored!.roundStartedAt!).toBeGreaterThanOrEqual(0);
    expect((await statistics()).totalPugs).toBe(0);

    await world.sim.playScriptedMatch(simPlayersOf(pug), { gap: 15 });
    await eventually(async () => (await world.db.collections.pugs.findOne({ _id: pug._id }))?.tallied === true, 8000, 'tallied');
    await world.site.events.idle();
    const stats = await statistics();
    expect(stats).toMatchObject({ totalPugs: 1, maps: [{ map: pug.map, pugs: 1 }], waitedFor: [{ slot: 'medic', pugs: 1 }], fill: { pugs: 1 } });
    expect(stats.perDay.at(-1)!.pugs).toBe(1);
    const hall = hallOfFameResponseSchema.parse(await (await fetch(`${world.site.url}/api/hallOfFame?format=sixes`)).json());
    expect(hall.mostPugs).toHaveLength(10);
    expect(hall.mostMedicPugs.map((r) => r.steamid).sort()).toEqual(
      [...Object.entries(pug.teams.blu), ...Object.entries(pug.teams.red)]
        .filter(([, seat]) => seat.role === 'medic')
        .map(([s]) => s)
        .sort(),
    );
  });

  it('adds nothing for a cancelled pug', async () => {
    const pug = await world.startPug(9420);
    expect((await world.admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'Testing' })).status).toBe(200);
    await world.site.events.idle();
    expect((await statistics()).totalPugs).toBe(1);
    expect((await world.db.collections.pugs.findOne({ _id: pug._id }))?.tallied).toBeUndefined();
  });
});
