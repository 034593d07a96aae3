import { expect, it } from 'vitest';
import { SIXES, sid } from '../testFixtures.ts';
import { initialLobbyContext } from './lobbyContext.ts';
import { lobbyAllows, lobbyRefusal, lobbyStep } from './lobbyRules.ts';

const c = initialLobbyContext({ config: SIXES, mapPool: ['cp_a'], seed: 1, now: 0 });

it('derives the step from the context', () => {
  expect(lobbyStep(c)).toBe('waiting');
  expect(lobbyStep({ ...c, phase: 'Readying' })).toBe('readying');
  expect(lobbyStep({ ...c, phase: 'Picking Map' })).toBe('mapVote');
  expect(lobbyStep({ ...c, phase: 'Picking Map', teams: { blu: [], red: [] } })).toBe('launching');
});

it('explains refusals with the right status', () => {
  expect(lobbyRefusal(c, { type: 'READY', steamid: sid(1), isReady: true, now: 0 })?.message).toMatch(/No ready-up/);
  expect(lobbyRefusal(c, { type: 'VOTE_MAP', steamid: sid(1), map: 'cp_a', now: 0 })?.status).toBe(409);
  expect(lobbyRefusal(c, { type: 'PICK', captain: sid(1), steamid: sid(2), now: 0 })?.message).toMatch(/No draft/);
  expect(lobbyRefusal(c, { type: 'PREREADY', steamid: sid(1), isPreready: true })?.message).toMatch(/not in this queue/);
  expect(lobbyRefusal(c, { type: 'JOIN', steamid: sid(1), role: 'medic', now: 0, elo: Number.NaN })?.status).toBe(400);
  expect(lobbyAllows(c, { type: 'JOIN', steamid: sid(1), role: 'medic', now: 0, elo: 1000 })).toBe(true);
  expect(lobbyAllows(c, { type: 'DEADLINE', now: 0 })).toBe(true);
});
