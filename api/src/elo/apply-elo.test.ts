import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, PugDoc, UserDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { applyPugElo } from './apply-elo.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const sid = (n: number) => `765611980000001${String(n).padStart(2, '0')}`;
const user = (n: number, extra: Partial<UserDoc> = {}): UserDoc => userDoc(sid(n), { alias: `u${n}`, elos: { hl: { medic: 1500 } }, ...extra });
const seat = { role: 'medic' as const, needsSub: false, subVotes: [] };
const pug = (id: string, score: [number, number] | null, aborted = false): PugDoc => ({
  _id: id,
  queueName: 'ultiduo',
  format: 'HIGHLANDER',
  phase: 'Complete',
  startAt: 1,
  endAt: 2,
  teams: { blu: { [sid(1)]: seat }, red: { [sid(2)]: seat } },
  subbedPlayers: [],
  shorthand: 'HL',
  map: 'koth_product_final',
  data: { score },
  readiedPlayers: [],
  unreadiedPlayers: [],
  undeclaredPlayers: [],
  players: [sid(1), sid(2)],
  version: 3,
  aborted,
  eloApplied: false,
});

describe('applyPugElo', () => {
  it('stores the changes once, with provisional K for a first pug and the role stats', async () => {
    await db.collections.users.insertMany([user(1), user(2, { pugCounts: { hl: { medic: 10 } } })]);
    const doc = pug('p1', [2, 0]);
    await db.collections.pugs.insertOne(doc);
    const changes = await applyPugElo(db.collections, doc, 10);
    expect(changes.map((c) => [c.steamid, c.delta])).toEqual([
      [sid(1), 32],
      [sid(2), -16],
    ]);
    expect(await applyPugElo(db.collections, doc, 11)).toEqual([]); // a second run changes nothing
    const [a, b] = await Promise.all([1, 2].map((n) => db.collections.users.findOne({ _id: sid(n) })));
    expect(a!.elos.hl!.medic).toBe(1532);
    expect(b!.elos.hl!.medic).toBe(1484);
    expect(a!.pugCounts!.hl!.medic).toBe(1);
    expect(a!.rankings!.hl!.medic).toEqual({ w: 1, l: 0, recentPugs: ['rw'], winStreak: 1, division: 'Intermediate' });
    expect(b!.rankings!.hl!.medic).toMatchObject({ w: 0, l: 1, recentPugs: ['rl'], winStreak: 0 });
    expect((await db.collections.pugs.findOne({ _id: 'p1' }))!.eloApplied).toBe(true);
    expect(await db.collections.eloHistory.countDocuments({ pugId: 'p1' })).toBe(2);
  });

  it('an ended pug (no score) changes no elo', async () => {
    const doc = pug('p2', null, true);
    await db.collections.pugs.insertOne(doc);
    expect(await applyPugElo(db.collections, doc, 10)).toEqual([]);
    expect((await db.collections.users.findOne({ _id: sid(1) }))!.elos.hl!.medic).toBe(1532);
  });
});
