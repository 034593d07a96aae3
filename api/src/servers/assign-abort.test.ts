/**
 * A pug called off while its registered server is being set up: its `pug/ended` aborts the set-up
 * at once (here stuck waiting for a log line that never comes): no further configuration command,
 * no retry, and the server is reset and freed, not marked disrupted.
 */
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually } from '../testing/loop-site.ts';
import { insertPregamePug, registerSim, startServersSite, type ServersSite } from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let site: ServersSite;

beforeAll(async () => {
  db = await openTestDatabase();
  sim = await startTf2Sim();
  // Each try waits 5 s for the log check: three tries would hold the server 15 s.
  site = await startServersSite(db, { options: { logCheckMs: 5000 } });
});
afterAll(async () => {
  await site?.close();
  await sim?.stop();
  await db?.close();
});

describe('a pug called off during its server set-up', () => {
  it('stops the set-up at once: nothing configured after the cancel, the server reset and freed', async () => {
    sim.muteLogs = true;
    const server = await registerSim(db, sim);
    await insertPregamePug(db, 'pug-abort');
    const assigned = site.feature.service.assign({ _id: 'pug-abort', queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' });
    await eventually(() => sim.commands.find((c) => c.startsWith('echo pug-logcheck-')), 3000, 'the log check');
    const calledOff = Date.now();
    const sentBefore = sim.commands.length;
    await site.server.events.publish('pug/ended', { pug: { _id: 'pug-abort' } as never });
    expect(Date.now() - calledOff).toBeLessThan(1500);
    expect(await assigned).toBeNull();

    const after = sim.commands.slice(sentBefore);
    // Only the release's reset: kick, a password nobody knows, the log feed off.
    expect(after.filter((c) => /^(sv_logsecret [1-9]|logaddress_add|log on|echo |tv_enable|changelevel|exec |tv_name)/.test(c))).toEqual([]);
    expect(after).toContain('kickall');
    const doc = await db.collections.servers.findOne({ _id: server._id });
    expect(doc).toMatchObject({ pugId: null, isDisrupt: false, password: null });
    expect(doc!.logs.map((l) => l.line)).toEqual(expect.arrayContaining([expect.stringContaining('Set-up stopped: pug pug-abort was called off')]));
    expect(doc!.logs.some((l) => /Configuration try/.test(l.line ?? ''))).toBe(false);
  });
});
