import type { Discipline, SelfUser, Timestamp } from '../entities.ts';
import { activeBan } from '../moderation/bans.ts';
import { shouldOpenTutorial } from './userRules.ts';

/**
 * What every page shows besides its content: the ban banner (a real active ban, or the sample ban that
 * `?sampleban` fakes, docs/product.md "Screens and routes") or the first-run tutorial (docs/product.md "Rules"); null when neither is wanted.
 */
export type GlobalOverlay = { kind: 'ban'; ban: Discipline } | { kind: 'sampleBan' } | { kind: 'tutorial' } | null;

/**
 * Which global overlay `user` (null: signed out) gets now. The sample ban is for a signed-in player
 * trying the page: a visitor is never shown a ban, sample or not. A real ban comes before the
 * sample, and both before the tutorial. The host loads mf-tutorial only when this is not null;
 * mf-tutorial shows what it says.
 */
export function globalOverlay(
  user: (Pick<SelfUser, 'completeTutorial'> & { disciplineHistory: readonly Discipline[] }) | null,
  sampleBan: boolean,
  now: Timestamp,
): GlobalOverlay {
  if (!user) return null;
  const ban = activeBan(user.disciplineHistory, now);
  if (ban) return { kind: 'ban', ban };
  if (sampleBan) return { kind: 'sampleBan' };
  return shouldOpenTutorial(user) ? { kind: 'tutorial' } : null;
}
