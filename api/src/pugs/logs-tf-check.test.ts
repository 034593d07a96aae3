/**
 * A completed pug's score checked against logs.tf's (through the logs.tf stand-in on loopback) and
 * an admin's correction: a pug stored Complete with its elo not applied yet is finished by the pugs
 * feature (as after a restart), which publishes pug/completed; the check reads `/json/{id}`.
 */
import { logsTfLog, startFakeLogsTf, type FakeLogsTf } from '@pug/test-tools/logs-tf';
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { siteFeatures } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import type { PugsFeature } from './feature.ts';
import { LOGS_TF_MAX_BYTES } from './logs-tf-result.ts';

let db: Database;
let site: TestServer;
let logsTf: FakeLogsTf;
let admin: TestPlayer;
let spectator: TestPlayer;
let seated: TestPlayer;
const pugsOf = () => site.features.find((f) => f.name === 'pugs') as PugsFeature;

beforeAll(async () => {
  db = await openTestDatabase();
  logsTf = await startFakeLogsTf();
  site = await startTestServer({
    // The timeout leaves a loaded machine time to read an answer over LOGS_TF_MAX_BYTES (it took
    // over 1.5 s with the test suite beside it): the cap, not the clock, must refuse it.
    env: { LOGSTF_URL: logsTf.url, LOGSTF_RETRY_MS: '10', LOGSTF_TIMEOUT_MS: '4000' },
    deps: { db, collections: db.collections, features: siteFeatures() },
  });
  admin = await TestPlayer.signIn(site.url, steamidOf(9801), { admin: true });
  spectator = await TestPlayer.signIn(site.url, steamidOf(9802));
});
afterEach(() => seated?.close());
afterAll(async () => {
  admin?.close();
  spectator?.close();
  await site?.close();
  await logsTf?.close();
  await db?.close();
});

/** Twelve players from `first` (1-6 BLU, 7-12 RED), each with 1600 elo on their class and 20 pugs played. */
async function completedPug(_id: string, first: number, score: [number, number], logId: string | null, map = 'koth_product_final'): Promise<PugDoc> {
  const ids = Array.from({ length: 12 }, (_, i) => steamidOf(first + i));
  const role = (i: number) => SIXES_ROLES[i % 6]!;
  await db.collections.users.insertMany(
    ids.map((steamid, i) => userDoc(steamid, { alias: `P${i}`, elos: { sixes: { [role(i)]: 1600 } }, pugCounts: { sixes: { [role(i)]: 20 } } })),
  );
  const seat = (i: number) => [ids[i]!, { role: role(i), needsSub: false, subVotes: [] }] as const;
  const doc = {
    _id,
    number: first,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt: 1,
    endAt: 2,
    gameStartAt: 1,
    teams: { blu: Object.fromEntries([0, 1, 2, 3, 4, 5].map(seat)), red: Object.fromEntries([6, 7, 8, 9, 10, 11].map(seat)) },
    subbedPlayers: [],
    shorthand: '6S',
    map,
    data: { logId, score },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: ids,
    version: 5,
    eloApplied: false,
  } as unknown as PugDoc;
  await db.collections.pugs.insertOne(doc);
  return doc;
}

/** logs.tf's log with the pug's BLU players on `bluColour` at the end. */
function logOf(doc: PugDoc, red: number, blue: number, bluColour: 'Red' | 'Blue' = 'Blue') {
  const other = bluColour === 'Blue' ? 'Red' : 'Blue';
  const players = Object.fromEntries([...Object.keys(doc.teams.blu).map((s) => [s, bluColour]), ...Object.keys(doc.teams.red).map((s) => [s, other])]);
  return logsTfLog({ map: doc.map, red, blue, players });
}

/** Finishes the stored pugs (elo, then pug/completed in the background) and waits for the checks of `ids`. */
async function finishAndCheck(...ids: string[]): Promise<void> {
  await pugsOf().service.resume();
  for (const id of ids) await eventually(async () => (await db.collections.pugs.findOne({ _id: id }))?.reconciliation, 30_000, `${id} checked`);
  await site.events.idle();
  await pugsOf().logsTfCheck.idle();
}

const reconciliationOf = async (id: string) => (await db.collections.pugs.findOne({ _id: id }))!.reconciliation;
const eloOf = async (steamid: string, role: string) => (await db.collections.users.findOne({ _id: steamid }))!.elos.sixes![role as 'scout']!;

describe('checking a completed pug against logs.tf', () => {
  it('agrees when logs.tf has the same score, read by where the pug teams ended (colours swapped too)', async () => {
    const a = await completedPug('rc-agree', 100, [3, 1], '1001');
    logsTf.logs.set('1001', { json: logOf(a, 1, 3) });
    const b = await completedPug('rc-swapped', 120, [2, 0], '1002');
    // The pug's BLU team ended on Red: logs.tf's Red score is theirs.
    logsTf.logs.set('1002', { json: logOf(b, 2, 0, 'Red') });
    await finishAndCheck('rc-agree', 'rc-swapped');
    expect(await reconciliationOf('rc-agree')).toMatchObject({ state: 'agrees', logsTfScore: [3, 1] });
    expect(await reconciliationOf('rc-swapped')).toMatchObject({ state: 'agrees', logsTfScore: [2, 0] });
  });

  it('a disagreement is stored, admins are told, and the score and elo are left alone', async () => {
    const doc = await completedPug('rc-disagree', 140, [2, 1], '1003');
    logsTf.logs.set('1003', { json: logOf(doc, 3, 2) }); // logs.tf: RED 3, BLU 2
    await finishAndCheck('rc-disagree');
    expect(await reconciliationOf('rc-disagree')).toMatchObject({ state: 'disagrees', logsTfScore: [2, 3] });
    const stored = (await db.collections.pugs.findOne({ _id: 'rc-disagree' }))!;
    expect(stored.data.score).toEqual([2, 1]);
    const notice = await eventually(() => admin.received('pugNotification').find((n) => n.msg.includes('#140')));
    expect(notice.msg).toContain('recorded 2–1 but logs.tf says 2–3');
    expect(spectator.received('pugNotification').some((n) => n.msg.includes('#140'))).toBe(false);
    // GET /api/pug/{id} carries it for the admin's view.
    expect((await admin.get('/api/pug/rc-disagree')).body.reconciliation).toMatchObject({ state: 'disagrees', logsTfScore: [2, 3] });
  });

  it('asks again while logs.tf answers 404 (not processed yet), then reads the log', async () => {
    const doc = await completedPug('rc-later', 160, [1, 0], '1004');
    logsTf.logs.set('1004', { json: logOf(doc, 0, 1), notYetFor: 2 });
    await finishAndCheck('rc-later');
    expect(await reconciliationOf('rc-later')).toMatchObject({ state: 'agrees', logsTfScore: [1, 0] });
    expect(logsTf.requests.filter((r) => r === '/json/1004')).toHaveLength(3);
  });

  it('a malformed, wrongly shaped, oversized or hanging answer changes nothing but says unavailable', async () => {
    const cases = [
      ['1005', { malformed: true }, 'not JSON'],
      ['1006', { wrongShape: true }, "not a log's result"],
      ['1007', { oversizedBytes: LOGS_TF_MAX_BYTES + 256 * 1024 }, 'over'],
      ['1008', { hang: true }, 'did not answer within 4000 ms'],
      ['1009', null, 'had no log 1009 after 4 tries'],
    ] as const;
    for (const [i, [logId, mode]] of cases.entries()) {
      await completedPug(`rc-bad-${logId}`, 200 + i * 20, [4, 2], logId);
      if (mode) logsTf.logs.set(logId, mode);
    }
    await finishAndCheck(...cases.map(([logId]) => `rc-bad-${logId}`));
    for (const [logId, , reason] of cases) {
      const stored = (await db.collections.pugs.findOne({ _id: `rc-bad-${logId}` }))!;
      expect(stored.reconciliation).toMatchObject({ state: 'unavailable', logsTfScore: null });
      expect(stored.reconciliation!.reason).toContain(reason);
      expect(stored.data.score).toEqual([4, 2]);
      expect(logsTf.requests.filter((r) => r === `/json/${logId}`)).toHaveLength(4);
    }
  }, 60_000);

  it('a stopwatch map is not compared (logs.tf counts halves by colour), and a pug without a logs.tf log is not checked', async () => {
    const doc = await completedPug('rc-stopwatch', 320, [1, 0], '1010', 'pl_upward');
    logsTf.logs.set('1010', { json: logOf(doc, 1, 1) });
    await completedPug('rc-nolog', 340, [1, 0], null);
    await finishAndCheck('rc-stopwatch');
    expect(await reconciliationOf('rc-stopwatch')).toMatchObject({ state: 'unavailable', reason: expect.stringContaining('stopwatch') });
    expect(await reconciliationOf('rc-nolog')).toBeUndefined();
  });
});

describe("using logs.tf's score", () => {
  it('sets the score, applies the elo the new score gives exactly, once, audited, and tells the players', async () => {
    const doc = await completedPug('rc-fix', 400, [2, 1], '1101');
    logsTf.logs.set('1101', { json: logOf(doc, 3, 1) }); // logs.tf: RED won 3-1
    seated = await TestPlayer.signIn(site.url, steamidOf(400));
    await finishAndCheck('rc-fix');
    const path = '/api/pug/rc-fix/useLogsTfScore';
    // Recorded 2-1 for BLU: BLU gained what RED lost.
    const scout = SIXES_ROLES[0]!;
    const bluBefore = await eloOf(steamidOf(400), scout);
    const redBefore = await eloOf(steamidOf(406), scout);
    expect(bluBefore).toBeGreaterThan(1600);
    expect(redBefore).toBeLessThan(1600);

    // Refusals change nothing.
    expect((await spectator.post(path, { score: [1, 3] })).status).toBe(403);
    expect((await admin.post('/api/pug/no-such-pug/useLogsTfScore', { score: [1, 3] })).status).toBe(404);
    expect((await admin.post(path, { score: [1, 3, 4] })).status).toBe(400);
    expect((await admin.post(path, { score: [2, 1] })).status).toBe(409); // not logs.tf's score
    expect((await db.collections.pugs.findOne({ _id: 'rc-fix' }))!.data.score).toEqual([2, 1]);

    const res = await admin.post(path, { score: [1, 3] });
    expect(res.status).toBe(200);
    expect(res.body.data.score).toEqual([1, 3]);
    expect(res.body.reconciliation).toMatchObject({ state: 'agrees', corrected: { by: steamidOf(9801), from: [2, 1] } });
    // Exactly as if the pug had been recorded 1-3: even teams at 1600, K 32 -> -16 / +16.
    expect(await eloOf(steamidOf(400), scout)).toBe(1584);
    expect(await eloOf(steamidOf(406), scout)).toBe(1616);
    const user = (await db.collections.users.findOne({ _id: steamidOf(400) }))!;
    expect(user.rankings!.sixes![scout]).toMatchObject({ w: 0, l: 1 });
    expect(user.pugCounts!.sixes![scout]).toBe(21); // the pug counts once
    const stored = (await db.collections.pugs.findOne({ _id: 'rc-fix' }))!;
    expect(stored.eloChanges![steamidOf(400)]).toEqual({ role: scout, from: 1600, to: 1584, delta: -16 });
    const toast = await eventually(
      () =>
        seated
          .received('eloChanges')
          .flat()
          .filter((c) => c.steamid === steamidOf(400))[1],
    );
    expect(toast.delta).toBe(1584 - bluBefore);
    expect(toast.to).toEqual({ sixes: { [scout]: 1584 } });
    const audit = await db.collections.auditLog.findOne({ action: 'useLogsTfScore', 'target.id': 'rc-fix' });
    expect(audit).toMatchObject({ actor: steamidOf(9801), details: { from: '2-1', to: '1-3', logId: '1101', eloChanged: 12 } });

    // A second click (or another admin's) does nothing.
    const again = await admin.post(path, { score: [1, 3] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('NO_DISAGREEMENT');
    expect(await eloOf(steamidOf(400), scout)).toBe(1584);
    expect(await db.collections.auditLog.countDocuments({ action: 'useLogsTfScore', 'target.id': 'rc-fix' })).toBe(1);
    expect(await db.collections.eloHistory.countDocuments({ pugId: 'rc-fix', reason: 'correction' })).toBe(12);
  });

  it('a player who played since keeps what they gained since: only the difference moves', async () => {
    const doc = await completedPug('rc-later-pug', 440, [2, 1], '1102');
    logsTf.logs.set('1102', { json: logOf(doc, 3, 1) });
    await finishAndCheck('rc-later-pug');
    const scout = SIXES_ROLES[0]!;
    await db.collections.users.updateOne({ _id: steamidOf(440) }, { $inc: { [`elos.sixes.${scout}`]: 10 } }); // another pug since
    expect((await admin.post('/api/pug/rc-later-pug/useLogsTfScore', { score: [1, 3] })).status).toBe(200);
    expect(await eloOf(steamidOf(440), scout)).toBe(1584 + 10);
  });

  it('a pug that agrees is refused with 409', async () => {
    expect((await admin.post('/api/pug/rc-agree/useLogsTfScore', { score: [3, 1] })).status).toBe(409);
  });
});
