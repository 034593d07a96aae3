import { describe, expect, it } from 'vitest';
import { applyPartialInfo, applyPicked, applyPlayerQueued, applyPugStarted, applyReadyUp, clearLobby } from './queueEvents.ts';
import { fillEvents, lobbyAt, PROLANDER, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

const queued = (steamid: string, role: string, isQueue: boolean) => ({
  queueName: 'x',
  steamid,
  role,
  isQueue,
  queuedAt: T0,
  userInfo: { steamid, alias: steamid },
});

describe('queue events on the local lobby', () => {
  it('playerQueued: joining two roles keeps one queue entry; leaving the last one removes the player', () => {
    let q = lobbyAt(SIXES, []).state;
    q = applyPlayerQueued(q, queued(sid(1), 'medic', true));
    q = applyPlayerQueued(q, queued(sid(1), 'demoman', true));
    q = applyPlayerQueued(q, queued(sid(1), 'medic', true));
    expect(q.playersByRole.medic).toEqual([sid(1)]);
    expect(Object.keys(q._queuePlayers)).toEqual([sid(1)]);
    q = applyPlayerQueued(q, queued(sid(1), 'medic', false));
    expect(q._queuePlayers[sid(1)]).toBeDefined();
    q = applyPlayerQueued(q, queued(sid(1), 'demoman', false));
    expect(q._queuePlayers).toEqual({});
  });

  it('playerQueued for a prolander flex class lands in that class', () => {
    const q = applyPlayerQueued(lobbyAt(PROLANDER, []).state, queued(sid(1), 'spy', true));
    expect(q.playersByRole.spy).toEqual([sid(1)]);
  });

  it('a leave without a known role leaves every role', () => {
    let q = applyPlayerQueued(lobbyAt(SIXES, []).state, queued(sid(1), 'medic', true));
    q = applyPlayerQueued(q, queued(sid(1), 'demoman', true));
    q = applyPlayerQueued(q, queued(sid(1), '', false));
    expect(q._queuePlayers).toEqual({});
    expect(q.playersByRole.medic).toEqual([]);
  });

  it('readyUp! for reseated players keeps the answers of the others', () => {
    const state = lobbyAt(SIXES, [...fillEvents(SIXES), ...readyEvents([sid(1), sid(2)])]).state;
    const next = applyReadyUp(state, { queueName: 'sixes', players: [sid(2), sid(20)], countdownInfo: { secondsRemaining: 60, deadline: T0 + 90_000 } });
    expect(next.readiedPlayers).toEqual([sid(1)]);
    expect(next.undeclaredPlayers).toContain(sid(20));
    expect(next.undeclaredPlayers).toContain(sid(2));
    expect(next.countdownInfo?.deadline).toBe(T0 + 90_000);
  });

  it('partialInfo replaces only the fields it carries', () => {
    const state = lobbyAt(SIXES, fillEvents(SIXES, { count: 2 })).state;
    const next = applyPartialInfo(state, { phase: 'Readying', mapVotes: { [sid(1)]: 'cp_a' } });
    expect(next.phase).toBe('Readying');
    expect(next.mapVotes).toEqual({ [sid(1)]: 'cp_a' });
    expect(next.playersByRole).toBe(state.playersByRole);
  });

  it('picks without a draft are ignored; deleteLobby empties the lobby', () => {
    const state = lobbyAt(SIXES, fillEvents(SIXES, { count: 4 })).state;
    expect(applyPicked(state, 'blu', { queueName: 'sixes', captain: sid(1), steamid: sid(2), role: 'medic' })).toBe(state);
    const cleared = clearLobby(state);
    expect(cleared._queuePlayers).toEqual({});
    expect(Object.values(cleared.playersByRole).every((l) => l.length === 0)).toBe(true);
  });

  it('pugStarted removes the pug players but leaves a new round alone', () => {
    const readying = lobbyAt(SIXES, [...fillEvents(SIXES), ...fillEvents(SIXES, { from: 13, count: 2 })]).state;
    const next = applyPugStarted(readying, [sid(13)]);
    expect(next.phase).toBe('Readying');
    expect(next._queuePlayers[sid(13)]).toBeUndefined();
    expect(next.undeclaredPlayers).toEqual(readying.undeclaredPlayers.filter((s) => s !== sid(13)));
  });
});
