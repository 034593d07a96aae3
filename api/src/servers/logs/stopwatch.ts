/**
 * Stopwatch scoring (payload and attack/defend maps), as the competitive configs play them
 * (`mp_tournament_stopwatch 1`): a game is two halves; in each, the team on BLU attacks, and the
 * teams swap colours at half time. What TF2 logs for it (Valve's Source SDK 2013,
 * src/game/server/tf/tf_eventlog.cpp and src/game/shared/tf/tf_gamerules.cpp):
 * - On maps played in mini rounds (every payload map, multi-stage maps) a round's end is
 *   `Mini_Round_Win` and `Mini_Round_Length`, then `Round_Win` when the half is over, and no
 *   `Round_Length`. The half's time is the sum of its stages' lengths (pauses not counted).
 * - In the second half TF2 decides the game itself: the attackers win the half as soon as they
 *   have capped as many points as the first attackers before the first attackers' time ran out
 *   (or more points after it); otherwise the defenders win it. The last cap's `pointcaptured` line
 *   comes after that `Round_Win` (TF2 ends the round from the score change, then logs the cap),
 *   or not at all (real-logs/: `tf-log-parser-log_hl.log`, `tf-logparser-payload.log`).
 * - Each cap adds 1 to the capping team's score (SDK team_control_point.cpp HandleScoring), so the
 *   `Team "Blue" current score` line after a half's Round_Win is the caps of that half's attackers:
 *   it counts the last cap whether its line comes or not. Newer servers (2026 logs) may log
 *   `Round_Length` instead of the Mini_Round lines.
 * - The colours swap right after the next `Round_Start`, logged as each player's `joined team`.
 * So the game goes to the team that capped more points; as many (at least one): to the winner of
 * the second half, as TF2 decided it; none: a draw. TF2's score lines are not the game's result
 * here (the score is the points capped, and it is reset when the game is decided).
 */
type PugTeam = 'blu' | 'red';

export interface Half {
  /** The pug team on BLU when the half ended; null when none of the pug's players was seen. */
  attacker: PugTeam | null;
  /** The BLU team's `pointcaptured` lines, including the one logged after the half's Round_Win. */
  caps: number;
  /** BLU's `current score` after the half's Round_Win was read into `caps`: it holds every cap. */
  scoreSeen?: boolean;
  /** Sum of the half's `Mini_Round_Length` (or `Round_Length`) lines; kept for the record. */
  seconds: number;
  /** Its Round_Win was seen; a late cap and Round_Length lines may still come. */
  ended: boolean;
  /** Whether the attackers (BLU) won the half's Round_Win. */
  attackersWon: boolean;
}

/** Whether a map is played with stopwatch: the rule the map's default config follows too. */
export { isStopwatchMap } from '@pug/domain';

export const newHalf = (): Half => ({ attacker: null, caps: 0, seconds: 0, ended: false, attackersWon: false, scoreSeen: false });

/**
 * The winner of a game of two finished halves, or null for a draw. Halves whose attackers are not
 * known, or the same team twice (no swap: not a stopwatch game), decide nothing.
 */
export function stopwatchWinner(first: Half, second: Half): PugTeam | null {
  if (!first.attacker || !second.attacker || first.attacker === second.attacker) return null;
  if (first.caps !== second.caps) return first.caps > second.caps ? first.attacker : second.attacker;
  if (first.caps === 0) return null;
  return second.attackersWon ? second.attacker : first.attacker;
}
