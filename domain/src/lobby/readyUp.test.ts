import { expect, it } from 'vitest';
import { canReadyUp, readyUpRefusal } from './readyUp.ts';

const A = '76561198000000001';
const view = { countdownInfo: { deadline: 60_000 }, readiedPlayers: ['r'], unreadiedPlayers: ['u'], undeclaredPlayers: [A, 'r', 'u'] };

it('allows an undeclared player with at least 1 s left', () => {
  expect(canReadyUp(view, A, 0)).toBe(true);
  expect(canReadyUp(view, A, 59_000)).toBe(true);
});
it('refuses with under 1 s left or no countdown', () => {
  expect(canReadyUp(view, A, 59_001)).toBe(false);
  expect(readyUpRefusal({ ...view, countdownInfo: null }, A, 0)?.message).toMatch(/countdown/);
});
it('refuses the readied, the unreadied and those not undeclared', () => {
  expect(readyUpRefusal(view, 'r', 0)?.message).toMatch(/already readied/);
  expect(readyUpRefusal(view, 'u', 0)?.message).toMatch(/not ready/);
  expect(readyUpRefusal(view, 'x', 0)?.status).toBe(409);
});
