import { describe, expect, it } from 'vitest';
import type { QueuesResponse } from '../contracts/http.ts';
import type { Queue } from '../entities.ts';
import { queuedStatusOf, queuedTitle } from './queuedStatus.ts';
import { roundPromptOf } from './roundPrompt.ts';
import { queueTabTitle } from './tabTitle.ts';

const ME = '76561198000000001';
const state = (over: Partial<Queue> = {}): Queue => ({
  name: 'sixes',
  format: 'sixes',
  region: 'eu',
  phase: 'Waiting For Players',
  roles: [{ role: 'medic', perTeam: 1 }],
  playersByRole: {},
  _queuePlayers: {},
  prereadies: [],
  addedCaptains: [],
  readiedPlayers: [],
  unreadiedPlayers: [],
  undeclaredPlayers: [],
  countdownInfo: null,
  mapCandidates: [],
  mapVotes: {},
  draft: null,
  ...over,
});
const queues = (s: Queue): QueuesResponse =>
  [{ name: 'sixes', format: 'sixes', region: 'eu', roles: [{ role: 'medic', perTeam: 1 }], playersNeeded: 2, state: s }] as unknown as QueuesResponse;

describe('queued, on every page', () => {
  it('says what the player is queued for, "[1/2] Sixes · Medic"; the lobby leaves the title to it while they are', () => {
    const waiting = state({ playersByRole: { medic: [ME] }, _queuePlayers: { [ME]: { steamid: ME, queuedAt: 1 } } });
    const status = queuedStatusOf(queues(waiting), ME)!;
    expect(status).toEqual({ queueName: 'sixes', seated: 1, needed: 2, label: 'Sixes · Medic' });
    expect(queuedTitle(status)).toBe('[1/2] Sixes · Medic');
    expect(queueTabTitle(queues(waiting), ME, 'sixes')).toBeNull();
    expect(queueTabTitle(queues(waiting), 'someone else', 'sixes')).toBe('[1/2] TF2 Pugs');
    expect(queuedStatusOf(queues(waiting), null)).toBeNull();
    expect(queuedStatusOf(queues(waiting), '__proto__')).toBeNull();
  });

  it('knows the prompt waiting on the player: the ready-up, the map vote, their pick', () => {
    expect(roundPromptOf(state({ phase: 'Readying', undeclaredPlayers: [ME] }), ME, null)).toBe('readyUp');
    expect(roundPromptOf(state({ phase: 'Picking Map', mapCandidates: ['cp_x'], readiedPlayers: [ME] }), ME, null)).toBe('mapVote');
    expect(roundPromptOf(state({ phase: 'Picking Map' }), ME, { queueName: 'sixes', captain: ME })).toBe('pick');
    expect(roundPromptOf(state({ phase: 'Readying', undeclaredPlayers: ['other'] }), ME, null)).toBeNull();
  });
});
