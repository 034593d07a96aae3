/**
 * Checking a pug's recorded score against the one logs.tf read from the server's uploaded log (a
 * lost UDP packet or a line the match tracker did not understand shows as a disagreement). logs.tf
 * scores by colour (`teams.Red.score`, `teams.Blue.score`) and gives each player the colour they
 * ended on (`players["[U:1:n]"].team`); the pug team on each colour is the one most of its seated
 * players ended on (pug/sides.ts, the live tracker's rule). On a stopwatch map logs.tf counts the
 * halves each colour won while the teams swap colours at half time, so its colour scores are not
 * the game's result there: the check is unavailable.
 */
import type { SteamId, TeamName } from '../entities.ts';
import { isStopwatchMap } from '../formats/mapConfig.ts';
import { steamId64 } from '../players/steamId.ts';
import { pugTeamOnBlu } from './sides.ts';

/** The part of logs.tf's `GET /json/{id}` answer the check reads (validated by the api before). */
export interface LogsTfResult {
  teams: { Red: { score: number }; Blue: { score: number } };
  players: Record<string, { team?: string | null }>;
  info?: { map?: string | null };
}

/**
 * logs.tf's score as [pug blu, pug red], or why it cannot be: a stopwatch map, or none of the
 * pug's players in the log on a colour (nothing says which team was where).
 */
export function logsTfPugScore(
  log: LogsTfResult,
  pug: { map: string; teams: { blu: Record<SteamId, unknown>; red: Record<SteamId, unknown> } },
): { score: [number, number] } | { reason: string } {
  if (isStopwatchMap(pug.map)) return { reason: `${pug.map} is played with stopwatch: logs.tf's colour scores are not the game's result` };
  const roster: Record<SteamId, TeamName> = {};
  for (const team of ['blu', 'red'] as const) for (const steamid of Object.keys(pug.teams[team])) roster[steamid] = team;
  const colours: Record<SteamId, TeamName> = {};
  for (const [id, player] of Object.entries(log.players)) {
    const steamid = steamId64(id);
    const colour = player.team === 'Blue' ? 'blu' : player.team === 'Red' ? 'red' : null;
    if (steamid && colour) colours[steamid] = colour;
  }
  const onBlu = pugTeamOnBlu(roster, colours, null);
  if (!onBlu) return { reason: 'the log does not show which team played on which colour' };
  const blue = log.teams.Blue.score;
  const red = log.teams.Red.score;
  return { score: onBlu === 'blu' ? [blue, red] : [red, blue] };
}

/** Whether the recorded [blu, red] score and logs.tf's agree. */
export function scoresAgree(recorded: readonly [number, number] | null | undefined, logsTf: readonly [number, number]): boolean {
  return !!recorded && recorded[0] === logsTf[0] && recorded[1] === logsTf[1];
}
