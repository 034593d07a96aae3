/**
 * Stopwatch scoring (payload and attack/defend maps), as the competitive configs play them: a game
 * is two halves; in each, the team on BLU attacks and the teams swap colours at half time, so the
 * other pug team attacks in the second half. The game goes to the team that capped more points, or
 * the same number (at least one) faster; the same number in the same time, or none, is a draw.
 * TF2's own score lines read 0:0 on these maps, so they are not used.
 */
type PugTeam = 'blu' | 'red';

export interface Half {
  attacker: PugTeam;
  caps: number;
  /** Sum of the half's `Round_Length` lines (they follow its Round_Win). */
  seconds: number;
  /** Its Round_Win was seen; Round_Length lines may still come. */
  ended: boolean;
}

/** Attack/defend control-point maps; every payload map (pl_*) is one too. */
const ATTACK_DEFEND = [
  'cp_gorge',
  'cp_steel',
  'cp_dustbowl',
  'cp_gravelpit',
  'cp_egypt',
  'cp_junction',
  'cp_mountainlab',
  'cp_mercenarypark',
  'cp_snowplow',
  'cp_altitude',
  'cp_cadillac',
];

/** Whether `map` (e.g. `pl_upward`, `cp_gorge_final`) is played with stopwatch. */
export function isStopwatchMap(map: string): boolean {
  const name = map.toLowerCase();
  if (name.startsWith('pl_')) return true;
  return ATTACK_DEFEND.some((base) => name === base || name.startsWith(`${base}_`));
}

/** The winner of a game of two finished halves, or null for a draw. */
export function stopwatchWinner(first: Half, second: Half): PugTeam | null {
  if (first.caps !== second.caps) return first.caps > second.caps ? first.attacker : second.attacker;
  if (first.caps === 0 || first.seconds === second.seconds) return null;
  return first.seconds < second.seconds ? first.attacker : second.attacker;
}
