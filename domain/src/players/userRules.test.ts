import { expect, it } from 'vitest';
import {
  canApproveCustomSeason,
  canEditCustomSeason,
  canEditSeasonMain,
  canFinishTutorial,
  tutorialBlockerMessage,
  tutorialBlockers,
  canShowReportEntry,
  canSubmitCustomSeason,
  customSeasonStatus,
  isBlazing,
  shouldOpenTutorial,
} from './userRules.ts';

const me = { steamid: '1', isAdmin: false };
const admin = { steamid: '9', isAdmin: true };

it('custom season status', () => {
  expect(customSeasonStatus({ teamUrl: '', approved: false })).toBe('new');
  expect(customSeasonStatus({ _id: 'x', teamUrl: 'https://t', approved: false })).toBe('PENDING');
  expect(customSeasonStatus({ _id: 'x', teamUrl: 'https://t', approved: true })).toBe('approved');
});
it('custom season submit', () => {
  const form = { startedAt: '2024-01-01', teamUrl: 'https://t', divisionName: 'Main', formatName: 'Sixes' as const, role: 'medic' };
  expect(canSubmitCustomSeason(form, false)).toBe(true);
  expect(canSubmitCustomSeason(form, true)).toBe(false);
  expect(canSubmitCustomSeason({ ...form, teamUrl: ' ' }, false)).toBe(false);
  expect(canSubmitCustomSeason({ ...form, divisionName: null }, false)).toBe(false);
  expect(canSubmitCustomSeason({ ...form, startedAt: null }, false)).toBe(false);
  expect(canSubmitCustomSeason({ ...form, role: 'spy' }, false)).toBe(false);
  expect(canSubmitCustomSeason({ ...form, formatName: 'Highlander', role: 'spy' }, false)).toBe(true);
});
it('tutorial', () => {
  expect(shouldOpenTutorial(null)).toBe(false);
  expect(shouldOpenTutorial({ completeTutorial: false })).toBe(true);
  expect(canFinishTutorial({ missingRoles: [], isDiscordVerified: true }, true)).toBe(true);
  expect(canFinishTutorial({ missingRoles: ['hl'], isDiscordVerified: true }, true)).toBe(false);
  expect(canFinishTutorial({ missingRoles: [], isDiscordVerified: false }, true)).toBe(false);
  // Without Discord configured on the site, verification is not asked for.
  expect(canFinishTutorial({ missingRoles: [], isDiscordVerified: false }, false)).toBe(true);
  expect(canFinishTutorial({ missingRoles: ['hl'], isDiscordVerified: false }, false)).toBe(false);
  expect(tutorialBlockers({ missingRoles: ['S1'], isDiscordVerified: false }, true)).toEqual(['missingRoles', 'discord']);
  expect(tutorialBlockerMessage(['missingRoles', 'discord'], ['S1'])).toBe(
    'Before finishing the tutorial, declare your main for S1 and link and verify your Discord account.',
  );
  expect(tutorialBlockerMessage([], [])).toBe('');
});
it('permissions', () => {
  expect(canEditSeasonMain(null, '1')).toBe(false);
  expect(canEditSeasonMain(me, '1')).toBe(true);
  expect(canEditSeasonMain(me, '2')).toBe(false);
  expect(canEditSeasonMain(admin, '2')).toBe(true);
  expect(canApproveCustomSeason(admin, { approved: false })).toBe(true);
  expect(canApproveCustomSeason(me, { approved: false })).toBe(false);
  expect(canApproveCustomSeason(admin, { approved: true })).toBe(false);
  expect(canEditCustomSeason(admin, { approved: true, teamUrl: 'https://t', steamid: '1' })).toBe(true);
  expect(canEditCustomSeason(admin, { approved: false, teamUrl: '', steamid: '1' })).toBe(false);
  expect(canEditCustomSeason(me, { approved: false, teamUrl: 'https://t', steamid: '1' })).toBe(true);
  expect(canEditCustomSeason(me, { approved: true, teamUrl: 'https://t', steamid: '1' })).toBe(false);
  expect(canShowReportEntry(me, '1')).toBe(false);
  expect(canShowReportEntry(admin, '9')).toBe(true);
  expect(canShowReportEntry(me, '2')).toBe(true);
});
it('blazing from a streak of 5', () => {
  expect(isBlazing(4)).toBe(false);
  expect(isBlazing(5)).toBe(true);
  expect(isBlazing(7, true)).toBe(false);
});
