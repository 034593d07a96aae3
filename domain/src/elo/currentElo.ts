import type { Elos, PlayerHistory } from '../entities.ts';
import type { Format, Role } from '../formats/formats.ts';
import { eloFormatOf, startingElo } from './elo.ts';

/** What the elo of a player is read from. */
export interface EloSources {
  elos?: Elos;
  baseElos?: Elos;
  playerHistory?: Pick<PlayerHistory, 'data'>;
}

/**
 * A player's elo in a format and class: the stored one, else their base elo there (from their
 * seasons), else their starting elo (the base of their highest recent division; Newcomer's when
 * none is known).
 */
export function currentElo(player: EloSources, format: Format, role: Role): number {
  const key = eloFormatOf(format);
  return player.elos?.[key]?.[role] ?? player.baseElos?.[key]?.[role] ?? startingElo((player.playerHistory?.data ?? []).map((s) => s.divisionName));
}
