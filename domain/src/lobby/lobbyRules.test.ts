import { expect, it } from 'vitest';
import { queueLobbyMachine } from './queueLobbyMachine.ts';
import { SIXES, sid } from '../testFixtures.ts';
import { initialLobbyContext } from './lobbyContext.ts';
import { lobbyAllows, lobbyRefusal } from './lobbyRules.ts';

const c = initialLobbyContext({ config: SIXES, mapPool: ['cp_a'], seed: 1, now: 0 });
const at = (value: string) => queueLobbyMachine.resolveState({ value, context: c });

it('tags each state with its step', () => {
  expect(at('Waiting For Players').tags).toEqual(new Set());
  expect([...at('Readying').tags]).toEqual(['readying']);
  expect([...at('Picking Map').tags]).toEqual(['mapVote', 'locked']);
  expect([...at('Drafting').tags]).toEqual(['drafting', 'locked']);
  expect([...at('Launching').tags]).toEqual(['launching', 'locked']);
});

it('explains refusals with the right status', () => {
  const w = at('Waiting For Players');
  expect(lobbyRefusal(w, { type: 'READY', steamid: sid(1), isReady: true, now: 0 })?.message).toMatch(/No ready-up/);
  expect(lobbyRefusal(w, { type: 'VOTE_MAP', steamid: sid(1), map: 'cp_a', now: 0 })?.status).toBe(409);
  expect(lobbyRefusal(w, { type: 'PICK', captain: sid(1), steamid: sid(2), now: 0 })?.message).toMatch(/No draft/);
  expect(lobbyRefusal(w, { type: 'PREREADY', steamid: sid(1), isPreready: true })?.message).toMatch(/not in this queue/);
  expect(lobbyRefusal(w, { type: 'JOIN', steamid: sid(1), role: 'medic', now: 0, elo: Number.NaN })?.status).toBe(400);
  expect(lobbyAllows(c, { type: 'JOIN', steamid: sid(1), role: 'medic', now: 0, elo: 1000 })).toBe(true);
  expect(lobbyAllows(c, { type: 'DEADLINE', now: 0 })).toBe(true);
});
