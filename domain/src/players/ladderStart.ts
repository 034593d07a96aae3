/** Where the ladder opens for a signed-in player. */
import { ELO_FORMATS, type EloFormat, type SelfUser } from '../entities.ts';
import { ELO_ROLES_BY_FORMAT } from '../formats/formats.ts';

/**
 * Where the ladder opens for a signed-in player when the address names no format: the format and
 * class they have played most (wins + losses), else one they have an elo in, else the defaults.
 */
export function ladderStartFor(user: Pick<SelfUser, 'elos' | 'rankings'> | null): { format: EloFormat; role: string } {
  const fallback = { format: 'sixes' as EloFormat, role: 'medic' };
  if (!user) return fallback;
  let best: { format: EloFormat; role: string; games: number } | null = null;
  for (const format of ELO_FORMATS) {
    for (const role of ELO_ROLES_BY_FORMAT[format]) {
      const stats = user.rankings?.[format]?.[role];
      const games = stats ? stats.w + stats.l : 0;
      if (games > 0 && (!best || games > best.games)) best = { format, role, games };
    }
  }
  if (best) return { format: best.format, role: best.role };
  for (const format of ELO_FORMATS) {
    const role = ELO_ROLES_BY_FORMAT[format].find((r) => user.elos?.[format]?.[r] !== undefined);
    if (role) return { format, role };
  }
  return fallback;
}
