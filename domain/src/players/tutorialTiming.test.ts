import { expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import type { MatchDayPayload } from '../contracts/realtime.ts';
import { isPugPagePath, matchDayInTheWay, TUTORIAL_LATER_MS, tutorialMayOpen } from './tutorialTiming.ts';

const ME = '76561198000000042';
const base = { matchDay: 'idle' as const, pathname: '/', steamid: ME, laterAt: null, now: 10 * DAY_MS };

it('opens only once the page knows nothing is under way, and never on a pug page or the own profile', () => {
  expect(tutorialMayOpen(base)).toBe(true);
  expect(tutorialMayOpen({ ...base, matchDay: 'unknown' })).toBe(false);
  expect(tutorialMayOpen({ ...base, matchDay: 'busy' })).toBe(false);
  expect(tutorialMayOpen({ ...base, pathname: '/pugs/abc123' })).toBe(false);
  expect(tutorialMayOpen({ ...base, pathname: `/players/${ME}` })).toBe(false);
  expect(tutorialMayOpen({ ...base, pathname: '/players/76561198000000077' })).toBe(true);
  expect(isPugPagePath('/pugs')).toBe(false);
});

it('"Later" holds for TUTORIAL_LATER_MS, then it asks again; a date in the future is no reason to hide for ever', () => {
  expect(tutorialMayOpen({ ...base, laterAt: base.now - 1000 })).toBe(false);
  expect(tutorialMayOpen({ ...base, laterAt: base.now - TUTORIAL_LATER_MS + 1 })).toBe(false);
  expect(tutorialMayOpen({ ...base, laterAt: base.now - TUTORIAL_LATER_MS })).toBe(true);
  expect(tutorialMayOpen({ ...base, laterAt: base.now + 365 * DAY_MS })).toBe(true);
});

it('a prompt, a live pug or a sub seat is in the way; being queued alone is not', () => {
  const none: MatchDayPayload = { queues: [], pug: null, subSeats: 0 };
  const queued: MatchDayPayload['queues'][number] = { queueName: 'sixes', roles: ['medic'], prompt: null };
  expect(matchDayInTheWay(none)).toBe(false);
  expect(matchDayInTheWay({ ...none, queues: [queued] })).toBe(false);
  expect(matchDayInTheWay({ ...none, queues: [{ ...queued, prompt: 'readyUp' }] })).toBe(true);
  expect(matchDayInTheWay({ ...none, pug: { pugId: 'p', phase: 'Pregame', onServer: false } })).toBe(true);
  expect(matchDayInTheWay({ ...none, subSeats: 1 })).toBe(true);
});
