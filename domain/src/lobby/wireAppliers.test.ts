import { describe, expect, it } from 'vitest';
import type { Queue } from '../entities.ts';
import { sid } from '../testFixtures.ts';
import { ctx, fill, lobby, readyAll, T0 } from './lobbyHarness.ts';
import { toQueueWire } from './queueWire.ts';
import { applyPugStarted, applyWireEvent, type LobbyWireEvent } from './wireAppliers.ts';

const apply = (queue: Queue, ...events: LobbyWireEvent[]) => events.reduce(applyWireEvent, queue);
const queued = (steamid: string, role: string, isQueue: boolean): LobbyWireEvent => ({
  event: 'playerQueued',
  payload: { queueName: 'sixes', steamid, role, isQueue, queuedAt: T0 },
});
const idle = () => toQueueWire(ctx(lobby()), T0);
const filled = () => {
  const actor = lobby();
  fill(actor);
  return actor;
};

describe('the lobby’s wire events applied to a copy of its state', () => {
  it('playerQueued: joining two roles keeps one queue entry; leaving the last one removes the player', () => {
    let q = apply(idle(), queued(sid(1), 'medic', true), queued(sid(1), 'demoman', true), queued(sid(1), 'medic', true));
    expect(q.playersByRole.medic).toEqual([sid(1)]);
    expect(Object.keys(q._queuePlayers)).toEqual([sid(1)]);
    q = apply(q, queued(sid(1), 'medic', false));
    expect(q._queuePlayers[sid(1)]).toBeDefined();
    q = apply(q, queued(sid(1), 'demoman', false));
    expect(q._queuePlayers).toEqual({});
  });

  it('a leave without a known role leaves every role', () => {
    const q = apply(idle(), queued(sid(1), 'medic', true), queued(sid(1), 'demoman', true), queued(sid(1), '', false));
    expect(q._queuePlayers).toEqual({});
    expect(q.playersByRole.medic).toEqual([]);
  });

  it('readyUp! for reseated players keeps the answers of the others', () => {
    const actor = filled();
    actor.send({ type: 'READY', steamid: sid(1), isReady: true, now: T0 + 20_000 });
    actor.send({ type: 'READY', steamid: sid(2), isReady: true, now: T0 + 20_000 });
    const state = toQueueWire(ctx(actor), T0 + 20_000);
    const next = apply(state, {
      event: 'readyUp!',
      payload: { queueName: 'sixes', players: [sid(2), sid(20)], countdownInfo: { secondsRemaining: 60, deadline: T0 + 90_000 } },
    });
    expect(next.readiedPlayers).toEqual([sid(1)]);
    expect(next.undeclaredPlayers).toContain(sid(20));
    expect(next.undeclaredPlayers).toContain(sid(2));
    expect(next.countdownInfo?.deadline).toBe(T0 + 90_000);
  });

  it('partialInfo replaces only the fields it carries', () => {
    const state = toQueueWire(ctx(filled()), T0);
    const next = apply(state, { event: 'partialInfo', payload: { name: 'sixes', phase: 'Picking Map', mapVotes: { [sid(1)]: 'cp_a' } } });
    expect(next.phase).toBe('Picking Map');
    expect(next.mapVotes).toEqual({ [sid(1)]: 'cp_a' });
    expect(next.playersByRole).toBe(state.playersByRole);
  });

  it('picks without a draft are ignored; deleteLobby empties the lobby', () => {
    const state = toQueueWire(ctx(filled()), T0);
    expect(apply(state, { event: 'pickedBlu!', payload: { queueName: 'sixes', captain: sid(1), steamid: sid(2), role: 'medic' } })).toEqual(state);
    const cleared = apply(state, { event: 'deleteLobby', payload: { queueName: 'sixes' } });
    expect(cleared._queuePlayers).toEqual({});
    expect(cleared.phase).toBe('Waiting For Players');
    expect(Object.values(cleared.playersByRole).every((l) => l.length === 0)).toBe(true);
  });

  it('an event that carries the lobby’s version sets the copy’s; one without leaves it', () => {
    const q = apply(idle(), { event: 'playerReady', payload: { queueName: 'sixes', steamid: sid(1), isReady: true, version: 8 } });
    expect(q.version).toBe(8);
    expect(apply(q, queued(sid(2), 'medic', true)).version).toBe(8);
  });

  it('pugStarted removes the pug players but leaves a new round alone', () => {
    const actor = filled();
    readyAll(actor, T0 + 20_000);
    actor.send({ type: 'JOIN', steamid: sid(13), role: 'medic', now: T0 + 21_000, elo: 1000 });
    const readying = { ...toQueueWire(ctx(actor), T0 + 21_000), phase: 'Readying' as const, undeclaredPlayers: [sid(13)] };
    const next = applyPugStarted(readying, [sid(13)]);
    expect(next.phase).toBe('Readying');
    expect(next._queuePlayers[sid(13)]).toBeUndefined();
    expect(next.undeclaredPlayers).toEqual([]);
  });
});
