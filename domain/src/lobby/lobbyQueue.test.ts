import { expect, it } from 'vitest';
import { SIXES, sid } from '../testFixtures.ts';
import { initialLobbyContext, queueSnapshotOf, type LobbyContext } from './lobbyContext.ts';
import { applyJoin, applyLeave, applyPreready, applySetCaptain, removePlayers } from './lobbyQueue.ts';

const base = initialLobbyContext({ config: SIXES, mapPool: ['cp_a'], seed: 1, now: 0 });
const apply = (ctx: LobbyContext, patch: Partial<LobbyContext>): LobbyContext => ({ ...ctx, ...patch });

it('join keeps the first queuedAt and records elo and captain flags per role', () => {
  let c = apply(base, applyJoin(base, { type: 'JOIN', steamid: sid(1), role: 'medic', now: 10, elo: 1500, shouldCaptain: true }));
  c = apply(c, applyJoin(c, { type: 'JOIN', steamid: sid(1), role: 'demoman', now: 20, elo: 1300, captainRestricted: true }));
  expect(c.players[sid(1)]).toEqual({ steamid: sid(1), queuedAt: 10, roles: ['medic', 'demoman'], elos: { medic: 1500, demoman: 1300 } });
  expect(c.addedCaptains).toEqual([sid(1)]);
  expect(c.captainRestricted).toEqual([sid(1)]);
  expect(c.now).toBe(20);
});

it('leave removes one role, or the player with their pre-ready and captain flags', () => {
  let c = apply(base, applyJoin(base, { type: 'JOIN', steamid: sid(1), role: 'medic', now: 10, elo: 1500, shouldCaptain: true }));
  c = apply(c, applyJoin(c, { type: 'JOIN', steamid: sid(1), role: 'demoman', now: 11, elo: 1300 }));
  c = apply(c, applyPreready(c, { type: 'PREREADY', steamid: sid(1), isPreready: true }));
  c = apply(c, applyLeave(c, { type: 'LEAVE', steamid: sid(1), role: 'medic', now: 12 }));
  expect(c.players[sid(1)]?.roles).toEqual(['demoman']);
  expect(c.players[sid(1)]?.elos).toEqual({ demoman: 1300 });
  c = apply(c, applyLeave(c, { type: 'LEAVE', steamid: sid(1), role: 'demoman', now: 13 }));
  expect(c.players).toEqual({});
  expect(c.prereadies).toEqual([]);
  expect(c.addedCaptains).toEqual([]);
});

it('pre-ready and captain toggles are idempotent', () => {
  let c = apply(base, applyPreready(base, { type: 'PREREADY', steamid: sid(2), isPreready: true }));
  c = apply(c, applyPreready(c, { type: 'PREREADY', steamid: sid(2), isPreready: true }));
  expect(c.prereadies).toEqual([sid(2)]);
  c = apply(c, applySetCaptain(c, { type: 'SET_CAPTAIN', steamid: sid(2), shouldCaptain: true }));
  c = apply(c, applySetCaptain(c, { type: 'SET_CAPTAIN', steamid: sid(2), shouldCaptain: false }));
  expect(c.addedCaptains).toEqual([]);
  expect(removePlayers(c, [sid(2)]).prereadies).toEqual([]);
});

it('the queue snapshot lists every queueable role in queuedAt order', () => {
  let c = apply(base, applyJoin(base, { type: 'JOIN', steamid: sid(2), role: 'medic', now: 20, elo: 1 }));
  c = apply(c, applyJoin(c, { type: 'JOIN', steamid: sid(1), role: 'medic', now: 10, elo: 1 }));
  const snap = queueSnapshotOf(c);
  expect(snap.playersByRole.medic).toEqual([sid(1), sid(2)]);
  expect(Object.keys(snap.playersByRole)).toHaveLength(6);
  expect(snap._queuePlayers[sid(2)]).toEqual({ steamid: sid(2), queuedAt: 20 });
});
