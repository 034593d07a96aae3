import { expect, it } from 'vitest';
import { DEFAULT_QUEUES } from '../formats/formats.ts';
import { idleQueueWire, withRoundCleared } from './queueWireReset.ts';

const prolander = DEFAULT_QUEUES.find((q) => q.name === 'prolander')!;

it('makes the idle wire state of a queue: every slot empty, no round', () => {
  const idle = idleQueueWire(prolander);
  expect(idle.phase).toBe('Waiting For Players');
  expect(Object.keys(idle.playersByRole)).toEqual(prolander.roles.map((r) => r.role));
  expect(Object.values(idle.playersByRole).every((list) => list.length === 0)).toBe(true);
  expect(idle.roles.find((r) => r.role === 'flex')).toEqual({ role: 'flex', perTeam: 2, classes: ['pyro', 'heavy', 'engineer', 'spy'] });
  expect(idle.countdownInfo).toBeNull();
  expect(idle.draft).toBeNull();
});

it('clears a round but keeps who is queued', () => {
  const queued = {
    ...idleQueueWire(prolander),
    playersByRole: { scout: ['76561198000000001'] },
    phase: 'Readying' as const,
    readiedPlayers: ['76561198000000001'],
    countdownInfo: { secondsRemaining: 30, deadline: 1 },
    mapVotes: { a: 'pl_upward' },
  };
  const cleared = withRoundCleared(queued);
  expect(cleared.phase).toBe('Waiting For Players');
  expect(cleared.playersByRole).toEqual({ scout: ['76561198000000001'] });
  expect([cleared.readiedPlayers, cleared.countdownInfo, cleared.mapVotes]).toEqual([[], null, {}]);
});
