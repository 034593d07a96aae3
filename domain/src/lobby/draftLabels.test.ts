import { describe, expect, it } from 'vitest';
import { draftStanding, lobbyPhaseLabel } from './draftLabels.ts';
import { ctx, fill, lobby, readyAll, T0 } from './lobbyHarness.ts';
import { toQueueWire } from './queueWire.ts';
import { sid } from '../testFixtures.ts';

/** Players 1..12 (elo 1000 + 50n) fill sixes with players 2 and 11 flagged to captain, into the draft. */
function drafting() {
  const a = lobby();
  fill(a, { shouldCaptain: [2, 11] });
  readyAll(a, T0 + 13_000);
  a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
  return toQueueWire(ctx(a));
}

describe('lobbyPhaseLabel', () => {
  it('says Drafting while a captains’ draft runs, though the wire phase stays Picking Map', () => {
    const wire = drafting();
    expect(wire.phase).toBe('Picking Map');
    expect(lobbyPhaseLabel(wire)).toBe('Drafting');
  });

  it('keeps the wire phase name otherwise', () => {
    expect(lobbyPhaseLabel({ phase: 'Picking Map', draft: null })).toBe('Picking Map');
    expect(lobbyPhaseLabel({ phase: 'Readying', draft: null })).toBe('Readying');
    expect(lobbyPhaseLabel({ phase: 'Waiting For Players', draft: null })).toBe('Waiting For Players');
  });
});

describe('draftStanding', () => {
  it('gives every drafted and draftable player their class elo and its division', () => {
    const draft = drafting().draft!;
    expect(Object.keys(draft.elos)).toHaveLength(12);
    expect(draftStanding(draft, sid(3))).toEqual({ elo: 1150, division: 'Newcomer' });
    expect(draftStanding(draft, sid(9))).toEqual({ elo: 1450, division: 'Intermediate' });
    expect(draftStanding(draft, sid(12))).toEqual({ elo: 1600, division: 'Main' });
  });

  it('is null for a player the draft does not know', () => {
    expect(draftStanding({ elos: {} }, sid(40))).toBeNull();
  });
});
