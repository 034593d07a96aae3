/**
 * A ban during a live pug (docs/decisions.md "A ban during a live pug"): the banned player's seat
 * needs a sub at once (pugUpdate, GET /api/pug), their server details and sub commands are refused
 * with the ban's reason, another player takes the seat, admins are told; a banned player still
 * seated at the end gets no elo change.
 */
import type { Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { eventually, fillSixesWithDummies, steamidOf, TestPlayer, type LoopSite, useLoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
useLoopSite(8300, (world) => ({ db, site, admin } = world));

async function startPug(player: TestPlayer, firstDummy: number): Promise<Pug> {
  const before = player.received('pugStarted').length;
  await fillSixesWithDummies(site, admin, [player], firstDummy);
  return await eventually(() => player.received('pugStarted')[before]?.[0], 5000, 'pugStarted');
}

const teamOf = (pug: Pug, steamid: string) => (Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : 'red');
const ban = (steamid: string, reason: string) =>
  admin.post('/api/banPlayer/', { userId: steamid, isBan: true, date: Date.now(), expires: null, reason, isCaptainRestrict: false, appealAccepted: false });

describe('a ban during a live pug', () => {
  it('opens the seat for a sub at once, refuses the banned player creds and sub votes, lets another player take the seat, tells admins', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(8301));
    const sub = await TestPlayer.signIn(site.url, steamidOf(8302));
    const pug = await startPug(player, 8310);
    const team = teamOf(pug, player.steamid);
    const teammate = Object.keys(pug.teams[team]).find((s) => s !== player.steamid)!;
    expect((await player.get(`/api/pugCreds/${pug._id}`)).status).toBe(200);

    expect((await ban(player.steamid, 'Cheating in the pug')).status).toBe(201);

    const seen = await eventually(
      () => sub.received('pugUpdate').find((p) => p._id === pug._id && p.teams[team][player.steamid]?.needsSub),
      3000,
      'pugUpdate with the open seat',
    );
    expect(seen.phase).toBe('Pregame');
    const stored = await player.get(`/api/pug/${pug._id}`);
    expect(stored.body.teams[team][player.steamid]).toMatchObject({ needsSub: true });

    const creds = await player.get(`/api/pugCreds/${pug._id}`);
    expect(creds.status).toBe(403);
    expect(creds.body.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Cheating in the pug') });
    expect(JSON.stringify(creds.body)).not.toContain('connect');
    const vote = await player.post(`/api/voteSub/${pug._id}`, { playerId: teammate });
    expect(vote.status).toBe(403);
    expect(vote.body.error.message).toContain('Cheating in the pug');
    expect((await player.get(`/api/pug/${pug._id}`)).body.teams[team][teammate].subVotes).toEqual([]);

    const taken = await sub.post(`/api/acceptSub/${pug._id}`, { playerId: player.steamid });
    expect(taken.status).toBe(200);
    expect(taken.body.teams[team][sub.steamid]).toMatchObject({ needsSub: false });
    expect(taken.body.teams[team][player.steamid]).toBeUndefined();
    expect(taken.body.subbedPlayers).toEqual([expect.objectContaining({ steamid: player.steamid, replacedBy: sub.steamid })]);
    expect((await sub.get(`/api/pugCreds/${pug._id}`)).status).toBe(200);

    const notice = await eventually(() => admin.received('pugNotification').find((n) => n.msg.includes('needs a sub')), 3000, 'admin notification');
    expect(notice).toMatchObject({ variant: 'warning', url: `/pugs/${pug._id}` });
    expect(notice.msg).toContain(`P${player.steamid.slice(-4)}`);
    expect(await db.collections.notifications.countDocuments({ steamid: admin.steamid, msg: notice.msg })).toBe(1);

    await admin.emit('endPug', { pugId: pug._id });
    player.close();
    sub.close();
  });

  it('gives a banned player who was still seated at the end no elo change; the others get theirs', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(8401));
    const pug = await startPug(player, 8410);
    expect((await ban(player.steamid, 'Smurfing')).status).toBe(201);
    await eventually(async () => (await db.collections.pugs.findOne({ _id: pug._id }))?.teams[teamOf(pug, player.steamid)][player.steamid]?.needsSub, 3000);
    const before = await db.collections.users.findOne({ _id: player.steamid });
    await site.server.events.publish('match/over', { pugId: pug._id, score: [3, 1], logId: null, demoUrl: null });
    await eventually(async () => (await db.collections.pugs.findOne({ _id: pug._id }))?.eloApplied, 3000, 'elo applied');
    const history = await db.collections.eloHistory.find({ pugId: pug._id }).toArray();
    expect(history.map((h) => h.steamid)).not.toContain(player.steamid);
    expect(history).toHaveLength(11);
    const after = await db.collections.users.findOne({ _id: player.steamid });
    expect({ elos: after?.elos, pugCounts: after?.pugCounts }).toEqual({ elos: before?.elos, pugCounts: before?.pugCounts });
    player.close();
  });
});
