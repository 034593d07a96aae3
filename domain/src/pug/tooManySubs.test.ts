import { expect, it } from 'vitest';
import type { Pug, PugTeamPlayer } from '../entities.ts';
import { openSubRequests, tooManySubsCheck, tooManySubsReason } from './tooManySubs.ts';

const seat = (needsSub: boolean): PugTeamPlayer => ({ role: 'scout', needsSub, subVotes: [] });
const pugWith = (open: number, phase: Pug['phase'] = 'Playing'): Pick<Pug, 'teams' | 'phase'> => ({
  phase,
  teams: {
    blu: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`b${i}`, seat(i < open)])),
    red: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`r${i}`, seat(i + 6 < open)])),
  },
});
const rule = { open: 4, forMs: 300_000 };

it('counts the seats waiting for a sub', () => {
  expect(openSubRequests(pugWith(0))).toBe(0);
  expect(openSubRequests(pugWith(7))).toBe(7);
});

it('ends a live pug once that many seats have waited at once for that long, counted from when the check first saw them', () => {
  expect(tooManySubsCheck(pugWith(4), null, 1000, rule)).toEqual({ since: 1000, end: false });
  expect(tooManySubsCheck(pugWith(5), 1000, 1000 + 299_999, rule)).toEqual({ since: 1000, end: false });
  expect(tooManySubsCheck(pugWith(4), 1000, 1000 + 300_000, rule)).toEqual({ since: 1000, end: true });
});

it('starts again when fewer seats wait (a sub took one), and never for a pug that is over, or when turned off', () => {
  expect(tooManySubsCheck(pugWith(3), 1000, 1_000_000, rule)).toEqual({ since: null, end: false });
  expect(tooManySubsCheck(pugWith(6, 'Complete'), 1000, 1_000_000, rule)).toEqual({ since: null, end: false });
  expect(tooManySubsCheck(pugWith(12), 1000, 1_000_000, { open: 0, forMs: 300_000 })).toEqual({ since: null, end: false });
  expect(tooManySubsReason(rule)).toBe('4 or more seats waited for a sub at once for 5 min');
});
