import { expect, it } from 'vitest';
import { ctx, fill, lobby, T0 } from './lobbyHarness.ts';
import { toQueueWire } from './queueWire.ts';

it('makes the wire Queue shape with a countdown at any moment', () => {
  const a = lobby();
  fill(a);
  const c = ctx(a);
  const wire = toQueueWire(c, c.deadline! - 10_500);
  expect(Object.keys(wire).sort()).toEqual([
    '_queuePlayers',
    'addedCaptains',
    'countdownInfo',
    'draft',
    'format',
    'friends',
    'mapCandidates',
    'mapVotes',
    'name',
    'phase',
    'playersByRole',
    'prereadies',
    'readiedPlayers',
    'region',
    'roles',
    'seats',
    'undeclaredPlayers',
    'unreadiedPlayers',
  ]);
  expect(wire.countdownInfo).toEqual({ secondsRemaining: 10, deadline: c.deadline });
  expect(wire.roles[0]).toEqual({ role: 'roamerscout', perTeam: 1 });
  expect(wire._queuePlayers[Object.keys(wire._queuePlayers)[0]!]!.queuedAt).toBe(T0 + 1000);
  expect(JSON.parse(JSON.stringify(wire))).toEqual(wire);
  // Each selected player's seat: the class they play (the ready-up dialog says it).
  expect(wire.seats).toEqual(Object.fromEntries(c.selection!.map((s) => [s.steamid, s.role])));
  expect(Object.keys(wire.seats!)).toHaveLength(12);
  wire.readiedPlayers.push('x');
  expect(c.readiedPlayers).not.toContain('x');
});
