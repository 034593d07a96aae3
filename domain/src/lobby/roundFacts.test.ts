import { describe, expect, it } from 'vitest';
import { ctx, fill, lobby, readyAll, ROLES, state, T0 } from './lobbyHarness.ts';
import { roundFactsOf } from './roundFacts.ts';
import { sid } from '../testFixtures.ts';

/** Ready everyone and let the map vote run out: the lobby waits in Launching for its pug. */
function toLaunching(a: ReturnType<typeof lobby>, now: number) {
  readyAll(a, now);
  a.send({ type: 'DEADLINE', now: ctx(a).deadline! + 1 });
  expect(ctx(a).teams).not.toBeNull();
}

describe('what a lobby round tells the statistics', () => {
  it('keeps the first add, the ready-up and the class the queue waited for last', () => {
    const a = lobby();
    fill(a);
    expect(state(a)).toBe('Readying');
    // Player 12 filled the last seat of the last class; the round began with player 1.
    expect(roundFactsOf(ctx(a))).toEqual({ roundStartedAt: T0 + 1000, readyUpAt: T0 + 12_000, waitedFor: [ROLES[ROLES.length - 1]] });
  });

  it('starts the next round when the pug starts if players stay queued, else at the next first add', () => {
    const a = lobby();
    fill(a);
    a.send({ type: 'JOIN', steamid: sid(13), role: ROLES[0]!, now: T0 + 20_000, elo: 1000 });
    toLaunching(a, T0 + 30_000);
    a.send({ type: 'PUG_CREATED', pugId: 'p1', now: T0 + 90_000 });
    expect(state(a)).toBe('Waiting For Players');
    expect(roundFactsOf(ctx(a))).toEqual({ roundStartedAt: T0 + 90_000 });

    const b = lobby();
    fill(b);
    toLaunching(b, T0 + 30_000);
    b.send({ type: 'PUG_CREATED', pugId: 'p2', now: T0 + 90_000 });
    expect(roundFactsOf(ctx(b))).toEqual({});
    b.send({ type: 'JOIN', steamid: sid(14), role: ROLES[0]!, now: T0 + 120_000, elo: 1000 });
    expect(roundFactsOf(ctx(b))).toEqual({ roundStartedAt: T0 + 120_000 });
  });

  it('restarts the round when everyone left before it filled', () => {
    const a = lobby();
    a.send({ type: 'JOIN', steamid: sid(1), role: ROLES[0]!, now: T0 + 1000, elo: 1000 });
    a.send({ type: 'LEAVE', steamid: sid(1), now: T0 + 2000 });
    a.send({ type: 'JOIN', steamid: sid(2), role: ROLES[0]!, now: T0 + 5000, elo: 1000 });
    expect(ctx(a).roundStartedAt).toBe(T0 + 5000);
  });
});
