import { ELO_FORMATS, ELO_ROLES_BY_FORMAT, knownElo, type EloFormat, type ProfileResponse, type Role, type RoleStats } from '@pug/domain';

export interface ClassRow {
  role: Role;
  elo: number;
  stats: RoleStats | undefined;
  pugs: number;
}

/** The classes of a format a player has an elo in (played or given a base), in the format's role order. */
export function classRows(profile: Pick<ProfileResponse, 'elos' | 'baseElos' | 'rankings' | 'pugCounts'>, format: EloFormat): ClassRow[] {
  return ELO_ROLES_BY_FORMAT[format]
    .map((role) => ({
      role,
      elo: knownElo(profile, format, role),
      stats: profile.rankings[format]?.[role],
      pugs: profile.pugCounts[format]?.[role] ?? 0,
    }))
    .filter((r): r is ClassRow => r.elo !== undefined);
}

/** Formats the player has any elo in. */
export function formatsWithElo(profile: Pick<ProfileResponse, 'elos' | 'baseElos'>): EloFormat[] {
  return ELO_FORMATS.filter((f) => Object.keys(profile.elos[f] ?? {}).length > 0 || Object.keys(profile.baseElos[f] ?? {}).length > 0);
}

/** The longest running win streak over every format and class. */
export function bestStreak(rankings: ProfileResponse['rankings']): number {
  let best = 0;
  for (const roles of Object.values(rankings)) for (const s of Object.values(roles ?? {})) best = Math.max(best, s?.winStreak ?? 0);
  return best;
}
