/**
 * A pug played to its end on the simulated server is counted on the calibration page by the
 * `pug/completed` reaction, once, with the chance stored at its start; a cancelled pug adds nothing.
 */
import { calibrationResponseSchema, type Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import { simPlayersOf } from '../servers/serveme/testing.ts';
import { eventually } from '../testing/loop-site.ts';
import { useLivePugWorld } from '../testing/live-pug.ts';

const world = useLivePugWorld({ rconPassword: 'calibration-rcon', serverName: 'Sim Calibration', adminId: 9799 });
const calibration = async () => calibrationResponseSchema.parse(await (await fetch(`${world.site.url}/api/calibration?format=sixes`)).json());

describe('a finished pug on the calibration page', () => {
  it('is counted once when it completes, in the band of its stored chance', async () => {
    const pug: Pug = await world.startPug(9740);
    const stored = await world.db.collections.pugs.findOne({ _id: pug._id });
    expect(stored?.odds?.blu).toEqual(expect.any(Number));
    expect((await calibration()).pugs).toBe(0);

    await world.sim.playScriptedMatch(simPlayersOf(pug), { gap: 15 });
    await eventually(async () => (await world.db.collections.pugs.findOne({ _id: pug._id }))?.calibrated === true, 8000, 'calibrated');
    await world.site.events.idle();
    const after = await calibration();
    const done = await world.db.collections.pugs.findOne({ _id: pug._id });
    const [b, r] = done!.data.score!;
    const outcome = b > r ? 1 : b < r ? 0 : 0.5;
    expect(after).toMatchObject({ pugs: 1, unpredicted: 0 });
    expect(after.brier).toBeCloseTo((stored!.odds!.blu - outcome) ** 2, 12);
    expect(after.bands[Math.min(9, Math.floor(stored!.odds!.blu * 10))]).toMatchObject({ pugs: 1, actual: outcome });
    expect(after.months).toHaveLength(1);
  });

  it('adds nothing for a cancelled pug', async () => {
    const pug = await world.startPug(9760);
    expect((await world.admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'Testing' })).status).toBe(200);
    await world.site.events.idle();
    expect(await calibration()).toMatchObject({ pugs: 1, unpredicted: 0 });
    expect((await world.db.collections.pugs.findOne({ _id: pug._id }))?.calibrated).toBeUndefined();
  });
});
