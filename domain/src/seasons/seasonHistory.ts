/**
 * A player's season history (docs/product.md "Entities" "Season history item"): league seasons (from the league's
 * API) and custom seasons (other leagues, approved by an admin) in one list, newest first, and
 * what follows from it: which mains are still undeclared (`missingRoles`) and the base elos.
 */
import type { CustomSeason, EloFormat, Elos, SeasonHistoryItem } from '../entities.ts';
import { DEFAULT_DIVISION_BASE, DIVISIONS, divisionBase } from '../elo/divisions.ts';
import { BASE_CLASSES, ELO_ROLES_BY_FORMAT, eloKeysOfSeason, SEASON_FORMAT_NAMES, type SeasonFormatName } from '../formats/formats.ts';
import { baseClassOf, isValidSeasonClass, ROSTER_RIDER } from '../formats/roles.ts';

/** A season history item as the profile shows it: where it came from and whose it is. */
export interface ProfileSeason extends SeasonHistoryItem {
  /** 'league': from the league's API; 'custom': requested by the player (docs/product.md "Rules" custom season). */
  source: 'league' | 'custom';
}

/** The history item of a custom season (its season name says which league it came from). */
export function customSeasonToHistoryItem(season: CustomSeason & { _id: string }): ProfileSeason {
  return {
    _id: season._id,
    source: 'custom',
    seasonName: `${leagueNameOf(season.teamUrl)} season ${season.seasonId}`,
    divisionName: season.divisionName,
    formatName: season.formatName,
    teamUrl: season.teamUrl,
    teamId: '',
    startedAt: season.startedAt,
    leftAt: season.leftAt ?? null,
    role: season.role,
    approved: season.approved,
    seasonId: season.seasonId,
  };
}

const KNOWN_LEAGUES: [RegExp, string][] = [
  [/(^|\.)ugcleague\.com$/, 'UGC'],
  [/(^|\.)etf2l\.org$/, 'ETF2L'],
  [/(^|\.)ozfortress\.com$/, 'ozfortress'],
  [/(^|\.)esea\.net$/, 'ESEA'],
  [/(^|\.)rgl\.gg$/, 'RGL'],
];

/** The league a team page belongs to, by its host ('https://etf2l.org/teams/1' -> 'ETF2L'); else the host. */
export function leagueNameOf(teamUrl: string): string {
  const host = /^https?:\/\/([^/:?#]+)/i
    .exec(teamUrl.trim())?.[1]
    ?.toLowerCase()
    .replace(/^www\./, '');
  if (!host) return 'Custom';
  return KNOWN_LEAGUES.find(([re]) => re.test(host))?.[1] ?? host;
}

/**
 * The season history a viewer sees, newest first: the league seasons, the approved custom seasons
 * and, when `withPending` (the owner or an admin looks), the pending ones too.
 */
export function mergeSeasonHistory(
  league: readonly SeasonHistoryItem[],
  custom: readonly (CustomSeason & { _id: string })[],
  withPending: boolean,
): ProfileSeason[] {
  const items: ProfileSeason[] = [
    ...league.map((s): ProfileSeason => ({ ...s, source: 'league' })),
    ...custom.filter((c) => c.approved || withPending).map(customSeasonToHistoryItem),
  ];
  return items.sort((a, b) => b.startedAt - a.startedAt || b.seasonId - a.seasonId);
}

/** League seasons whose main is not declared yet: their `_id`s (docs/product.md "Entities" missingRoles; the tutorial needs none). */
export function missingRolesOf(league: readonly SeasonHistoryItem[]): string[] {
  return league.filter((s) => !s.role).map((s) => s._id);
}

/** The custom-season format names the class lists are defined for; other league formats accept any class. */
function isSeasonFormatName(name: string): name is SeasonFormatName {
  return (SEASON_FORMAT_NAMES as readonly string[]).includes(name);
}

/** Whether `role` may be declared as the main of a season of `formatName` (docs/product.md "Validation": class required, Roster Rider allowed). */
export function isValidMainFor(formatName: string, role: string): boolean {
  if (isSeasonFormatName(formatName)) return isValidSeasonClass(formatName, role);
  return role === ROSTER_RIDER || (BASE_CLASSES as readonly string[]).includes(role);
}

/** The base one division below `base` (Newcomer stays Newcomer). */
function divisionBelow(base: number): number {
  const i = DIVISIONS.findIndex((d) => d.base === base);
  return i <= 0 ? DEFAULT_DIVISION_BASE : DIVISIONS[i - 1]!.base;
}

/**
 * Base elos from the approved seasons (docs/product.md "Constants" division bases; docs/product.md "Rules"): per elo format and
 * role, the base of the highest division in which the player's main was that role's class; for the
 * other roles of a format they played, one division below their highest there (off-class). A
 * Roster Rider season counts as a division played, not as a class. Unknown divisions are ignored.
 */
export function baseElosFromSeasons(seasons: readonly Pick<SeasonHistoryItem, 'formatName' | 'divisionName' | 'role' | 'approved'>[]): Elos {
  const best: Partial<Record<EloFormat, { any: number; byClass: Partial<Record<string, number>> }>> = {};
  for (const s of seasons) {
    if (!s.approved) continue;
    const base = divisionBase(s.divisionName);
    if (base === undefined) continue;
    for (const format of eloKeysOfSeason(s.formatName)) {
      const entry = (best[format] ??= { any: 0, byClass: {} });
      entry.any = Math.max(entry.any, base);
      const cls = s.role && s.role !== ROSTER_RIDER ? baseClassOf(s.role) : undefined;
      if (cls) entry.byClass[cls] = Math.max(entry.byClass[cls] ?? 0, base);
    }
  }
  const out: Elos = {};
  for (const [format, entry] of Object.entries(best) as [EloFormat, { any: number; byClass: Partial<Record<string, number>> }][]) {
    out[format] = Object.fromEntries(
      ELO_ROLES_BY_FORMAT[format].map((role) => {
        const cls = baseClassOf(role);
        return [role, (cls && entry.byClass[cls]) || divisionBelow(entry.any)];
      }),
    );
  }
  return out;
}

/** The season a player is in now: the newest league season they have not left. */
export function currentSeasonOf(seasons: readonly SeasonHistoryItem[], now: number): SeasonHistoryItem | null {
  return (
    [...seasons].filter((s) => s.approved && s.startedAt <= now && (s.leftAt == null || s.leftAt > now)).sort((a, b) => b.startedAt - a.startedAt)[0] ?? null
  );
}
