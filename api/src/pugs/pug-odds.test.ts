/**
 * Predicted odds (docs/product.md "Rules"), through the real store and sockets: stored with
 * the pug at start from the seats' elos, and again when a sub takes a seat (the start's odds kept).
 */
import { bluWinChance, type Pug, type TeamName } from '@pug/domain';
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { eventually, fillSixesWithDummies, steamidOf, TestPlayer, useLoopSite, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
const opened: TestPlayer[] = [];
useLoopSite(8700, (world) => ({ db, site, admin } = world));
afterAll(() => {
  for (const p of opened) p.close();
});

async function player(n: number, elo: number): Promise<TestPlayer> {
  const p = await TestPlayer.signIn(site.url, steamidOf(n));
  opened.push(p);
  const elos = Object.fromEntries(SIXES_ROLES.map((role) => [role, elo]));
  await db.collections.users.updateOne({ _id: p.steamid }, { $set: { elos: { sixes: elos } } });
  return p;
}

/** Dummies steamidOf(first + i) for i in 1..11, each with its own elo in the class it plays. */
async function dummiesWithElos(first: number): Promise<void> {
  for (let i = 1; i < 12; i++) {
    const steamid = steamidOf(first + i);
    await db.collections.users.updateOne(
      { _id: steamid },
      {
        $set: { elos: { sixes: { [SIXES_ROLES[i % 6]!]: 1200 + i * 61 } } },
        $setOnInsert: { steamid, alias: `Dummy ${i}`, isDummy: true, isAdmin: false, playerHistory: { lastUpdated: 0, data: [] } },
      },
      { upsert: true },
    );
  }
}

const elosOf = (pug: Pug, team: TeamName) => Object.values(pug.teams[team]).map((seat) => seat.elo!);
const teamOf = (pug: Pug, steamid: string): TeamName => (Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : 'red');

describe('predicted odds', () => {
  it('are stored at start from the seats’ elos, and again after a sub (the start’s odds kept)', async () => {
    const seated = await player(8701, 1500);
    const watcher = await player(8702, 1500);
    const sub = await player(8703, 2600);
    await dummiesWithElos(8720);
    const before = seated.received('pugStarted').length;
    await fillSixesWithDummies(site, admin, [seated], 8720);
    const pug = await eventually(() => seated.received('pugStarted')[before]?.[0], 5000, 'pugStarted');

    const expected = bluWinChance(elosOf(pug, 'blu'), elosOf(pug, 'red'))!;
    expect(expected).not.toBe(0.5);
    expect(pug.odds).toEqual({ blu: expected, atStart: expected });
    expect((await db.collections.pugs.findOne({ _id: pug._id }))!.odds).toEqual({ blu: expected, atStart: expected });
    const read = await watcher.get(`/api/pug/${pug._id}`);
    expect(read.body.odds).toEqual({ blu: expected, atStart: expected });

    const team = teamOf(pug, seated.steamid);
    expect((await seated.post(`/api/voteSub/${pug._id}`, { playerId: seated.steamid })).status).toBe(200);
    // Opening the seat changes no odds: only who sits does.
    expect((await db.collections.pugs.findOne({ _id: pug._id }))!.odds!.blu).toBe(expected);

    const accepted = await sub.post(`/api/acceptSub/${pug._id}`, { playerId: seated.steamid });
    expect(accepted.status).toBe(200);
    const others = (t: TeamName) =>
      Object.entries(pug.teams[t])
        .filter(([s]) => s !== seated.steamid)
        .map(([, seat]) => seat.elo!);
    const withSub = (t: TeamName) => (t === team ? [...others(t), 2600] : others(t));
    const after = bluWinChance(withSub('blu'), withSub('red'))!;
    expect(accepted.body.odds).toEqual({ blu: after, atStart: expected });
    // A 2600 sub for a 1500 seat: the sub's team is likelier to win than before.
    if (team === 'blu') expect(after).toBeGreaterThan(expected);
    else expect(after).toBeLessThan(expected);
    expect((await db.collections.pugs.findOne({ _id: pug._id }))!.odds).toEqual({ blu: after, atStart: expected });
    await eventually(() => watcher.received('pugUpdate').find((p) => p._id === pug._id && p.odds?.blu === after), 3000, 'pugUpdate with the new odds');
    // The sub's own elo is not put on their seat: the page shows no number it did not show before.
    expect(accepted.body.teams[team][sub.steamid].elo).toBeUndefined();
  });
});
