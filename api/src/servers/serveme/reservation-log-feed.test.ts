/**
 * A serveme.tf server whose log lines never reach the api: its set-up is re-run once, then its
 * reservation is ended and another server rented (not that one again); the pug is configured on
 * it, admins are told once, and the pug's page says it moved.
 */
import { serverSetupText, type PugServerSetup } from '@pug/domain';
import { startFakeServeme, type FakeServeme } from '@pug/test-tools/serveme';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { openTestDatabase } from '../../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../../testing/loop-site.ts';
import { callLines, SERVEME_KEY, startServemePug, startServemeSite } from './testing.ts';

let db: Database;
let broken: Tf2Simulator;
let good: Tf2Simulator;
let fake: FakeServeme;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase({ seed: true });
  broken = await startTf2Sim({ name: 'Broken Feed' });
  broken.muteLogs = true;
  good = await startTf2Sim({ name: 'Good Feed' });
  fake = await startFakeServeme({ apiKey: SERVEME_KEY, sim: broken, more: [good] });
  // The log check waits 1 s (long enough for a loaded machine): the two silent checks cost 2 s, not 10 s.
  site = await startServemeSite(db, fake, {}, { logCheckMs: 1000 });
  admin = await TestPlayer.signIn(site.url, steamidOf(8400), { admin: true });
  player = await TestPlayer.signIn(site.url, steamidOf(8401));
});
afterAll(async () => {
  player?.close();
  admin?.close();
  await site?.close();
  await fake?.close();
  await broken?.stop();
  await good?.stop();
  await db?.close();
});

describe('a rented server with a broken log feed', () => {
  it('is ended after one re-run and another server is rented for the pug', async () => {
    const pug = await startServemePug(site, admin, player, 8410);
    const creds = await eventually(
      async () => {
        const res = await player.get(`/api/pugCreds/${pug._id}`);
        return res.status === 200 && res.body.connect ? (res.body as { connect: string }) : null;
      },
      10000,
      'connect string',
    );
    expect(creds.connect).toBe(`connect ${good.ipport}; password "${good.cvars.get('sv_password')}"`);
    expect(broken.commands.filter((c) => c.startsWith('echo pug-logcheck-'))).toHaveLength(2);
    expect(broken.commands).not.toContain('kickall');

    const [first, second] = [...fake.reservations.values()];
    expect(first).toMatchObject({ serverId: 4242 });
    expect(second).toMatchObject({ serverId: 4243 });
    await eventually(() => callLines(fake).includes(`DELETE /api/reservations/${first!.id}`), 5000, 'the broken reservation ended');
    expect(callLines(fake).filter((c) => c === 'POST /api/reservations')).toHaveLength(2);
    expect(callLines(fake)).not.toContain(`DELETE /api/reservations/${second!.id}`);

    const notes = await db.collections.notifications.find({ steamid: steamidOf(8400), msg: { $regex: '^No log lines' } }).toArray();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.msg).toContain('No log lines from Broken Feed (serveme.tf)');
    expect(notes[0]!.msg).toContain('Its serveme.tf reservation was ended');

    // The last step is stored just after the server's password is: wait for it, then read them all.
    const steps = await eventually(
      async () => {
        const res = await player.get(`/api/pug/${pug._id}/serverSetup`);
        const texts = (res.body as PugServerSetup).steps.map((s) => serverSetupText(s.step));
        return texts.some((t) => t.startsWith('Moved to') || t.endsWith('is ready')) ? texts : null;
      },
      5000,
      'the last set-up step',
    );
    expect(steps).toEqual([
      'Setting up Broken Feed (serveme.tf)…',
      'Checking the log feed…',
      'No log lines from Broken Feed (serveme.tf): trying again',
      'Checking the log feed…',
      'No log lines from Broken Feed (serveme.tf) again: looking for another server',
      'Setting up Good Feed (serveme.tf)…',
      'Checking the log feed…',
      'Moved to Good Feed (serveme.tf)',
    ]);

    // The pug ends: its reservation is ended too, and both documents go.
    await admin.emit('endPug', { pugId: pug._id });
    await eventually(() => callLines(fake).includes(`DELETE /api/reservations/${second!.id}`), 5000, 'the pug reservation ended');
    await eventually(async () => (await db.collections.servers.countDocuments({})) === 0, 5000, 'reserved servers gone');
  });
});
