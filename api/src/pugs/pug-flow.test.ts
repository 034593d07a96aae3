/** Live pugs: subs, the game server's `match/*` events and their listeners, pickForYou on a captain's timeout. */
import type { Pug } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, fillSixesWithDummies, ManualClock, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import type { PugsFeature } from './feature.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const pugsOf = (site: LoopSite) => site.server.features.find((f) => f.name === 'pugs') as unknown as PugsFeature;

describe('a live pug', () => {
  it('subs by vote, the match events, listeners, and no elo for the subbed-out player', async () => {
    const site = await startLoopSite(db);
    const { events } = site.server;
    const starting: Pug[] = [];
    const ended: [string, string][] = [];
    site.server.events.on('pug/started', 'test', ({ pug }) => void starting.push(pug));
    site.server.events.on('pug/completed', 'test', ({ pug }) => void ended.push([pug._id, 'completed']));
    site.server.events.on('pug/ended', 'test', ({ pug }) => void ended.push([pug._id, 'ended']));
    const admin = await TestPlayer.signIn(site.url, steamidOf(7000), { admin: true });
    const players = await Promise.all([7001, 7002, 7003].map((n) => TestPlayer.signIn(site.url, steamidOf(n))));
    const sub = await TestPlayer.signIn(site.url, steamidOf(7004));
    const bannedSub = await TestPlayer.signIn(site.url, steamidOf(7005));
    await db.collections.discipline.insertOne({
      _id: 'b7005',
      userId: bannedSub.steamid,
      isBan: true,
      date: 1,
      reason: 'No-show',
      isCaptainRestrict: false,
      appealAccepted: false,
    });
    try {
      await fillSixesWithDummies(site, admin, players, 7100);
      const [pug] = await eventually(() => players[0]!.received('pugStarted').at(-1), 5000, 'pugStarted');
      await eventually(() => starting.length === 1, 5000, 'pug/started');
      expect(starting[0]!._id).toBe(pug!._id);
      expect((await pugsOf(site).service.livePugs()).map((p) => p._id)).toEqual([pug!._id]);

      // A dummy on players[0]'s team is voted out by three of its teammates (signed in as needed).
      const team = Object.hasOwn(pug!.teams.blu, players[0]!.steamid) ? 'blu' : 'red';
      const seated = Object.keys(pug!.teams[team]);
      const target = seated.find((s) => !players.some((p) => p.steamid === s))!;
      const signedIn = async (steamid: string) => players.find((p) => p.steamid === steamid) ?? TestPlayer.signIn(site.url, steamid, { socket: false });
      const mates = await Promise.all(
        seated
          .filter((s) => s !== target && s !== players[0]!.steamid)
          .slice(0, 2)
          .map(signedIn),
      );
      const opponent = await signedIn(Object.keys(pug!.teams[team === 'blu' ? 'red' : 'blu'])[0]!);
      const url = `/api/voteSub/${pug!._id}`;
      expect((await sub.post(url, { playerId: target })).status).toBe(403); // not a participant
      expect((await opponent.post(url, { playerId: target })).status).toBe(403); // not a teammate
      expect((await players[0]!.post(url, { playerId: target })).status).toBe(200);
      expect((await players[0]!.post(url, { playerId: target })).status).toBe(409); // voted already
      expect((await sub.post(`/api/acceptSub/${pug!._id}`, { playerId: target })).status).toBe(409); // 1 vote only
      await mates[0]!.post(url, { playerId: target });
      const voted = await mates[1]!.post(url, { playerId: target });
      expect(voted.body.teams[team][target].needsSub).toBe(true);
      const refused = await bannedSub.post(`/api/acceptSub/${pug!._id}`, { playerId: target });
      expect(refused.status).toBe(403);
      const accepted = await sub.post(`/api/acceptSub/${pug!._id}`, { playerId: target });
      expect(accepted.status).toBe(200);
      expect(accepted.body.subbedPlayers).toEqual([expect.objectContaining({ steamid: target, replacedBy: sub.steamid, team })]);
      expect((await players[0]!.post(`/api/acceptSub/${pug!._id}`, { playerId: target })).status).toBe(409); // seat taken already
      expect((await sub.get(`/api/pugCreds/${pug!._id}`)).status).toBe(200);

      // What the game server's log says, as the servers feature publishes it.
      const scoreOf = async () => ((await sub.get(`/api/pug/${pug!._id}`)).body as Pug).data.score;
      await events.publish('match/started', { pugId: pug!._id });
      await events.publish('match/score', { pugId: pug!._id, score: [0, 2] });
      await events.publish('match/score', { pugId: pug!._id, score: [-1, 2] }); // refused: the score stays
      expect(await scoreOf()).toEqual([0, 2]);
      await events.publish('match/over', { pugId: pug!._id, score: [1, 4], logId: null, demoUrl: null });
      const changes = await eventually(() => players[0]!.received('eloChanges').at(-1), 5000, 'eloChanges');
      expect(changes.map((c) => c.steamid)).toContain(sub.steamid);
      expect(changes.map((c) => c.steamid)).not.toContain(target);
      await eventually(() => ended.length === 1, 5000, 'pug/completed');
      expect(ended).toEqual([[pug!._id, 'completed']]);
      await events.publish('match/over', { pugId: pug!._id, score: [2, 4], logId: null, demoUrl: null }); // over already: refused
      expect(await scoreOf()).toEqual([1, 4]);
      expect(await db.collections.eloHistory.countDocuments({ pugId: pug!._id })).toBe(12);
      const history = (await sub.post('/api/pugHistoryDict', { users: [target], keys: ['subbedPlayers'] })).body;
      expect(history[0].subbedPlayers[0].replacedBy).toBe(sub.steamid);
    } finally {
      for (const p of [admin, ...players, sub, bannedSub]) p.close();
      await site.close();
    }
  });

  it('a captain who lets the pick timer run out gets pickForYou, and the draft still completes', async () => {
    const clock = new ManualClock();
    const site = await startLoopSite(db, { now: clock.now });
    const admin = await TestPlayer.signIn(site.url, steamidOf(7200), { admin: true });
    const captains = await Promise.all([7201, 7202].map((n) => TestPlayer.signIn(site.url, steamidOf(n))));
    try {
      for (const c of captains) await admin.post('/api/captain/', { steamid: c.steamid, shouldCaptain: true, queueName: 'sixes' });
      await fillSixesWithDummies(site, admin, captains, 7300);
      const lobby = site.lobbies.get('sixes');
      expect(lobby.context().draft).not.toBeNull();
      await eventually(() => captains.some((c) => c.received('yourPick').length > 0), 5000, 'first yourPick');
      for (let i = 0; i < 10 && lobby.context().draft; i++) {
        const onTurn = lobby.wire().draft!;
        const captain = captains.find((c) => c.steamid === onTurn.captains[onTurn.turn])!;
        const seen = captain.received('pickForYou').length;
        clock.advance(30_000);
        await lobby.fireTimers();
        const auto = await eventually(() => captain.received('pickForYou')[seen], 5000, 'pickForYou');
        expect(auto).toMatchObject({ queueName: 'sixes', captain: captain.steamid, team: onTurn.turn });
      }
      expect(captains[0]!.received('pickForYou').length + captains[1]!.received('pickForYou').length).toBe(10);
      const [pug] = await eventually(() => captains[0]!.received('pugStarted').at(-1), 5000, 'pugStarted');
      expect(Object.keys(pug!.teams.blu)).toHaveLength(6);
      await admin.emit('endPug', { pugId: pug!._id });
    } finally {
      for (const p of [admin, ...captains]) p.close();
      await site.close();
    }
  });
});
