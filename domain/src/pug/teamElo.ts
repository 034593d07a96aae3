import type { PugTeamPlayer, SteamId } from '../entities.ts';

/** A team's mean elo over the seats that have one (rounded), or null when none has. */
export function teamMeanElo(team: Record<SteamId, Pick<PugTeamPlayer, 'elo'>>): number | null {
  const elos = Object.values(team)
    .map((seat) => seat.elo)
    .filter((elo): elo is number => typeof elo === 'number' && Number.isFinite(elo));
  if (elos.length === 0) return null;
  return Math.round(elos.reduce((a, b) => a + b, 0) / elos.length);
}
