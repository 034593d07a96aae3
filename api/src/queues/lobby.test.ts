import { SIXES_ROLES as SIXES } from '@pug/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, ManualClock, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function fillSixes(site: LoopSite, from: number) {
  const lobby = site.lobbies.get('sixes');
  for (let i = 0; i < 12; i++) {
    const steamid = steamidOf(from + i);
    await lobby.send((now) => ({ type: 'JOIN', steamid, role: SIXES[i % 6]!, now, elo: 1000 + i * 10 }), { users: [{ steamid, alias: `p${i}` }] });
  }
  return lobby;
}

describe('lobby actor on the store', () => {
  it('persists every transition with its version and resumes the countdown after a restart', async () => {
    let site = await startLoopSite(db);
    const lobby = await fillSixes(site, 1);
    const ctx = lobby.context();
    expect(ctx.phase).toBe('Readying');
    const deadline = ctx.deadline!;
    const stored = await db.collections.queues.findOne({ _id: 'sixes' });
    expect(stored!.version).toBeGreaterThanOrEqual(13);
    expect((stored!.snapshot as { context: { deadline: number } }).context.deadline).toBe(deadline);
    await site.close();

    site = await startLoopSite(db);
    const res = await fetch(`${site.url}/api/queues`);
    const sixes = ((await res.json()) as { name: string; state: { phase: string; countdownInfo: { deadline: number } } }[]).find((q) => q.name === 'sixes')!;
    expect(sixes.state.phase).toBe('Readying');
    expect(sixes.state.countdownInfo.deadline).toBe(deadline);
    // Back to an empty lobby for the next test.
    await site.lobbies.get('sixes').send((now) => ({ type: 'RESET', now }));
    await site.close();
  });

  it('retries on a write another process made first, without losing either change', async () => {
    const site = await startLoopSite(db);
    const lobby = site.lobbies.get('highlander');
    await lobby.send((now) => ({ type: 'JOIN', steamid: steamidOf(100), role: 'medic', now, elo: 1500 }));
    // Another process joins a player behind this one's back: the stored version moves on.
    const { restoreLobby, stepLobby } = await import('./lobby.ts');
    const doc = (await db.collections.queues.findOne({ _id: 'highlander' }))!;
    const other = stepLobby(restoreLobby(doc.snapshot), { type: 'JOIN', steamid: steamidOf(101), role: 'spy', now: Date.now(), elo: 1400 });
    await db.collections.queues.updateOne({ _id: 'highlander', version: doc.version }, { $set: { snapshot: other!.persisted, version: doc.version + 1 } });
    await lobby.send((now) => ({ type: 'JOIN', steamid: steamidOf(102), role: 'scout', now, elo: 1300 }));
    expect(Object.keys(lobby.context().players).sort()).toEqual([steamidOf(100), steamidOf(101), steamidOf(102)]);
    const stored = (await db.collections.queues.findOne({ _id: 'highlander' }))!;
    expect(stored.version).toBe(doc.version + 2);
    await lobby.send((now) => ({ type: 'RESET', now }));
    await site.close();
  });

  it('at the ready-up deadline the unready leave and the readied keep their places', async () => {
    const clock = new ManualClock();
    const site = await startLoopSite(db, { now: clock.now });
    const lobby = await fillSixes(site, 200);
    const late = steamidOf(205);
    // The late player's page hears what happened to them (and every page of the queue does).
    const latePage = await TestPlayer.signIn(site.url, late);
    for (const seat of lobby.context().selection!) {
      if (seat.steamid !== late) await lobby.send((now) => ({ type: 'READY', steamid: seat.steamid, isReady: true, now }));
    }
    expect(lobby.context().phase).toBe('Readying');
    clock.advance(59_000);
    await lobby.fireTimers();
    expect(lobby.context().phase).toBe('Readying');
    clock.advance(1_000);
    await lobby.fireTimers();
    const ctx = lobby.context();
    expect(ctx.phase).toBe('Waiting For Players');
    expect(ctx.players[late]).toBeUndefined();
    expect(Object.keys(ctx.players)).toHaveLength(11);
    expect(ctx.removedAtDeadline).toEqual([late]);
    const missed = await eventually(() => latePage.received('readyUpMissed')[0]);
    expect(missed).toEqual({ queueName: 'sixes', timedOut: [late], declined: [], version: expect.any(Number) });
    latePage.close();
    await lobby.send((now) => ({ type: 'RESET', now }));
    await site.close();
  });
});
