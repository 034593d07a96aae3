/** A provisional player (elo/elo.ts `isProvisional`) from the add to the seat and the draft's "New" mark. */
import { describe, expect, it } from 'vitest';
import { ctx, fill, lobby, readyAll, state, T0 } from './lobbyHarness.ts';
import { toQueueWire } from './queueWire.ts';
import { sid } from '../testFixtures.ts';

describe('provisional players in the lobby', () => {
  it('an add carries the mark per class; leaving the class drops it', () => {
    const a = lobby();
    a.send({ type: 'JOIN', steamid: sid(1), role: 'medic', now: T0, elo: 1000, provisional: true });
    a.send({ type: 'JOIN', steamid: sid(1), role: 'demoman', now: T0 + 1, elo: 1200, provisional: false });
    expect(ctx(a).players[sid(1)]?.provisionalRoles).toEqual(['medic']);
    a.send({ type: 'LEAVE', steamid: sid(1), role: 'medic', now: T0 + 2 });
    expect(ctx(a).players[sid(1)]?.provisionalRoles).toEqual([]);
  });

  it('the seat of a provisional class is provisional, and the draft wire names the provisional players', () => {
    const a = lobby();
    // Players 1..12 join, 2 and 11 flagged captains; then 3 and 9 add again as provisional (their only class).
    fill(a, { shouldCaptain: [2, 11] });
    a.send({ type: 'LEAVE', steamid: sid(3), now: T0 + 13_000 });
    a.send({ type: 'LEAVE', steamid: sid(9), now: T0 + 13_001 });
    a.send({ type: 'JOIN', steamid: sid(3), role: 'pocketscout', now: T0 + 14_000, elo: 1150, provisional: true });
    a.send({ type: 'JOIN', steamid: sid(9), role: 'demoman', now: T0 + 14_001, elo: 1450, provisional: true });
    const seats = ctx(a).selection!;
    expect(
      seats
        .filter((s) => s.provisional)
        .map((s) => s.steamid)
        .sort(),
    ).toEqual([sid(3), sid(9)].sort());
    readyAll(a, T0 + 20_000);
    a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
    expect(state(a)).toBe('Drafting');
    expect(toQueueWire(ctx(a)).draft?.provisional?.sort()).toEqual([sid(3), sid(9)].sort());
  });

  it('a draft with nobody provisional has no mark', () => {
    const a = lobby();
    fill(a, { shouldCaptain: [2, 11] });
    readyAll(a, T0 + 20_000);
    a.send({ type: 'DEADLINE', now: ctx(a).deadline! });
    expect(state(a)).toBe('Drafting');
    expect(toQueueWire(ctx(a)).draft?.provisional).toBeUndefined();
  });
});
