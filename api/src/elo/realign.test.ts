import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, UserDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { REALIGN_META_ID, realignIfDue } from './realign.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const user = (steamid: string, elos: UserDoc['elos'], extra: Partial<UserDoc> = {}): UserDoc => userDoc(steamid, { elos, ...extra });

describe('monthly realignment', () => {
  it('a fresh install starts counting; on the 1st every elo moves halfway to its division base, once', async () => {
    const may15 = Date.UTC(2026, 4, 15, 12);
    const june1 = Date.UTC(2026, 5, 1, 0, 5);
    await db.collections.users.insertMany([
      user('76561198000000001', { sixes: { medic: 1800 }, hl: { spy: 900 } }),
      user('76561198000000002', { hl: { medic: 1500 } }, { baseElos: { hl: { medic: 2000 } } }),
      user(
        '76561198000000003',
        { sixes: { demoman: 1000 } },
        {
          playerHistory: {
            lastUpdated: 0,
            data: [
              {
                _id: 's1',
                seasonName: 'S1',
                divisionName: 'Advanced',
                formatName: 'Sixes',
                teamUrl: '',
                teamId: '1',
                startedAt: 10,
                role: 'demoman',
                approved: true,
                seasonId: 1,
              },
              {
                _id: 's0',
                seasonName: 'S0',
                divisionName: 'Newcomer',
                formatName: 'Sixes',
                teamUrl: '',
                teamId: '1',
                startedAt: 5,
                role: 'demoman',
                approved: true,
                seasonId: 0,
              },
            ],
          },
        },
      ),
    ]);
    expect(await realignIfDue(db.collections, may15)).toBeNull();
    expect(await realignIfDue(db.collections, may15 + 3600_000)).toBeNull();
    expect(await realignIfDue(db.collections, june1)).toBe(3);
    const [a, b, c] = await Promise.all(['1', '2', '3'].map((n) => db.collections.users.findOne({ _id: `7656119800000000${n}` })));
    expect(a!.elos).toEqual({ sixes: { medic: 1400 }, hl: { spy: 950 } }); // base 1000 (no division known)
    expect(b!.elos.hl!.medic).toBe(1750); // toward the stored base elo
    expect(c!.elos.sixes!.demoman).toBe(1400); // toward the latest division (Advanced 1800)
    expect(await realignIfDue(db.collections, june1 + 3600_000)).toBeNull();
    expect(await db.collections.eloHistory.countDocuments({ reason: 'realign' })).toBe(4);
    expect((await db.collections.meta.findOne({ _id: REALIGN_META_ID }))!.value).toEqual({ month: '2026-06' });
    // Two processes checking at once: one run.
    const july1 = Date.UTC(2026, 6, 1, 0, 1);
    const runs = await Promise.all([realignIfDue(db.collections, july1), realignIfDue(db.collections, july1)]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect((await db.collections.users.findOne({ _id: '76561198000000001' }))!.elos.sixes!.medic).toBe(1200);
  });

  it('moves an elo toward the latest division of a season that sets that elo key, as base elos read seasons (a Prolander season sets pl)', async () => {
    const season = { seasonName: 'RGL Prolander S3', teamUrl: '', teamId: '1', role: 'medic', approved: true, seasonId: 3 };
    await db.collections.users.insertOne(
      user(
        '76561198000000004',
        { pl: { medic: 1000 } },
        { playerHistory: { lastUpdated: 0, data: [{ ...season, _id: 'p3', formatName: 'Prolander', divisionName: 'Advanced', startedAt: 10 }] } },
      ),
    );
    expect(await realignIfDue(db.collections, Date.UTC(2026, 7, 1, 0, 5))).not.toBeNull();
    expect((await db.collections.users.findOne({ _id: '76561198000000004' }))!.elos.pl!.medic).toBe(1400); // toward Advanced (1800)
  });
});
