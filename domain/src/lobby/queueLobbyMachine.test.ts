import { describe, expect, it } from 'vitest';
import { ctx, fill, lobby, readyAll, state, T0 } from './lobbyHarness.ts';
import { lobbyRefusal } from './lobbyRules.ts';
import { toQueueWire } from './queueWire.ts';
import { sid } from '../testFixtures.ts';

describe('Waiting For Players', () => {
  it('queues players and refuses bad joins and leaves', () => {
    const a = lobby();
    a.send({ type: 'JOIN', steamid: sid(1), role: 'medic', now: T0, elo: 1500 });
    const wire = toQueueWire(ctx(a));
    expect(wire.playersByRole.medic).toEqual([sid(1)]);
    expect(wire._queuePlayers[sid(1)]).toEqual({ steamid: sid(1), queuedAt: T0 });
    expect(wire.phase).toBe('Waiting For Players');
    expect(wire.countdownInfo).toBeNull();
    const snap = a.getSnapshot();
    expect(snap.can({ type: 'JOIN', steamid: sid(1), role: 'medic', now: T0, elo: 1 })).toBe(false);
    expect(snap.can({ type: 'JOIN', steamid: sid(2), role: 'sniper', now: T0, elo: 1 })).toBe(false);
    expect(lobbyRefusal(snap, { type: 'JOIN', steamid: sid(2), role: 'sniper', now: T0, elo: 1 })?.message).toMatch(/no sniper role/);
    expect(snap.can({ type: 'LEAVE', steamid: sid(2), now: T0 })).toBe(false);
    expect(snap.can({ type: 'READY', steamid: sid(1), isReady: true, now: T0 })).toBe(false);
    a.send({ type: 'JOIN', steamid: sid(1), role: 'demoman', now: T0 + 5, elo: 1400 });
    a.send({ type: 'LEAVE', steamid: sid(1), role: 'medic', now: T0 + 6 });
    expect(toQueueWire(ctx(a)).playersByRole).toMatchObject({ medic: [], demoman: [sid(1)] });
    expect(ctx(a).players[sid(1)]!.queuedAt).toBe(T0);
    a.send({ type: 'LEAVE', steamid: sid(1), now: T0 + 7 });
    expect(ctx(a).players).toEqual({});
  });
  it('moves to Readying when every seat can be filled, with a 60 s deadline', () => {
    const a = lobby();
    fill(a);
    expect(state(a)).toBe('Readying');
    const wire = toQueueWire(ctx(a));
    expect(wire.phase).toBe('Readying');
    expect(wire.undeclaredPlayers).toHaveLength(12);
    expect(wire.countdownInfo).toEqual({ secondsRemaining: 60, deadline: T0 + 12_000 + 60_000 });
  });
  it('readies pre-readied players automatically', () => {
    const a = lobby();
    a.send({ type: 'JOIN', steamid: sid(1), role: 'roamerscout', now: T0, elo: 1 });
    a.send({ type: 'PREREADY', steamid: sid(1), isPreready: true });
    fill(a);
    expect(ctx(a).readiedPlayers).toEqual([sid(1)]);
    expect(ctx(a).undeclaredPlayers).not.toContain(sid(1));
  });
});

describe('Readying', () => {
  it('applies the ready-up guard on the machine', () => {
    const a = lobby();
    fill(a);
    const deadline = ctx(a).deadline!;
    a.send({ type: 'READY', steamid: sid(1), isReady: true, now: T0 + 20_000 });
    const snap = a.getSnapshot();
    expect(snap.context.readiedPlayers).toEqual([sid(1)]);
    expect(snap.can({ type: 'READY', steamid: sid(1), isReady: true, now: T0 + 20_000 })).toBe(false);
    expect(snap.can({ type: 'READY', steamid: sid(2), isReady: true, now: deadline - 1000 })).toBe(true);
    expect(snap.can({ type: 'READY', steamid: sid(2), isReady: true, now: deadline - 999 })).toBe(false);
    expect(snap.can({ type: 'READY', steamid: sid(40), isReady: true, now: T0 + 20_000 })).toBe(false);
    a.send({ type: 'READY', steamid: sid(2), isReady: false, now: T0 + 21_000 });
    expect(a.getSnapshot().can({ type: 'READY', steamid: sid(2), isReady: true, now: T0 + 22_000 })).toBe(false);
  });
  it('goes to Picking Map when everyone readied', () => {
    const a = lobby({ lastMap: 'cp_sunshine' });
    fill(a);
    readyAll(a, T0 + 30_000);
    expect(state(a)).toBe('Picking Map');
    expect(ctx(a).mapCandidates).toHaveLength(3);
    expect(ctx(a).mapCandidates).not.toContain('cp_sunshine');
    expect(ctx(a).deadline).toBe(T0 + 30_000 + 20_000);
  });
  it('at the deadline removes the unready, keeps the readied, and waits for players', () => {
    const a = lobby();
    fill(a);
    readyAll(a, T0 + 30_000, [3, 4]);
    a.send({ type: 'DEADLINE', now: T0 + 40_000 });
    expect(state(a)).toBe('Readying');
    a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
    expect(state(a)).toBe('Waiting For Players');
    expect(ctx(a).removedAtDeadline).toEqual([sid(3), sid(4)]);
    expect(Object.keys(ctx(a).players)).toHaveLength(10);
    expect(ctx(a).players[sid(3)]).toBeUndefined();
    expect(ctx(a).players[sid(1)]!.queuedAt).toBe(T0 + 1000);
  });
  it('at the deadline readies again at once when the queue is still full, keeping ready states', () => {
    const a = lobby();
    fill(a);
    a.send({ type: 'JOIN', steamid: sid(20), role: 'pocketscout', now: T0 + 13_000, elo: 1000 });
    readyAll(a, T0 + 30_000, [3]);
    const deadline = ctx(a).deadline!;
    a.send({ type: 'DEADLINE', now: deadline });
    expect(state(a)).toBe('Readying');
    expect(ctx(a).removedAtDeadline).toEqual([sid(3)]);
    expect(ctx(a).undeclaredPlayers).toEqual([sid(20)]);
    expect(ctx(a).readiedPlayers).toHaveLength(11);
    expect(ctx(a).deadline).toBe(deadline + 60_000);
    a.send({ type: 'READY', steamid: sid(20), isReady: true, now: deadline + 1000 });
    expect(state(a)).toBe('Picking Map');
  });
  it('ends readying early when everyone declared but some said not ready', () => {
    const a = lobby();
    fill(a);
    readyAll(a, T0 + 30_000, [5]);
    a.send({ type: 'READY', steamid: sid(5), isReady: false, now: T0 + 31_000 });
    expect(state(a)).toBe('Waiting For Players');
    expect(ctx(a).players[sid(5)]).toBeUndefined();
  });
  it("a player switching class is not readied in someone else's seat", () => {
    const a = lobby();
    fill(a);
    a.send({ type: 'JOIN', steamid: sid(30), role: 'medic', now: T0 + 13_000, elo: 1000 });
    a.send({ type: 'JOIN', steamid: sid(31), role: 'demoman', now: T0 + 14_000, elo: 1000 });
    readyAll(a, T0 + 20_000, [1]);
    // medic sid(11) (readied) switches to demoman: joins demoman, leaves medic
    a.send({ type: 'JOIN', steamid: sid(11), role: 'demoman', now: T0 + 21_000, elo: 1000 });
    a.send({ type: 'LEAVE', steamid: sid(11), role: 'medic', now: T0 + 22_000 });
    const c = ctx(a);
    expect(state(a)).toBe('Readying');
    const seat = (n: number) => c.selection!.find((s) => s.steamid === sid(n));
    expect(seat(30)?.role).toBe('medic');
    expect(c.undeclaredPlayers).toContain(sid(30));
    expect(c.readiedPlayers).not.toContain(sid(30));
    // the demoman seats stay with sid(7) and sid(8): sid(11) gets no seat and is not readied anywhere
    expect(seat(11)).toBeUndefined();
    expect(c.readiedPlayers).not.toContain(sid(11));
    expect(c.readiedPlayers).toHaveLength(10);
    expect(c.deadline).toBe(T0 + 22_000 + 60_000);
  });
  it('a seated player switching class never bumps a readied player', () => {
    const b = lobby();
    fill(b);
    b.send({ type: 'JOIN', steamid: sid(20), role: 'roamerscout', now: T0 + 13_000, elo: 1000 });
    readyAll(b, T0 + 20_000, [5]);
    // sid(1), a readied roamerscout queued first of all, switches to medic
    b.send({ type: 'JOIN', steamid: sid(1), role: 'medic', now: T0 + 21_000, elo: 1000 });
    b.send({ type: 'LEAVE', steamid: sid(1), role: 'roamerscout', now: T0 + 22_000 });
    const c = ctx(b);
    const seated = c.selection!.map((s) => s.steamid);
    expect(seated).toEqual(expect.arrayContaining([sid(11), sid(12), sid(20)]));
    expect(seated).not.toContain(sid(1));
    expect(c.readiedPlayers).toEqual(expect.arrayContaining([sid(11), sid(12)]));
    expect(c.undeclaredPlayers.sort()).toEqual([sid(5), sid(20)].sort());
  });
  it('a readied player moved to another seat must ready again there', () => {
    const a = lobby();
    fill(a);
    a.send({ type: 'JOIN', steamid: sid(20), role: 'roamerscout', now: T0 + 13_000, elo: 1000 });
    readyAll(a, T0 + 20_000, [3]);
    a.send({ type: 'JOIN', steamid: sid(1), role: 'pocketscout', now: T0 + 21_000, elo: 1000 });
    a.send({ type: 'LEAVE', steamid: sid(3), now: T0 + 22_000 }); // the only way to fill: sid(1) pocket, sid(20) roamer
    const c = ctx(a);
    expect(state(a)).toBe('Readying');
    expect(c.selection!.find((s) => s.steamid === sid(1))?.role).toBe('pocketscout');
    expect(c.selection!.find((s) => s.steamid === sid(20))?.role).toBe('roamerscout');
    expect(c.undeclaredPlayers.sort()).toEqual([sid(1), sid(20)].sort());
    expect(c.readiedPlayers).toHaveLength(10);
  });
  it('never launches with a vacated seat: a leaver is replaced or the lobby waits', () => {
    const a = lobby();
    fill(a);
    readyAll(a, T0 + 20_000, [12]);
    a.send({ type: 'LEAVE', steamid: sid(12), now: T0 + 21_000 });
    expect(state(a)).toBe('Waiting For Players');
    expect(ctx(a).selection).toBeNull();
    a.send({ type: 'JOIN', steamid: sid(40), role: 'medic', now: T0 + 22_000, elo: 1000 });
    expect(state(a)).toBe('Readying');
    expect(ctx(a).undeclaredPlayers).toHaveLength(12); // a new round: everyone readies again
    readyAll(a, T0 + 23_000);
    expect(state(a)).toBe('Picking Map');
    expect(ctx(a).selection!.map((s) => s.steamid)).toContain(sid(40));
  });
});

describe('map pool', () => {
  it('takes a changed pool for the next map vote and never empties it', () => {
    const a = lobby();
    a.send({ type: 'SET_MAP_POOL', mapPool: ['cp_new_one', 'cp_new_two', 'cp_new_three'] });
    expect(ctx(a).mapPool).toEqual(['cp_new_one', 'cp_new_two', 'cp_new_three']);
    a.send({ type: 'SET_MAP_POOL', mapPool: [] });
    expect(ctx(a).mapPool).toEqual(['cp_new_one', 'cp_new_two', 'cp_new_three']);
    fill(a);
    readyAll(a, T0 + 30_000);
    expect(ctx(a).mapCandidates.every((m) => m.startsWith('cp_new_'))).toBe(true);
  });
});
