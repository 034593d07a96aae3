/**
 * The seasons whose main is still to declare, named as a player reads them (the tutorial's Get
 * Started): `missingRoles` holds internal season ids ('league-160-77'), the names come from the
 * player's history.
 */
import type { SeasonHistoryItem } from '../entities.ts';

/** "ETF2L Season 41 (Sixes, Main)" for each undeclared season; an id not in the history is "a league season". */
export function missingMainSeasonNames(missingRoles: readonly string[], history: readonly SeasonHistoryItem[]): string[] {
  const byId = new Map(history.map((s) => [s._id, s]));
  return missingRoles.map((id) => {
    const season = byId.get(id);
    if (!season) return 'a league season';
    const facts = [season.formatName, season.divisionName].filter(Boolean).join(', ');
    return facts ? `${season.seasonName} (${facts})` : season.seasonName;
  });
}

/** Whether the player has any season at all (league or custom): with none there is no main to declare. */
export function hasAnySeason(user: { playerHistory: { data: readonly unknown[] }; customSeasons: readonly unknown[] }): boolean {
  return user.playerHistory.data.length > 0 || user.customSeasons.length > 0;
}
