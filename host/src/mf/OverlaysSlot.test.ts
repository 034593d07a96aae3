import { describe, expect, it } from 'vitest';
import { overlaysWanted } from './OverlaysSlot.tsx';

const NOW = Date.UTC(2026, 10, 1);
const finished = { completeTutorial: true, disciplineHistory: [] };

describe('overlaysWanted: when the host loads mf-tutorial', () => {
  it('not for a visitor, nor for a player who finished the tutorial and is not banned', () => {
    expect(overlaysWanted(null, false, NOW)).toBe(false);
    expect(overlaysWanted(finished, false, NOW)).toBe(false);
  });

  it('for a signed-in player who has not finished the tutorial', () => {
    expect(overlaysWanted({ ...finished, completeTutorial: false }, false, NOW)).toBe(true);
  });

  it('for a banned player, and not once the ban has expired', () => {
    const ban = { isBan: true, date: NOW - 1000, expires: NOW + 60_000, reason: 'toxicity' };
    expect(overlaysWanted({ ...finished, disciplineHistory: [ban] }, false, NOW)).toBe(true);
    expect(overlaysWanted({ ...finished, disciplineHistory: [ban] }, false, NOW + 120_000)).toBe(false);
  });

  it('for anyone with ?sampleban', () => {
    expect(overlaysWanted(null, true, NOW)).toBe(true);
  });
});
