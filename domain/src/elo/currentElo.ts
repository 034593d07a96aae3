import type { EloFormat, Elos, PlayerHistory } from '../entities.ts';
import type { Format, Role } from '../formats/formats.ts';
import { eloFormatOf, startingElo } from './elo.ts';

/** What the elo of a player is read from. */
export interface EloSources {
  elos?: Elos;
  baseElos?: Elos;
  playerHistory?: Pick<PlayerHistory, 'data'>;
}

/** The elo a player has in a format and class, if any: the stored one, else their base elo there (from their seasons). */
export function knownElo(player: Pick<EloSources, 'elos' | 'baseElos'>, format: EloFormat, role: Role): number | undefined {
  return player.elos?.[format]?.[role] ?? player.baseElos?.[format]?.[role];
}

/**
 * A player's elo in a format and class: the stored one, else their base elo there (from their
 * seasons), else their starting elo (the base of their highest recent division; Newcomer's when
 * none is known).
 */
export function currentElo(player: EloSources, format: Format, role: Role): number {
  return knownElo(player, eloFormatOf(format), role) ?? startingElo((player.playerHistory?.data ?? []).map((s) => s.divisionName));
}
