import { expect, it } from 'vitest';
import { activeBan, appealRefusal, banExpiryText, banRefusal, isBanActive, isCaptainRestricted, isEffectiveAdmin, ownDisciplineRefusal } from './bans.ts';

const now = 1_000_000;
const ban = { isBan: true, date: 0, reason: 'toxic' };

it('a ban is active with absent or future expiry and no accepted appeal', () => {
  expect(isBanActive(ban, now)).toBe(true);
  expect(isBanActive({ ...ban, expires: now + 1 }, now)).toBe(true);
  expect(isBanActive({ ...ban, expires: now }, now)).toBe(false);
  expect(isBanActive({ ...ban, expires: null }, now)).toBe(true);
  expect(isBanActive({ ...ban, appealAccepted: true }, now)).toBe(false);
  expect(isBanActive({ ...ban, isBan: false }, now)).toBe(false);
});
it('finds the longest active ban and refuses with its reason', () => {
  const history = [
    { ...ban, expires: now + 10, reason: 'short' },
    { ...ban, reason: 'forever' },
    { ...ban, expires: 5, reason: 'old' },
  ];
  expect(activeBan(history, now)?.reason).toBe('forever');
  expect(banRefusal(history, now)?.toBody()).toEqual({ error: { code: 'FORBIDDEN', message: 'You are banned: forever' } });
  expect(banRefusal([], now)).toBeNull();
});
it('captain restriction', () => {
  expect(isCaptainRestricted([{ isBan: false, date: 0, reason: 'x', isCaptainRestrict: true }], now)).toBe(true);
  expect(isCaptainRestricted([{ isBan: false, date: 0, reason: 'x', isCaptainRestrict: true, expires: 1 }], now)).toBe(false);
  expect(isCaptainRestricted([ban], now)).toBe(false);
});
it('one appeal per active ban', () => {
  expect(appealRefusal(ban, 'sorry', now)).toBeNull();
  expect(appealRefusal({ ...ban, appeal: 'sorry' }, 'again', now)?.status).toBe(409);
  expect(appealRefusal(undefined, 'sorry', now)?.status).toBe(404);
  expect(appealRefusal(ban, '  ', now)?.status).toBe(400);
});
it('expiry text', () => {
  expect(banExpiryText(ban, now)).toBe('never');
  expect(banExpiryText({ ...ban, expires: now + 2 * 86_400_000 + 3 * 3_600_000 }, now)).toBe('2d 3h');
  expect(banExpiryText({ ...ban, expires: now + 90_000 }, now)).toBe('2m');
});
it('expiry text at the boundaries never shows 60 minutes or 24 hours', () => {
  const H = 3_600_000;
  const left = (ms: number) => banExpiryText({ ...ban, expires: now + ms }, now);
  expect(left(24 * H - 1)).toBe('1d 0h'); // was "23h 60m"
  expect(left(23 * H + 59 * 60_000 + 1)).toBe('1d 0h');
  expect(left(23 * H + 59 * 60_000)).toBe('23h 59m');
  expect(left(H - 1)).toBe('1h 0m'); // was "60m"
  expect(left(H)).toBe('1h 0m');
  expect(left(H + 1)).toBe('1h 1m');
  expect(left(2 * 86_400_000 - 1)).toBe('2d 0h'); // was "1d 23h" with 60m dropped
  expect(left(1)).toBe('1m');
  expect(left(0)).toBe('0m');
});

it('an admin (stored flag or configured) is an admin only while not banned', () => {
  const flagged = { steamid: '1', isAdmin: true };
  const configured = { steamid: '2' };
  expect(isEffectiveAdmin(flagged, [], [], now)).toBe(true);
  expect(isEffectiveAdmin(configured, ['2'], [], now)).toBe(true);
  expect(isEffectiveAdmin({ steamid: '3', isAdmin: false }, ['2'], [], now)).toBe(false);
  expect(isEffectiveAdmin(flagged, [], [ban], now)).toBe(false);
  expect(isEffectiveAdmin(configured, ['2'], [{ ...ban, expires: now + 1 }], now)).toBe(false);
  expect(isEffectiveAdmin(configured, ['2'], [{ ...ban, expires: now }], now)).toBe(true);
  expect(isEffectiveAdmin(flagged, [], [{ ...ban, appealAccepted: true }], now)).toBe(true);
  expect(isEffectiveAdmin(flagged, [], [{ ...ban, isBan: false, isCaptainRestrict: true }], now)).toBe(true);
});

it('nobody acts on their own discipline', () => {
  expect(ownDisciplineRefusal('1', '1')?.code).toBe('FORBIDDEN');
  expect(ownDisciplineRefusal('1', '2')).toBeNull();
});
