/**
 * With and against kept until the player's next pug (profiles/mates-cache.ts), on the real store:
 * the answer is kept after the first read and served from it; a finished pug (`pug/completed`) or a
 * corrected score (`elo/applied`) drops its players' kept answers, so the next read folds again; an
 * answer folded while a pug of theirs finished is not kept; an answer of another rule is not used.
 */
import type { Pug, PlayerMatesResponse } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { cachedMates, storeMates } from './mates-cache.ts';

const sid = (n: number) => `7656119800200${String(n).padStart(4, '0')}`;
const ME = sid(1);
const ALICE = sid(2);
const BOB = sid(3);
const seat = { role: 'scout' as const, needsSub: false, subVotes: [], elo: 1500 };
let n = 0;
function pug(blu: string[], red: string[], score: [number, number]): PugDoc {
  n += 1;
  return {
    _id: `kept-${n}`,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt: n * 1000,
    teams: { blu: Object.fromEntries(blu.map((s) => [s, seat])), red: Object.fromEntries(red.map((s) => [s, seat])) },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { score },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: [...blu, ...red],
    version: 1,
    eloApplied: true,
  };
}

let database: Database;
let server: TestServer;
const mates = async () => {
  const res = await fetch(`${server.url}/api/profile/${ME}/mates`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as PlayerMatesResponse;
  const alice = body.formats[0]?.with.find((r) => r.steamid === ALICE);
  return { pugs: body.formats[0]?.pugs ?? 0, alice: alice && { w: alice.w, l: alice.l, d: alice.d } };
};

beforeAll(async () => {
  database = await openTestDatabase();
  await database.collections.users.insertMany([userDoc(ME, { alias: 'Me' }), userDoc(ALICE, { alias: 'Alice' }), userDoc(BOB, { alias: 'Bob' })]);
  await database.collections.pugs.insertMany([pug([ME, ALICE], [BOB], [3, 1]), pug([ME, ALICE], [BOB], [0, 2])]);
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('with and against, kept until the next pug', () => {
  it('keeps the answer, and folds again once a pug of theirs finishes or its score is corrected', async () => {
    expect(await mates()).toEqual({ pugs: 2, alice: { w: 1, l: 1, d: 0 } });
    expect(await cachedMates(database.collections, ME, 2)).toMatchObject({ formats: [{ format: 'SIXES', pugs: 2 }] });
    expect(await cachedMates(database.collections, ME, 3)).toEqual({ gen: 0 });

    // A pug that finished before its event reached the reaction (the page reloads on `eloChanges`,
    // sent first): the answer was folded from fewer finished pugs, so it is folded again.
    const third = pug([ME, ALICE], [BOB], [2, 2]);
    await database.collections.pugs.insertOne(third);
    expect(await mates()).toEqual({ pugs: 3, alice: { w: 1, l: 1, d: 1 } });

    // Its event drops the answers of its players.
    await server.events.publish('pug/completed', { pug: third as unknown as Pug });
    expect(await cachedMates(database.collections, ME, 3)).toEqual({ gen: 1 });
    expect(await mates()).toEqual({ pugs: 3, alice: { w: 1, l: 1, d: 1 } });
    expect(await cachedMates(database.collections, ME, 3)).toMatchObject({ formats: [{ pugs: 3 }] });

    // A score corrected afterwards (the elo applied again): the draw becomes a win. Until its event, the kept answer.
    await database.collections.pugs.updateOne({ _id: third._id }, { $set: { 'data.score': [4, 2] } });
    expect((await mates()).alice).toEqual({ w: 1, l: 1, d: 1 });
    const change = { steamid: ME, from: {}, to: {}, format: 'sixes', role: 'scout', delta: 5 };
    await server.events.publish('elo/applied', { pugId: third._id, changes: [change] as never });
    expect(await mates()).toEqual({ pugs: 3, alice: { w: 2, l: 1, d: 0 } });
  });

  it('does not keep an answer folded while a pug of theirs finished, nor one of another rule', async () => {
    const c = database.collections;
    await c.playerMates.deleteMany({});
    const stale = [{ format: 'SIXES' as const, pugs: 1, with: [], against: [] }];
    // No document when the fold began; a pug finished meanwhile (its event made one).
    await c.playerMates.insertOne({ _id: BOB, gen: 1 });
    await storeMates(c, BOB, null, 1, stale);
    expect(await cachedMates(c, BOB, 1)).toEqual({ gen: 1 });
    // Read at gen 1; two more pugs finished meanwhile.
    await c.playerMates.updateOne({ _id: BOB }, { $set: { gen: 3 } });
    await storeMates(c, BOB, 1, 1, stale);
    expect(await cachedMates(c, BOB, 1)).toEqual({ gen: 3 });
    await storeMates(c, BOB, 3, 1, stale);
    expect(await cachedMates(c, BOB, 1)).toMatchObject({ formats: [{ pugs: 1 }] });
    expect(await cachedMates(c, BOB, 2)).toEqual({ gen: 3 }); // one more finished pug since
    // An answer folded by another rule is folded again.
    await c.playerMates.updateOne({ _id: BOB }, { $set: { rule: 0 } });
    expect(await cachedMates(c, BOB, 1)).toEqual({ gen: 3 });
  });
});
