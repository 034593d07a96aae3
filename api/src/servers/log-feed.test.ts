/**
 * The log feed is verified before the match: a server that takes RCON but whose log lines never
 * reach the api gets its set-up re-run exactly once, then the pug moves to the next free server;
 * the silent one is disrupted ('logFeed') until an admin re-checks it, admins are told once, and the
 * pug's page (GET /api/pug/{id}/serverSetup, the `pugServerSetup` event) says each step.
 */
import { serverSetupText, type PugServerSetup } from '@pug/domain';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import type { ServersFeatureOptions } from './index.ts';
import { insertPregamePug, registerSim, startServersSite, type ServersSite } from './testing.ts';

const ADMIN = '76561198000008888';
let db: Database;
let site: ServersSite;
let sims: Tf2Simulator[] = [];

beforeEach(async () => {
  db = await openTestDatabase();
  await db.collections.users.insertOne({ _id: ADMIN, steamid: ADMIN, alias: 'Admin', isAdmin: true } as never);
});
afterEach(async () => {
  await site?.close();
  for (const s of sims) await s.stop();
  sims = [];
  await db.close();
});

async function sim(name: string, muteLogs = false) {
  const s = await startTf2Sim({ name });
  s.muteLogs = muteLogs;
  sims.push(s);
  return s;
}
// The log check waits 1 s (long enough for a loaded machine): the two silent checks cost 2 s, not 10 s.
async function startSite(options: ServersFeatureOptions = {}) {
  site = await startServersSite(db, { options: { logCheckMs: 1000, ...options } });
  return site;
}
const pug = (_id: string) => ({ _id, queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' as const });
const logChecks = (s: Tf2Simulator) => s.commands.filter((c) => c.startsWith('echo pug-logcheck-')).length;
async function pageSteps(pugId: string): Promise<string[]> {
  const res = await fetch(`${site.url}/api/pug/${pugId}/serverSetup`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as PugServerSetup;
  expect(body.pugId).toBe(pugId);
  return body.steps.map((s) => serverSetupText(s.step));
}
const adminNotes = () => db.collections.notifications.find({ steamid: ADMIN }).toArray();

describe('a server whose log lines never arrive', () => {
  it('re-runs the set-up once, moves the pug to the next free server, disrupts the silent one and tells admins once', async () => {
    const [silent, good] = [await sim('Chicago 1', true), await sim('Chicago 2')];
    const silentDoc = await registerSim(db, silent, { priority: 9 });
    const goodDoc = await registerSim(db, good, { priority: 1 });
    await startSite();
    await insertPregamePug(db, 'pug-feed');

    const server = await site.feature.service.assign(pug('pug-feed'));
    expect(server?._id).toBe(goodDoc._id);
    expect(good.cvars.get('sv_password')).toBe(server!.password);
    // Exactly one re-run on the silent server, and nothing of the match sent to it.
    expect(logChecks(silent)).toBe(2);
    expect(silent.commands).not.toContain('kickall');
    expect(silent.commands).not.toContain('changelevel cp_process_f12');

    const bad = await db.collections.servers.findOne({ _id: silentDoc._id });
    expect(bad).toMatchObject({ pugId: null, isDisrupt: true, disruptReason: 'logFeed' });
    expect(bad!.logs.filter((l) => l.type === 'error').map((l) => l.line)).toEqual([
      expect.stringMatching(/^Configuration try 1 of 3 failed: No log line arrived at /),
      expect.stringMatching(/^Configuration try 2 of 3 failed: No log line arrived at /),
      'No log lines after 2 set-ups: released and marked disrupted (log feed) until an admin re-checks it',
    ]);

    const notes = await adminNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.msg).toContain(`No log lines from Chicago 1 (${silent.ipport}) reached the site`);
    expect(notes[0]!.msg).toContain('gets no pug until an admin re-checks it');

    expect(await pageSteps('pug-feed')).toEqual([
      'Setting up Chicago 1…',
      'Checking the log feed…',
      'No log lines from Chicago 1: trying again',
      'Checking the log feed…',
      'No log lines from Chicago 1 again: looking for another server',
      'Setting up Chicago 2…',
      'Checking the log feed…',
      'Moved to Chicago 2',
    ]);

    // The status poll sees it answer A2S, but that says nothing of its log feed: still disrupted,
    // and the next pug does not get it (it waits, as with no server).
    await site.feature.poller.tick();
    expect(await db.collections.servers.findOne({ _id: silentDoc._id })).toMatchObject({ isDisrupt: true, disruptReason: 'logFeed' });
    await insertPregamePug(db, 'pug-next');
    expect(await site.feature.service.assign(pug('pug-next'))).toBeNull();
    expect(logChecks(silent)).toBe(2);
    expect((await adminNotes()).filter((n) => /No log lines/.test(n.msg))).toHaveLength(1);

    // An admin re-checks it (after fixing its feed): it is free for the next pug again.
    const { cookie } = await signIn(site.url, '76561198000009001', { admin: true });
    const checked = await fetch(`${site.url}/api/servers/${silentDoc._id}/query`, { method: 'POST', headers: { cookie } });
    expect(checked.status).toBe(200);
    expect(await checked.json()).toMatchObject({ isDisrupt: false, disruptReason: null });
    silent.muteLogs = false;
    expect((await site.feature.service.assign(pug('pug-next')))?._id).toBe(silentDoc._id);
  });

  it('with no other free server, the pug waits as with no server, and its page says so', async () => {
    const silent = await sim('Dallas 1', true);
    await registerSim(db, silent);
    await startSite({ noServerWaitMs: 0 });
    await insertPregamePug(db, 'pug-wait');
    const timeouts: string[] = [];
    site.server.events.on('server/noServerTimeout', 'test', ({ pugId }) => void timeouts.push(pugId));

    expect(await site.feature.service.assign(pug('pug-wait'))).toBeNull();
    expect(logChecks(silent)).toBe(2);
    const steps = await pageSteps('pug-wait');
    expect(steps.slice(-2)).toEqual([
      'No log lines from Dallas 1 again: looking for another server',
      'No free server right now: the pug waits for one (it is called off if none is free 1 min after it started)',
    ]);
    const notes = (await adminNotes()).map((n) => n.msg);
    expect(notes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^No log lines from Dallas 1/), expect.stringMatching(/^No game server is available for pug pug-wait/)]),
    );
    expect(notes).toHaveLength(2);

    // The status poll's next try: still no server (the silent one is not tried again); NO_SERVER_WAIT_MS calls it off.
    await site.feature.service.assignWaiting();
    await new Promise((r) => setTimeout(r, 50));
    expect(logChecks(silent)).toBe(2);
    expect(timeouts).toEqual(['pug-wait']);
    expect((await pageSteps('pug-wait')).filter((s) => s.startsWith('No free server'))).toHaveLength(1);
  });

  it('answers 404 for an unknown pug, and a page of a pug without steps gets none', async () => {
    await startSite();
    expect((await fetch(`${site.url}/api/pug/nope/serverSetup`)).status).toBe(404);
    await insertPregamePug(db, 'pug-quiet');
    expect(await pageSteps('pug-quiet')).toEqual([]);
  });
});
