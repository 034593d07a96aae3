/**
 * Nobody is always left out (domain lobby/selection.ts): a player still queued when a pug starts
 * (a reserve) gets priority for the next pug, which every client learns over its socket, GET
 * /api/queues shows, and which outlives an api restart (it is part of the stored lobby).
 */
import type { Queue } from '@pug/domain';
import { SIXES_ROLES } from '@pug/domain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, startLoopSite, steamidOf, TestPlayer } from '../testing/loop-site.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function sixes(url: string, viewer?: TestPlayer): Promise<Queue> {
  const res = viewer ? await viewer.get('/api/queues') : { body: await (await fetch(`${url}/api/queues`)).json() };
  return (res.body as { name: string; state: Queue }[]).find((q) => q.name === 'sixes')!.state;
}

it('a reserve of a pug that starts gets priority, sees it live and keeps it across a restart', async () => {
  let site = await startLoopSite(db);
  const admin = await TestPlayer.signIn(site.url, steamidOf(9100), { admin: true });
  const reserve = await TestPlayer.signIn(site.url, steamidOf(9101));
  const other = await TestPlayer.signIn(site.url, steamidOf(9102));
  try {
    // 12 dummies (they ready and vote by themselves) fill the pug, medics first; the reserve joins as a
    // third medic before the last dummy, so the pug starts with them queued and not seated.
    const roles = ['medic', 'medic', ...SIXES_ROLES.filter((r) => r !== 'medic').flatMap((r) => [r, r])];
    for (const [i, role] of roles.entries()) {
      if (i === 11) {
        expect((await reserve.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: reserve.steamid })).status).toBe(200);
      }
      const res = await admin.post('/api/queueRole', { queueName: 'sixes', roles: [role], userSteamId: steamidOf(9110 + i), isDummy: true });
      expect(res.status).toBe(200);
    }
    // The pug starts without them: they stay queued, now with priority.
    const lobby = site.lobbies.get('sixes');
    await eventually(() => lobby.context().lastPugId !== null, 20_000, 'the pug to start');
    expect(lobby.context().players[reserve.steamid]?.priority).toBe(true);
    expect(Object.keys(lobby.context().players)).toEqual([reserve.steamid]);

    // Every client learns the mark over its socket (the round's partialInfo carries _queuePlayers).
    const told = await eventually(
      () => other.received('partialInfo').find((p) => p.name === 'sixes' && p._queuePlayers?.[reserve.steamid]?.priority),
      5000,
      'partialInfo with the priority',
    );
    expect(told._queuePlayers![reserve.steamid]).toEqual({ steamid: reserve.steamid, queuedAt: expect.any(Number), priority: true });
    expect((await sixes(site.url))._queuePlayers[reserve.steamid]).toMatchObject({ priority: true });

    // Nobody grants themselves priority by asking: a newcomer's body field is ignored or refused.
    const sneaky = await other.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: other.steamid, priority: true });
    if (sneaky.status === 200) expect((await sixes(site.url))._queuePlayers[other.steamid]?.priority).toBeUndefined();
    else expect(sneaky.status).toBe(400);

    // Stored with the lobby: a restarted api still has it.
    await site.close();
    site = await startLoopSite(db);
    expect((await sixes(site.url))._queuePlayers[reserve.steamid]).toMatchObject({ priority: true });

    // Leaving the queue ends the priority.
    await site.lobbies.get('sixes').send((now) => ({ type: 'LEAVE', steamid: reserve.steamid, now }));
    await site.lobbies.get('sixes').send((now) => ({ type: 'JOIN', steamid: reserve.steamid, role: 'medic', now, elo: 1500 }));
    expect((await sixes(site.url))._queuePlayers[reserve.steamid]?.priority).toBeUndefined();
  } finally {
    admin.close();
    reserve.close();
    other.close();
    await site.close();
  }
});
