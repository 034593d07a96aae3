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
    expect(status).toEqual({ queueName: 'sixes', seated: 1, needed: 2, label: 'Sixes · Medic', missing: '1 medic' });
    expect(queuedTitle(status)).toBe('[1/2] Sixes · Medic · waiting for 1 medic');
    expect(queueTabTitle(queues(waiting), ME, 'sixes')).toBeNull();
    expect(queueTabTitle(queues(waiting), 'someone else', 'sixes')).toBe('[1/2] TF2 Pugs');
    expect(queuedStatusOf(queues(waiting), null)).toBeNull();
    expect(queuedStatusOf(queues(waiting), '__proto__')).toBeNull();
  });

  it('says in the title what the queue waits for, a player added for two classes counted once', () => {
    const roles = [
      { role: 'scout', perTeam: 1 },
      { role: 'medic', perTeam: 1 },
    ];
    const at = (steamid: string, queuedAt: number) => ({ steamid, queuedAt });
    const cases: { byRole: Record<string, string[]>; phase?: Queue['phase']; title: string }[] = [
      { byRole: { scout: [ME], medic: [ME] }, title: '[1/4] Highlander · Scout, Medic · waiting for 1 scout, 2 medics' },
      { byRole: { scout: [ME, 'a'], medic: [ME] }, title: '[2/4] Highlander · Scout, Medic · waiting for 2 medics' },
      { byRole: { scout: [ME, 'a', 'b'], medic: [ME] }, title: '[3/4] Highlander · Scout, Medic · waiting for 1 medic' },
      { byRole: { scout: [ME, 'a', 'b'], medic: [ME, 'c'] }, title: '[4/4] Highlander · Scout, Medic' },
      { byRole: { scout: [ME, 'a', 'b'], medic: [ME, 'c'] }, phase: 'Readying', title: '[4/4] Highlander · Scout, Medic' },
    ];
    // More than TITLE_MISSING_MAX (3) seats open: the title stays short.
    const big = [
      { role: 'scout', perTeam: 2 },
      { role: 'medic', perTeam: 1 },
    ];
    const far = state({ roles: big, playersByRole: { scout: [ME], medic: [] }, _queuePlayers: { [ME]: at(ME, 1) } });
    const farList = [{ name: 'hl', format: 'HIGHLANDER', region: 'eu', roles: big, playersNeeded: 6, state: far }] as unknown as QueuesResponse;
    expect(queuedTitle(queuedStatusOf(farList, ME)!)).toBe('[1/6] Highlander · Scout');
    for (const { byRole, phase = 'Waiting For Players', title } of cases) {
      const players = [...new Set(Object.values(byRole).flat())];
      const s = state({ roles, phase, playersByRole: byRole, _queuePlayers: Object.fromEntries(players.map((p, i) => [p, at(p, i + 1)])) });
      const list = [{ name: 'hl', format: 'HIGHLANDER', region: 'eu', roles, playersNeeded: 4, state: s }] as unknown as QueuesResponse;
      expect(queuedTitle(queuedStatusOf(list, ME)!)).toBe(title);
    }
  });

  it('knows the prompt waiting on the player: the ready-up, the map vote, their pick', () => {
    expect(roundPromptOf(state({ phase: 'Readying', undeclaredPlayers: [ME] }), ME, null)).toBe('readyUp');
    expect(roundPromptOf(state({ phase: 'Picking Map', mapCandidates: ['cp_x'], readiedPlayers: [ME] }), ME, null)).toBe('mapVote');
    expect(roundPromptOf(state({ phase: 'Picking Map' }), ME, { queueName: 'sixes', captain: ME })).toBe('pick');
    expect(roundPromptOf(state({ phase: 'Readying', undeclaredPlayers: ['other'] }), ME, null)).toBeNull();
  });
});
