import { expect, it } from 'vitest';
import { READY_COUNTDOWN_S } from '../constants.ts';
import { SIXES, sid } from '../testFixtures.ts';
import { initialLobbyContext, type LobbyContext } from './lobbyContext.ts';
import { applyJoin } from './lobbyQueue.ts';
import { abortRound, allDeclared, allReadied, autoBalance, finishRound, recordReady, reselect, resolveMap, startMapVote } from './lobbyRound.ts';
import { ROLES } from './lobbyHarness.ts';

function full(): LobbyContext {
  let c = initialLobbyContext({ config: SIXES, mapPool: ['cp_a_1', 'cp_b_1', 'cp_c_1', 'cp_d_1'], lastMap: 'cp_a_1', seed: 5, now: 0 });
  ROLES.forEach((role, i) => {
    for (const n of [i * 2 + 1, i * 2 + 2]) c = { ...c, ...applyJoin(c, { type: 'JOIN', steamid: sid(n), role, now: n, elo: 1000 + n }) };
  });
  return { ...c, now: 100 };
}

it('reselect seats 12 players with their elos and a fresh countdown', () => {
  const c = { ...full(), ...reselect(full()) };
  expect(c.selection).toHaveLength(12);
  expect(c.selection!.find((s) => s.steamid === sid(3))?.elo).toBe(1003);
  expect(c.undeclaredPlayers).toHaveLength(12);
  expect(c.deadline).toBe(100 + READY_COUNTDOWN_S * 1000);
});

it('tracks declarations', () => {
  let c = { ...full(), ...reselect(full()) };
  for (let n = 1; n <= 12; n++) c = { ...c, ...recordReady(c, sid(n), n !== 4, 200) };
  expect(allReadied(c)).toBe(false);
  expect(allDeclared(c)).toBe(true);
  expect(c.unreadiedPlayers).toEqual([sid(4)]);
});

it('map vote avoids the last map and resolves with the stored RNG state', () => {
  const c0 = { ...full(), ...reselect(full()) };
  const c1 = { ...c0, ...startMapVote(c0) };
  expect(c1.mapCandidates).toHaveLength(3);
  expect(c1.mapCandidates).not.toContain('cp_a_1');
  expect(c1.rngState).not.toBe(c0.rngState);
  const c2 = { ...c1, mapVotes: { [sid(1)]: c1.mapCandidates[1]! } };
  expect(resolveMap(c2).map).toBe(c1.mapCandidates[1]);
});

it('balances, finishes and aborts rounds', () => {
  const c0 = { ...full(), ...reselect(full()), map: 'cp_b_1' };
  const c1 = { ...c0, ...autoBalance(c0) };
  expect(c1.teams!.blu).toHaveLength(6);
  const done = { ...c1, ...finishRound(c1, 'p1', 500) };
  expect(done.players).toEqual({});
  expect(done.lastMap).toBe('cp_b_1');
  expect(done.selection).toBeNull();
  const failed = { ...c1, ...abortRound(500) };
  expect(Object.keys(failed.players)).toHaveLength(12);
  expect(failed.teams).toBeNull();
  expect(failed.retryAt).toBe(10_500);
});
