import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { initialLobbyContext } from './lobbyContext.ts';
import { ctx, fill, lobby, readyAll, ROLES, state, T0 } from './lobbyHarness.ts';
import { lobbyRefusal } from './lobbyRules.ts';
import { queueLobbyMachine } from './queueLobbyMachine.ts';
import { toQueueWire } from './queueWire.ts';
import { SIXES, sid } from '../testFixtures.ts';

describe('Picking Map, draft and launch', () => {
  function toMapVote(opts: { shouldCaptain?: number[]; lastMap?: string } = {}) {
    const a = lobby({ lastMap: opts.lastMap });
    fill(a, opts);
    a.send({ type: 'JOIN', steamid: sid(50), role: 'medic', now: T0 + 15_000, elo: 1000 });
    readyAll(a, T0 + 20_000);
    return a;
  }
  it('locks the selected players in and validates votes', () => {
    const a = toMapVote();
    const snap = a.getSnapshot();
    expect(snap.can({ type: 'LEAVE', steamid: sid(1), now: T0 + 21_000 })).toBe(false);
    expect(lobbyRefusal(snap, { type: 'LEAVE', steamid: sid(1), now: T0 })?.message).toMatch(/locked/);
    expect(snap.can({ type: 'LEAVE', steamid: sid(50), now: T0 + 21_000 })).toBe(true);
    expect(snap.can({ type: 'VOTE_MAP', steamid: sid(50), map: snap.context.mapCandidates[0]!, now: T0 })).toBe(false);
    expect(snap.can({ type: 'VOTE_MAP', steamid: sid(1), map: 'ctf_2fort', now: T0 })).toBe(false);
    expect(snap.can({ type: 'VOTE_MAP', steamid: sid(1), map: snap.context.mapCandidates[0]!, now: T0 })).toBe(true);
  });
  it('without captains: the voted map and balanced teams, then the pug is created', () => {
    const a = toMapVote();
    const [m1, m2] = ctx(a).mapCandidates;
    for (let n = 1; n <= 12; n++) a.send({ type: 'VOTE_MAP', steamid: sid(n), map: n <= 7 ? m2! : m1!, now: T0 + 21_000 });
    expect(state(a)).toBe('Launching');
    const c = ctx(a);
    expect(c.map).toBe(m2);
    expect(c.teams!.blu).toHaveLength(6);
    expect(new Set(c.teams!.red.map((s) => s.role))).toEqual(new Set(ROLES));
    a.send({ type: 'PUG_CREATED', pugId: 'pug1', now: T0 + 22_000 });
    expect(state(a)).toBe('Waiting For Players');
    expect(Object.keys(ctx(a).players)).toEqual([sid(50)]);
    expect(ctx(a).lastMap).toBe(m2);
    expect(ctx(a).lastPugId).toBe('pug1');
  });
  it('at the vote deadline the top map wins even without every vote', () => {
    const a = toMapVote();
    const m3 = ctx(a).mapCandidates[2]!;
    a.send({ type: 'VOTE_MAP', steamid: sid(1), map: m3, now: T0 + 21_000 });
    a.send({ type: 'DEADLINE', now: ctx(a).deadline! - 1 });
    expect(state(a)).toBe('Picking Map');
    a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
    expect(state(a)).toBe('Launching');
    expect(ctx(a).map).toBe(m3);
  });
  it('with captains: a draft of legal picks, pickForYou on timeout, then launch', () => {
    const a = toMapVote({ shouldCaptain: [2, 11] });
    a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
    expect(state(a)).toBe('Drafting');
    let c = ctx(a);
    expect(c.draft!.captains).toEqual({ blu: sid(11), red: sid(2) }); // higher elo leads BLU
    const wire = toQueueWire(c);
    expect(wire.phase).toBe('Picking Map');
    expect(wire.draft?.turn).toBe('red');
    const snap = a.getSnapshot();
    expect(snap.can({ type: 'PICK', captain: sid(11), steamid: sid(3), now: T0 })).toBe(false); // not BLU's turn
    expect(snap.can({ type: 'PICK', captain: sid(2), steamid: sid(1), now: T0 })).toBe(false); // RED has its roamerscout
    expect(snap.can({ type: 'PICK', captain: sid(2), steamid: sid(3), role: 'medic', now: T0 })).toBe(false);
    a.send({ type: 'PICK', captain: sid(2), steamid: sid(12), now: T0 + 30_000 });
    expect(ctx(a).deadline).toBe(T0 + 60_000);
    a.send({ type: 'DEADLINE', now: T0 + 60_000 });
    c = ctx(a);
    expect(c.lastAutoPick).toMatchObject({ captain: sid(11), team: 'blu' });
    expect(c.draft!.teams.blu).toHaveLength(2);
    for (let i = 0; i < 20 && state(a) === 'Drafting'; i++) a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
    expect(state(a)).toBe('Launching');
    expect(ctx(a).teams!.blu.map((s) => s.steamid)).toContain(sid(11));
    expect(new Set(ctx(a).teams!.blu.map((s) => s.slot)).size).toBe(6);
  });
  it('a failed pug creation returns the lobby to waiting with nobody lost', () => {
    const a = toMapVote();
    a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
    expect(state(a)).toBe('Launching');
    expect(a.getSnapshot().can({ type: 'LEAVE', steamid: sid(4), now: T0 })).toBe(false);
    a.send({ type: 'PUG_CREATION_FAILED', now: T0 + 50_000, reason: 'no server' });
    expect(state(a)).toBe('Waiting For Players');
    expect(Object.keys(ctx(a).players)).toHaveLength(13);
    expect(ctx(a).selection).toBeNull();
    a.send({ type: 'DEADLINE', now: T0 + 55_000 });
    expect(state(a)).toBe('Waiting For Players');
    a.send({ type: 'DEADLINE', now: T0 + 60_000 });
    expect(state(a)).toBe('Readying');
  });
  it('refuses launch events outside Launching', () => {
    const a = lobby();
    expect(a.getSnapshot().can({ type: 'PUG_CREATED', pugId: 'x', now: T0 })).toBe(false);
  });
});

describe('persistence and reset', () => {
  it('resumes from a persisted snapshot with the same deadline and RNG', () => {
    const a = lobby({ seed: 9 });
    fill(a);
    readyAll(a, T0 + 20_000, [6]);
    const saved = JSON.parse(JSON.stringify(a.getPersistedSnapshot()));
    a.stop();
    const b = createActor(queueLobbyMachine, { snapshot: saved, input: undefined });
    b.start();
    expect(b.getSnapshot().value).toBe('Readying');
    expect(b.getSnapshot().context.deadline).toBe(T0 + 12_000 + 60_000);
    b.send({ type: 'READY', steamid: sid(6), isReady: true, now: T0 + 25_000 });
    expect(b.getSnapshot().value).toBe('Picking Map');
    const c = lobby({ seed: 9 });
    fill(c);
    readyAll(c, T0 + 20_000, [6]);
    c.send({ type: 'READY', steamid: sid(6), isReady: true, now: T0 + 25_000 });
    expect(b.getSnapshot().context.mapCandidates).toEqual(c.getSnapshot().context.mapCandidates);
  });
  it('RESET empties the lobby', () => {
    const a = lobby();
    fill(a);
    a.send({ type: 'RESET', now: T0 + 30_000 });
    expect(state(a)).toBe('Waiting For Players');
    expect(ctx(a).players).toEqual({});
    expect(ctx(a).deadline).toBeNull();
  });
  it('refuses an empty map pool at creation', () => {
    expect(() => initialLobbyContext({ config: SIXES, mapPool: [], seed: 1, now: T0 })).toThrow(/empty map pool/);
  });
});
