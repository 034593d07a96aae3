import { describe, expect, it } from 'vitest';
import {
  cooldownAt,
  cooldownRefusal,
  DEFAULT_RELIABILITY_RULES as RULES,
  leftLiveMatch,
  missedReadyUpIsStrike,
  parseCooldownLevels,
  reliabilityLevel,
  type Strike,
} from './reliability.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const strike = (at: number): Strike => ({ kind: 'missedReadyUp', pugId: `p${at}`, at });

describe('cooldown levels setting', () => {
  it.each([
    ['10m,30m,2h,12h,3d,1w', [10 * MIN, 30 * MIN, 120 * MIN, 720 * MIN, 3 * DAY, 7 * DAY]],
    ['5m', [5 * MIN]],
    ['10', null],
    ['0m', null],
    ['10m,,1h', null],
    ['', null],
  ])('%s reads %j', (text, levels) => expect(parseCooldownLevels(text)).toEqual(levels));
});

describe('the level from strikes, with decay', () => {
  it.each([
    ['no strike', [], [], 0, 0],
    ['one strike', [0], [], DAY, 1],
    ['two strikes', [0, MIN], [], DAY, 2],
    ['one strike, 7 days later', [0], [], 7 * DAY, 0],
    ['two strikes, 7 days later', [0, MIN], [], 7 * DAY + MIN, 1],
    ['two strikes, 14 days later', [0, MIN], [], 14 * DAY + MIN, 0],
    ['two strikes, 3 clean pugs', [0, MIN], [2 * MIN, 3 * MIN, 4 * MIN], DAY, 1],
    ['two strikes, 2 clean pugs', [0, MIN], [2 * MIN, 3 * MIN], DAY, 2],
    ['clean pugs before a strike do not bank', [2 * MIN], [0, MIN / 2, MIN], DAY, 1],
    ['a strike after decay counts from the lower level', [0, 8 * DAY], [], 8 * DAY, 1],
    ['a strike in the future is not counted', [2 * DAY], [], DAY, 0],
  ])('%s', (_, at, clean, now, level) => {
    expect(reliabilityLevel(at.map(strike), clean, now, RULES)).toBe(level);
  });
  it('a lift clears the strikes before it', () => {
    expect(reliabilityLevel([strike(0), strike(MIN)], [], 2 * MIN, RULES, MIN)).toBe(0);
    expect(reliabilityLevel([strike(0), strike(3 * MIN)], [], 4 * MIN, RULES, 2 * MIN)).toBe(1);
  });
  it('decay turned off keeps the level', () => {
    expect(reliabilityLevel([strike(0)], [MIN, 2 * MIN, 3 * MIN], 30 * DAY, { ...RULES, decayMs: 0, decayPugs: 0 })).toBe(1);
  });
});

describe('the cooldown and the refusal', () => {
  it.each([
    [1, 10 * MIN],
    [2, 30 * MIN],
    [4, 12 * 60 * MIN],
    [6, 7 * DAY],
    [9, 7 * DAY],
  ])('level %i cools down for %i ms', (level, ms) => expect(cooldownAt(level, 1000, 'noShow', RULES)).toEqual({ level, until: 1000 + ms, kind: 'noShow' }));
  it('refuses a join until the cooldown ends, with why and until when', () => {
    const cooldown = { level: 1, until: Date.UTC(2026, 10, 28, 14, 5), kind: 'missedReadyUp' as const };
    const refusal = cooldownRefusal(cooldown, cooldown.until - 1);
    expect(refusal?.status).toBe(403);
    expect(refusal?.message).toBe('You missed a ready-up: you can queue again at 2026-11-28 14:05 UTC (cooldown level 1).');
    expect(cooldownRefusal(cooldown, cooldown.until)).toBeNull();
    expect(cooldownRefusal(null, 0)).toBeNull();
    expect(cooldownRefusal(undefined, 0)).toBeNull();
  });
});

describe('a missed ready-up caused by the site is no strike', () => {
  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
    [true, false, false],
  ])('resumed after a restart %s, socket open %s: strike %s', (resumedAfterRestart, socketOpen, isStrike) => {
    expect(missedReadyUpIsStrike({ resumedAfterRestart, socketOpen })).toBe(isStrike);
  });
});

describe('who left a live match', () => {
  const seat = (needsSub = false) => ({ role: 'medic' as const, needsSub, subVotes: [] });
  const pug = (phase: 'Playing' | 'Pregame' | 'Complete', onServer: Record<string, { state: 'connected' | 'joined' | 'left'; at: number }>) => ({
    phase,
    teams: { blu: { a: seat(), b: seat(true) }, red: { c: seat(), d: seat() } },
    onServer,
  });
  it.each([
    ['gone past the grace', pug('Playing', { a: { state: 'left', at: 0 } }), ['a']],
    ['gone, not yet the grace', pug('Playing', { a: { state: 'left', at: MIN } }), []],
    ['back on the server', pug('Playing', { a: { state: 'joined', at: 0 } }), []],
    ['their seat waits for a sub', pug('Playing', { b: { state: 'left', at: 0 } }), []],
    ['never joined (a no-show instead)', pug('Playing', {}), []],
    ['left in Pregame', pug('Pregame', { c: { state: 'left', at: 0 } }), ['c']],
    ['the pug is over', pug('Complete', { d: { state: 'left', at: 0 } }), []],
  ])('%s', (_, p, left) => expect(leftLiveMatch(p, 5 * MIN, 5 * MIN)).toEqual(left));
});
