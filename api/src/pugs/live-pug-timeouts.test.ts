/**
 * A live pug whose log never says Game_Over. Lines reach the api over UDP from the
 * simulated server; the clock is moved instead of sleeping. Silence and the hard maximum tell the
 * admins once (two api processes sweeping the same store included); an admin ends the pug with the
 * score so far, which completes it with that result and its elo.
 */
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/loop-site.ts';
import { serversOf, startLiveSite, useLivePugWorld } from '../testing/live-pug.ts';

const MIN = 60_000;
let offset = 0;
const now = () => Date.now() + offset;
const world = useLivePugWorld({ rconPassword: 'timeouts-rcon', serverName: 'Sim Timeouts', adminId: 7999, now });

/** The admin's notices about the pug (named by its number, #N) saying `text`. */
const adminNotes = async (pug: { number?: number }, text: string) =>
  (await world.db.collections.notifications.find({ steamid: world.admin.steamid }).toArray()).filter(
    (n) => n.msg.startsWith(`Pug #${pug.number} (`) && n.msg.includes(text),
  );

/** A live pug the server's log has started, with the score `blu`-0. */
async function playingPug(firstId: number, blu: number) {
  const pug = await world.startPug(firstId);
  // A pug BLU player on BLU: the match tracker places the teams from their lines.
  world.sim.connect({ name: 'B1', steamid: Object.keys(pug.teams.blu)[0]!, team: 'Blue' });
  world.sim.log('World triggered "Round_Start"');
  world.sim.log(`Team "Blue" current score "${blu}" with "6" players`);
  await eventually(async () => (await world.db.collections.pugs.findOne({ _id: pug._id }))?.data.score?.[0] === blu, 5000, 'live score');
  return pug;
}

describe('a live pug whose log stops', () => {
  it('tells the admins once when its server is silent, even with two api processes; an admin ends it with the score so far', async () => {
    const pug = await playingPug(7000, 2);
    const poller = serversOf(world.site).poller;
    await poller.tick();
    expect(await adminNotes(pug, 'no log line')).toHaveLength(0);

    // A second api process on the same store, started now: it knows only what is stored. It points
    // the server's log at itself too (an RCON line the server logs): wait for that line.
    const heard = (await world.db.collections.servers.findOne({ ipport: world.sim.ipport }))?.lastLineAt ?? 0;
    const other = await startLiveSite(world.db, { now });
    await eventually(async () => ((await world.db.collections.servers.findOne({ ipport: world.sim.ipport }))?.lastLineAt ?? 0) > heard, 5000, 'resume line');
    await serversOf(world.site).service.idle();
    try {
      offset += 10 * MIN + 1000;
      // Both sweep at once (the sweep each status poll runs), then the poll runs again.
      await Promise.all([serversOf(world.site).service.watchLivePugs(), serversOf(other).service.watchLivePugs()]);
      await poller.tick();
    } finally {
      await other.close();
    }
    const notes = await adminNotes(pug, 'no log line for 10 min');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ variant: 'error', url: `/pugs/${pug._id}` });
    expect(notes[0]!.msg).toContain('score 2–0');
    // (Sent live by whichever process claimed it: without REDIS_URL, only to that process's sockets.)

    // Only an admin, and only with the score they saw.
    const path = `/api/pug/${pug._id}/endWithScore`;
    expect((await world.players[0]!.post(path, { score: [2, 0] })).status).toBe(403);
    expect((await world.admin.post(path, { score: [3, 0] })).status).toBe(409);
    expect((await world.admin.post(path, { score: ['2', { $gt: 0 }] })).status).toBe(400);
    const ended = await world.admin.post(path, { score: [2, 0] });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ phase: 'Complete', data: { score: [2, 0] }, resultByAdmin: true });
    expect(ended.body.endReason).toMatch(/^Ended by P7999 with the score so far, 2–0/);

    // Elo applies as for a played match: BLU won.
    const stored = await eventually(async () => {
      const doc = await world.db.collections.pugs.findOne({ _id: pug._id });
      return doc?.eloApplied ? doc : null;
    });
    const blu = Object.keys(pug.teams.blu);
    expect(Object.keys(stored.eloChanges ?? {})).toHaveLength(12);
    expect(blu.every((s) => stored.eloChanges![s]!.delta > 0)).toBe(true);
    const page = await world.players[0]!.get(`/api/pug/${pug._id}`);
    expect(page.body).toMatchObject({ phase: 'Complete', resultByAdmin: true, data: { score: [2, 0] } });
    const audit = await world.db.collections.auditLog.findOne({ action: 'endPugWithScore', 'target.id': pug._id });
    expect(audit).toMatchObject({ actor: world.admin.steamid, details: { score: '2-0' } });

    // It is over now.
    expect((await world.admin.post(path, { score: [2, 0] })).status).toBe(409);
  });

  it('tells the admins once when a live pug passes the hard maximum, however busy its log', async () => {
    const pug = await playingPug(7100, 1);
    offset += 150 * MIN + 1000;
    world.sim.log('"B<2><[U:1:1]><Blue>" say "still playing"');
    await eventually(
      async () => ((await world.db.collections.servers.findOne({ ipport: world.sim.ipport }))?.lastLineAt ?? 0) >= now() - 5000,
      5000,
      'line stored',
    );
    await serversOf(world.site).poller.tick();
    await serversOf(world.site).poller.tick();
    expect(await adminNotes(pug, 'started 150 min ago')).toHaveLength(1);
    expect(await adminNotes(pug, 'no log line')).toHaveLength(0);
    expect((await world.db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Playing');
  });

  it('refuses to end a pug with its score before it is played (409)', async () => {
    const pug = await world.startPug(7200);
    expect((await world.admin.post(`/api/pug/${pug._id}/endWithScore`, { score: [0, 0] })).status).toBe(409);
    expect((await world.admin.post('/api/pug/nope/endWithScore', { score: [0, 0] })).status).toBe(404);
  });
});
