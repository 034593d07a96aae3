import { describe, expect, it } from 'vitest';
import type { Pug, PugTeamPlayer } from '../entities.ts';
import { joinDeadlineOf, notOnServerBy, onServerAfter, onServerLabel } from './onServer.ts';

const seat: PugTeamPlayer = { role: 'scout', needsSub: false, subVotes: [] };
const pug = (extra: Partial<Pug> = {}): Pick<Pug, 'teams' | 'onServer' | 'autoSubOff' | 'phase' | 'subbedPlayers'> => ({
  phase: 'Pregame',
  subbedPlayers: [],
  teams: { blu: { b1: seat, b2: seat }, red: { r1: seat, r2: { ...seat, needsSub: true } } },
  ...extra,
});

describe('who is on the server', () => {
  it('follows connected, joined team and disconnected', () => {
    expect(onServerAfter({ kind: 'connected', steamid: 'b1' }, 5)).toEqual({ state: 'connected', at: 5 });
    expect(onServerAfter({ kind: 'joinedTeam', steamid: 'b1', team: 'red' }, 6)).toEqual({ state: 'joined', team: 'red', at: 6 });
    expect(onServerAfter({ kind: 'joinedTeam', steamid: 'b1', team: null }, 7)).toEqual({ state: 'connected', at: 7 });
    expect(onServerAfter({ kind: 'disconnected', steamid: 'b1' }, 8)).toEqual({ state: 'left', at: 8 });
  });

  it('labels each seated player, with the wrong team named', () => {
    const p = pug({
      onServer: { b1: { state: 'joined', team: 'blu', at: 1 }, b2: { state: 'joined', team: 'red', at: 1 }, r1: { state: 'left', at: 2 } },
    });
    expect(onServerLabel(p, 'b1')).toEqual({ label: 'Joined BLU', kind: 'blu' });
    expect(onServerLabel(p, 'b2')).toEqual({ label: 'Joined RED (wrong team)', kind: 'wrongTeam' });
    expect(onServerLabel(p, 'r1')).toEqual({ label: 'Left', kind: 'left' });
    expect(onServerLabel(p, 'r2')).toEqual({ label: 'Not joined', kind: 'notJoined' });
    expect(onServerLabel(pug({ onServer: { r2: { state: 'connected', at: 1 } } }), 'r2').label).toBe('Connecting');
  });

  it('after a stopwatch half time the teams swapped colours: nobody is on the wrong team, one who stayed is', () => {
    const swapped = pug({
      onServer: {
        b1: { state: 'joined', team: 'red', at: 1 },
        b2: { state: 'joined', team: 'red', at: 1 },
        r1: { state: 'joined', team: 'blu', at: 1 },
        r2: { state: 'joined', team: 'blu', at: 1 },
      },
    });
    for (const steamid of ['b1', 'b2', 'r1', 'r2']) expect(onServerLabel(swapped, steamid).kind, steamid).not.toBe('wrongTeam');
    const big = pug({
      teams: { blu: { b1: seat, b2: seat, b3: seat }, red: { r1: seat } },
      onServer: { b1: { state: 'joined', team: 'red', at: 1 }, b2: { state: 'joined', team: 'red', at: 1 }, b3: { state: 'joined', team: 'blu', at: 1 } },
    });
    expect(onServerLabel(big, 'b3')).toEqual({ label: 'Joined BLU (wrong team)', kind: 'wrongTeam' });
    expect(onServerLabel(big, 'b1').kind).toBe('red');
  });

  it('takes out only players never seen, once the deadline passed, unless turned off', () => {
    const p = pug({ onServer: { b1: { state: 'left', at: 1 } } });
    expect(notOnServerBy(p, 1000, 1000 + 299_999, 300_000)).toEqual([]);
    // b1 joined and left, r2's seat is already open: only b2 and r1.
    expect(notOnServerBy(p, 1000, 1000 + 300_000, 300_000)).toEqual(['b2', 'r1']);
    expect(notOnServerBy({ ...p, autoSubOff: true }, 0, 1e9, 300_000)).toEqual([]);
    // r1 came in as a sub 4 minutes after the server was ready: their time runs from then.
    const subbed = { ...p, subbedPlayers: [{ steamid: 'gone', replacedBy: 'r1', team: 'red' as const, role: 'scout' as const, at: 1000 + 240_000 }] };
    expect(notOnServerBy(subbed, 1000, 1000 + 300_000, 300_000)).toEqual(['b2']);
    expect(notOnServerBy(subbed, 1000, 1000 + 540_000, 300_000)).toEqual(['b2', 'r1']);
    expect(notOnServerBy({ ...p, phase: 'Complete' }, 0, 1e9, 300_000)).toEqual([]);
  });

  it('gives a seated player not yet seen the moment their seat goes to a sub, or null when nothing counts', () => {
    const p = pug({ onServer: { b1: { state: 'connected', at: 5 } } });
    expect(joinDeadlineOf(p, 'b2', 1000, 300_000)).toBe(301_000);
    expect(joinDeadlineOf(p, 'b1', 1000, 300_000)).toBeNull(); // seen on the server
    expect(joinDeadlineOf(p, 'r2', 1000, 300_000)).toBeNull(); // seat already open
    expect(joinDeadlineOf(p, 'nobody', 1000, 300_000)).toBeNull();
    expect(joinDeadlineOf(p, '__proto__', 1000, 300_000)).toBeNull();
    expect(joinDeadlineOf({ ...p, autoSubOff: true }, 'b2', 1000, 300_000)).toBeNull();
    const subbed = { ...p, subbedPlayers: [{ steamid: 'gone', replacedBy: 'b2', team: 'blu' as const, role: 'scout' as const, at: 241_000 }] };
    expect(joinDeadlineOf(subbed, 'b2', 1000, 300_000)).toBe(541_000);
  });
});
