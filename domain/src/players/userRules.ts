/** Player-facing rules (docs/product.md "Rules", "Permissions"): custom season status, tutorial, permissions, name effects. */
import { BLAZING_STREAK } from '../constants.ts';
import type { CustomSeason, SelfUser, SteamId } from '../entities.ts';
import type { SeasonFormatName } from '../formats/formats.ts';
import { isValidSeasonClass } from '../formats/roles.ts';

export type CustomSeasonStatus = 'new' | 'PENDING' | 'approved';

/** new (not saved), PENDING (has a team URL, not approved), approved (docs/product.md "Rules"). */
export function customSeasonStatus(season: Pick<CustomSeason, 'teamUrl' | 'approved'> & { _id?: string }): CustomSeasonStatus {
  if (season.approved) return 'approved';
  return season.teamUrl && season._id ? 'PENDING' : 'new';
}

export interface CustomSeasonForm {
  startedAt?: number | string | null;
  teamUrl?: string | null;
  divisionName?: string | null;
  formatName?: SeasonFormatName | null;
  role?: string | null;
}

/** Submit is disabled while sending, or when start date, team URL or division is missing, or the class is invalid (docs/product.md "Validation"). */
export function canSubmitCustomSeason(form: CustomSeasonForm, sending: boolean): boolean {
  if (sending || !form.startedAt || !form.teamUrl?.trim() || !form.divisionName?.trim() || !form.formatName) return false;
  return isValidSeasonClass(form.formatName, form.role ?? '');
}

/** The tutorial opens for a signed-in user who has not completed it (docs/product.md "Rules"). */
export function shouldOpenTutorial(user: Pick<SelfUser, 'completeTutorial'> | null | undefined): boolean {
  return !!user && !user.completeTutorial;
}

export type TutorialBlocker = 'missingRoles' | 'discord';

/**
 * What still stops the tutorial from being finished (docs/product.md "Rules", "Validation"): undeclared season mains, and
 * Discord verification only when the site has Discord linking configured (a site must be usable
 * without it). Empty: it can be finished.
 */
export function tutorialBlockers(user: Pick<SelfUser, 'missingRoles' | 'isDiscordVerified'>, discordRequired: boolean): TutorialBlocker[] {
  const blockers: TutorialBlocker[] = [];
  if (user.missingRoles.length > 0) blockers.push('missingRoles');
  if (discordRequired && !user.isDiscordVerified) blockers.push('discord');
  return blockers;
}

/** It can be finished only when every season main is declared and, where Discord is configured, it is verified. */
export function canFinishTutorial(user: Pick<SelfUser, 'missingRoles' | 'isDiscordVerified'>, discordRequired: boolean): boolean {
  return tutorialBlockers(user, discordRequired).length === 0;
}

/** The one-line reason given when finishing is refused (the api's 409, the modal's hint). */
export function tutorialBlockerMessage(blockers: readonly TutorialBlocker[], missingRoles: readonly string[]): string {
  const parts: string[] = [];
  if (blockers.includes('missingRoles')) parts.push(`declare your main for ${missingRoles.join(', ')}`);
  if (blockers.includes('discord')) parts.push('link and verify your Discord account');
  return parts.length ? `Before finishing the tutorial, ${parts.join(' and ')}.` : '';
}

export interface Viewer {
  steamid: SteamId;
  isAdmin: boolean;
}

/** Admins edit any season's main; a user only their own; signed-out visitors none (docs/product.md "Permissions"). */
export function canEditSeasonMain(viewer: Viewer | null | undefined, ownerSteamid: SteamId): boolean {
  return !!viewer && (viewer.isAdmin || viewer.steamid === ownerSteamid);
}

/** Admins approve an unapproved custom season. */
export function canApproveCustomSeason(viewer: Viewer | null | undefined, season: Pick<CustomSeason, 'approved'>): boolean {
  return !!viewer?.isAdmin && !season.approved;
}

/**
 * Admins edit a custom season that has a team URL (docs/product.md "Permissions"). Decision: its owner may also edit it
 * while it is not approved (fixing a pending request).
 */
export function canEditCustomSeason(viewer: Viewer | null | undefined, season: Pick<CustomSeason, 'approved' | 'teamUrl' | 'steamid'>): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return !!season.teamUrl;
  return viewer.steamid === season.steamid && !season.approved;
}

/** The player card's Report entry: hidden on oneself unless admin (docs/product.md "Screens and routes"). */
export function canShowReportEntry(viewer: Viewer | null | undefined, target: SteamId): boolean {
  return !!viewer && (viewer.isAdmin || viewer.steamid !== target);
}

/** A win streak of 5 or more gives the blazing name effect (docs/product.md "Constants"), unless text effects are hidden. */
export function isBlazing(winStreak: number, hideTextEffects = false): boolean {
  return !hideTextEffects && winStreak >= BLAZING_STREAK;
}
