import { expect, it } from 'vitest';
import * as c from './constants.ts';

it('matches docs/product.md "Constants"', () => {
  expect(c.TOAST_MAX).toBe(3);
  expect(c.TOAST_DURATION_MS).toBe(5000);
  expect(c.SOCKET).toEqual({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: 10,
    timeout: 20000,
  });
  expect(c.SUB_VOTES_NEEDED).toBe(3);
  expect(c.RECENT_PUGS_SHOWN).toBe(7);
  expect(c.BLAZING_STREAK).toBe(5);
  expect(c.PHASES).toEqual(['Waiting For Players', 'Readying', 'Picking Map', 'Pregame', 'Playing', 'Complete']);
  expect(c.REPORT_CATEGORIES).toHaveLength(5);
});

it('counts a pug as live from Pregame until it completes', () => {
  expect(c.PHASES.filter(c.isLivePhase)).toEqual(['Pregame', 'Playing']);
});
