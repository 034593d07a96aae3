/** What the lobby shows about a draft: the phase pill's words and each candidate's standing. */
import { divisionFromElo, type DivisionName } from '../elo/divisions.ts';
import type { Queue, SteamId } from '../entities.ts';

/**
 * The phase pill's text. The wire keeps the product's phase names, so a captains' draft is still
 * 'Picking Map' there (queueLobbyMachine); while a draft runs the pill says 'Drafting'.
 */
export function lobbyPhaseLabel(queue: Pick<Queue, 'phase' | 'draft'>): string {
  return queue.phase === 'Picking Map' && queue.draft !== null ? 'Drafting' : queue.phase;
}

interface DraftStanding {
  elo: number;
  division: DivisionName;
}

/** A draft player's elo in the class they play and the division that elo is in; null when the wire does not know them. */
export function draftStanding(draft: Pick<NonNullable<Queue['draft']>, 'elos'>, steamid: SteamId): DraftStanding | null {
  const elo = draft.elos?.[steamid];
  if (typeof elo !== 'number') return null;
  const rounded = Math.round(elo);
  return { elo: rounded, division: divisionFromElo(rounded) };
}
