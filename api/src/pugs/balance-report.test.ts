/**
 * The balance report (docs/product.md "Rules"), through the real store: stored with a pug
 * that completes with a result (prediction, result, margin, length); a blowout for its map kind
 * tells every admin on the site and through `admin/notified` (the Discord admin channel's path),
 * with the players and their ratings; a close game tells nobody.
 */
import { balanceMapKind, bluWinChance, isBlowout, type Pug, type TeamName } from '@pug/domain';
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, fillSixesWithDummies, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let seated: TestPlayer;
const notified: string[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db);
  site.server.events.on('admin/notified', 'test', ({ msg }) => void notified.push(msg));
  admin = await TestPlayer.signIn(site.url, steamidOf(8750), { admin: true });
  seated = await TestPlayer.signIn(site.url, steamidOf(8751));
  await db.collections.users.updateOne({ _id: seated.steamid }, { $set: { elos: { sixes: Object.fromEntries(SIXES_ROLES.map((r) => [r, 1500])) } } });
});
afterAll(async () => {
  seated?.close();
  admin?.close();
  await site?.close();
  await db?.close();
});

async function playPug(firstDummy: number): Promise<Pug> {
  for (let i = 1; i < 12; i++) {
    const steamid = steamidOf(firstDummy + i);
    await db.collections.users.updateOne(
      { _id: steamid },
      {
        $set: { elos: { sixes: { [SIXES_ROLES[i % 6]!]: 1250 + i * 43 } } },
        $setOnInsert: { steamid, alias: `Dummy ${i}`, isDummy: true, isAdmin: false, playerHistory: { lastUpdated: 0, data: [] } },
      },
      { upsert: true },
    );
  }
  const before = seated.received('pugStarted').length;
  await fillSixesWithDummies(site, admin, [seated], firstDummy);
  const pug = await eventually(() => seated.received('pugStarted')[before]?.[0], 5000, 'pugStarted');
  await site.server.events.publish('match/started', { pugId: pug._id });
  return pug;
}

const finish = async (pug: Pug, score: [number, number]) => {
  await site.server.events.publish('match/over', { pugId: pug._id, score, logId: null, demoUrl: null });
  return await eventually(async () => (await db.collections.pugs.findOne({ _id: pug._id, eloApplied: true }))?.balance, 5000, 'balance report');
};
const blowoutsTold = async (pug: Pug) =>
  (await db.collections.notifications.find({ steamid: admin.steamid, url: `/pugs/${pug._id}` }).toArray()).map((n) => n.msg);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the balance report', () => {
  it('is stored when a pug completes, and a blowout tells the admins with the players and their ratings', async () => {
    const pug = await playPug(8760);
    const elos = (team: TeamName) => Object.values(pug.teams[team]).map((s) => s.elo!);
    const predicted = bluWinChance(elos('blu'), elos('red'))!;
    const report = await finish(pug, [0, 6]);
    const doc = (await db.collections.pugs.findOne({ _id: pug._id }))!;
    expect(report).toEqual({
      predictedBlu: predicted,
      winner: 'red',
      upset: predicted > 0.5,
      score: [0, 6],
      margin: 6,
      mapKind: balanceMapKind(pug.map),
      blowout: true,
      durationMs: doc.endAt! - doc.gameStartAt!,
    });
    // Everyone reads it with the pug.
    expect((await seated.get(`/api/pug/${pug._id}`)).body.balance).toEqual(report);

    const told = await eventually(async () => (await blowoutsTold(pug)).find((m) => m.startsWith('Blowout')), 5000, 'the admins told');
    expect(told).toContain(`on ${pug.map}`);
    expect(told).toContain('RED won 6–0'); // the winner's score first, as the result reads
    // Each player with the class and the rating they played with.
    const [dummy, seat] = Object.entries(pug.teams.red).find(([s]) => s !== seated.steamid)!;
    const alias = (await db.collections.users.findOne({ _id: dummy }))!.alias;
    expect(told).toContain(`${alias} (`);
    expect(told).toContain(`${Math.round(seat.elo!)})`);
    expect(told).toContain(`P${seated.steamid.slice(-4)} (`);
    // The same notice goes the Discord admin channel's way.
    expect(notified).toContain(told);
    // Not to a player.
    expect(await db.collections.notifications.countDocuments({ steamid: seated.steamid, msg: /^Blowout/ })).toBe(0);
  });

  it('a close game is stored too, and tells nobody', async () => {
    const pug = await playPug(8780);
    const score: [number, number] = [3, 2];
    expect(isBlowout(pug.map, score)).toBe(false);
    const report = await finish(pug, score);
    expect(report).toMatchObject({ winner: 'blu', margin: 1, blowout: false, score });
    await pause(500);
    expect(await blowoutsTold(pug)).toEqual([]);
    expect(notified.filter((m) => m.startsWith(`Blowout in pug #${pug.number} `))).toEqual([]);
  });

  it('a pug called off has no report', async () => {
    const pug = await playPug(8800);
    expect((await admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'Testing' })).status).toBe(200);
    await eventually(async () => (await db.collections.pugs.findOne({ _id: pug._id }))?.eloApplied, 5000, 'the pug ended');
    expect((await db.collections.pugs.findOne({ _id: pug._id }))!.balance).toBeUndefined();
  });
});
