/**
 * What a queued player has to answer in a queue's round, and what they are queued for
 * (docs/decisions.md "Match day: every page knows"): the lobby page, the prompts of every page
 * (mf-queue MatchDay) and the api's `matchDay` state use the same rules. Small on purpose (no
 * seating): every page's prompts load it.
 */
import type { Queue, SteamId } from '../entities.ts';

export type RoundPrompt = 'readyUp' | 'mapVote' | 'pick';

/** Whether `viewer` has something to answer in this queue's round now: a ready-up, a map vote or their pick. */
export function roundPromptOf(
  state: Pick<Queue, 'name' | 'phase' | 'draft' | 'mapCandidates' | 'readiedPlayers' | 'unreadiedPlayers' | 'undeclaredPlayers'>,
  viewer: SteamId | null,
  myPick: { queueName: string; captain: SteamId } | null,
): RoundPrompt | null {
  if (viewer === null) return null;
  if (state.phase === 'Readying' && [...state.undeclaredPlayers, ...state.readiedPlayers, ...state.unreadiedPlayers].includes(viewer)) return 'readyUp';
  if (state.phase === 'Picking Map' && !state.draft && state.mapCandidates.length > 0 && state.readiedPlayers.includes(viewer)) return 'mapVote';
  if (myPick && myPick.queueName === state.name && myPick.captain === viewer) return 'pick';
  return null;
}

/** The roles `viewer` is queued for in this queue, in the queue's order (none: not queued). */
export function queuedRolesOf(state: Pick<Queue, 'playersByRole' | '_queuePlayers'>, viewer: SteamId | null): string[] {
  if (viewer === null || !Object.hasOwn(state._queuePlayers, viewer)) return [];
  return Object.entries(state.playersByRole)
    .filter(([, players]) => players.includes(viewer))
    .map(([role]) => role);
}
