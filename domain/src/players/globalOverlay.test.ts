import { describe, expect, it } from 'vitest';
import { globalOverlay } from './globalOverlay.ts';

const NOW = Date.UTC(2026, 10, 1);
const finished = { completeTutorial: true, disciplineHistory: [] };
const ban = { isBan: true, date: NOW - 1000, expires: NOW + 60_000, reason: 'toxicity' };

describe('globalOverlay: the ban modal or the tutorial', () => {
  it('none for a visitor, nor for a player who finished the tutorial and is not banned', () => {
    expect(globalOverlay(null, false, NOW)).toBeNull();
    expect(globalOverlay(finished, false, NOW)).toBeNull();
  });

  it('the tutorial for a signed-in player who has not finished it', () => {
    expect(globalOverlay({ ...finished, completeTutorial: false }, false, NOW)).toEqual({ kind: 'tutorial' });
  });

  it('the ban for a banned player, before the tutorial, and not once the ban has expired', () => {
    expect(globalOverlay({ completeTutorial: false, disciplineHistory: [ban] }, false, NOW)).toEqual({ kind: 'ban', ban });
    expect(globalOverlay({ ...finished, disciplineHistory: [ban] }, false, NOW + 120_000)).toBeNull();
  });

  it('?sampleban fakes a ban for a signed-in player only; a real ban comes first', () => {
    expect(globalOverlay(null, true, NOW)).toBeNull();
    expect(globalOverlay(finished, true, NOW)).toEqual({ kind: 'sampleBan' });
    expect(globalOverlay({ ...finished, completeTutorial: false }, true, NOW)).toEqual({ kind: 'sampleBan' });
    expect(globalOverlay({ ...finished, disciplineHistory: [ban] }, true, NOW)).toEqual({ kind: 'ban', ban });
  });
});
