import { expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import { canReport, isInPug, isLogsTfUrl, mayReportPlayer, reportablePugs, reportRefusal, tookPartIn } from './reports.ts';

const seat = { role: 'medic' as const, needsSub: false, subVotes: [] };
const now = 100 * DAY_MS;
const pug = {
  startAt: now - DAY_MS,
  teams: { blu: { a: seat, b: seat }, red: { c: seat } },
  subbedPlayers: [{ steamid: 'out', replacedBy: 'c', team: 'red' as const, role: 'medic' as const, at: now - DAY_MS }],
};

it('knows who played or was subbed', () => {
  expect(isInPug(pug, 'a')).toBe(true);
  expect(isInPug(pug, 'out')).toBe(false);
  expect(tookPartIn(pug, 'out')).toBe(true);
  expect(tookPartIn(pug, 'z')).toBe(false);
});
it('lists the last 30 days of pugs the reporter took part in', () => {
  const old = { ...pug, startAt: now - 31 * DAY_MS };
  const other = { ...pug, teams: { blu: {}, red: { z: seat } }, subbedPlayers: [] };
  expect(reportablePugs([pug, old, other], 'a', now)).toEqual([pug]);
  expect(reportablePugs([pug], 'out', now)).toEqual([pug]);
});
it('refuses self (unless admin), old pugs, outsiders', () => {
  expect(canReport({ steamid: 'a' }, 'c', pug, now)).toBe(true);
  expect(canReport({ steamid: 'out' }, 'a', pug, now)).toBe(true);
  expect(reportRefusal({ steamid: 'a' }, 'a', pug, now)?.message).toMatch(/yourself/);
  expect(canReport({ steamid: 'a', isAdmin: true }, 'a', pug, now)).toBe(true);
  expect(canReport({ steamid: 'a' }, 'c', { ...pug, startAt: now - 31 * DAY_MS }, now)).toBe(false);
  expect(reportRefusal({ steamid: 'z' }, 'a', pug, now)?.status).toBe(403);
  expect(reportRefusal({ steamid: 'a' }, 'z', pug, now)?.status).toBe(400);
});
it('accepts only logs.tf match logs as a report log URL', () => {
  expect(isLogsTfUrl('https://logs.tf/3512345')).toBe(true);
  expect(isLogsTfUrl('http://www.logs.tf/3512345#76561198000000001')).toBe(true);
  expect(isLogsTfUrl('https://logs.tf.evil.com/3512345')).toBe(false);
  expect(isLogsTfUrl('https://evil.com/logs.tf/1')).toBe(false);
  expect(isLogsTfUrl('https://logs.tf/')).toBe(false);
  expect(isLogsTfUrl('javascript:alert(1)')).toBe(false);
});
it('offers reporting others, and oneself only to admins', () => {
  expect(mayReportPlayer({ steamid: 'a' }, 'b')).toBe(true);
  expect(mayReportPlayer({ steamid: 'a' }, 'a')).toBe(false);
  expect(mayReportPlayer({ steamid: 'a', isAdmin: true }, 'a')).toBe(true);
});
