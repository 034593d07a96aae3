/**
 * Test support (api tests only): short synthetic match logs in the srcds format (written for these
 * tests, not copied from real servers), for the pure tracker and for the simulated server's UDP
 * feed. Players are those of `insertPregamePug`: steamidOf(1..6) on pug BLU, 7..12 on pug RED.
 */
import { steamidOf } from '../testing.ts';
import { parseLogLine } from './log-line.ts';
import { newMatchState, trackMatch, type MatchSignal, type MatchState } from './match-tracker.ts';

type PugTeam = 'blu' | 'red';
type Colour = 'Blue' | 'Red';

const STEAMID64_BASE = 76561197960265728n;
const steam3 = (n: number) => `[U:1:${BigInt(steamidOf(n)) - STEAMID64_BASE}]`;
const numbers = (team: PugTeam) => (team === 'blu' ? [1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12]);
const tag = (n: number, colour: string) => `"P${n}<${n + 1}><${steam3(n)}><${colour}>"`;

export const ROSTER: Record<string, PugTeam> = Object.fromEntries([
  ...numbers('blu').map((n) => [steamidOf(n), 'blu']),
  ...numbers('red').map((n) => [steamidOf(n), 'red']),
]);

/** `L 10/13/2024 - 20:11:04: line`, one second apart: what srcds writes (and the packet carries). */
export function stamped(lines: string[]): string[] {
  return lines.map((line, i) => {
    const t = 20 * 3600 + 11 * 60 + 4 + i;
    const clock = [Math.floor(t / 3600), Math.floor(t / 60) % 60, t % 60].map((n) => String(n).padStart(2, '0')).join(':');
    return `L 10/13/2024 - ${clock}: ${line}`;
  });
}

/** The line without its stamp (what `Tf2Simulator.log` takes, and what the tracker reads). */
export const body = (line: string) => line.replace(/^L \d\d\/\d\d\/\d{4} - \d\d:\d\d:\d\d: /, '');

/** Every player of the pug connects; the players of `onBlue` join BLU, the others RED. */
export function joinLines(onBlue: PugTeam = 'blu'): string[] {
  const colourOf = (team: PugTeam): Colour => (team === onBlue ? 'Blue' : 'Red');
  return (['blu', 'red'] as const).flatMap((team) =>
    numbers(team).flatMap((n) => [`${tag(n, '')} connected, address "10.0.0.${n}:27005"`, `${tag(n, 'Unassigned')} joined team "${colourOf(team)}"`]),
  );
}

/** The ready-up of tournament mode, then the doubled Round_Start TF2 logs when a match starts. */
export const tournamentStart = ['Tournament mode started', 'Blue Team: BLU', 'Red Team: RED', 'World triggered "Round_Start"', 'World triggered "Round_Start"'];

/** A round won by `winner` (a colour), then the game's own score by colour. */
export function roundWon(winner: Colour, score: { Blue: number; Red: number }, seconds = 180): string[] {
  return [
    `World triggered "Round_Win" (winner "${winner}")`,
    `World triggered "Round_Length" (seconds "${seconds}.25")`,
    `Team "Red" current score "${score.Red}" with "6" players`,
    `Team "Blue" current score "${score.Blue}" with "6" players`,
  ];
}

export function gameOver(score: { Blue: number; Red: number }, reason = 'Reached Win Limit'): string[] {
  return [
    `World triggered "Game_Over" reason "${reason}"`,
    `Team "Red" final score "${score.Red}" with "6" players`,
    `Team "Blue" final score "${score.Blue}" with "6" players`,
  ];
}

/** One stopwatch half on a 4-point payload map: the team on BLU caps `caps` points in `seconds`. */
function half(caps: number, seconds: number, cappers: number[]): string[] {
  const points = Array.from({ length: caps }, (_, cp) => {
    const who = cappers.slice(0, 2).map((n, i) => `(player${i + 1} ${tag(n, 'Blue')}) (position${i + 1} "-1200 ${cp * 300} 80")`);
    return `Team "Blue" triggered "pointcaptured" (cp "${cp}") (cpname "#Upward_cap_${cp + 1}") (numcappers "2") ${who.join(' ')}`;
  });
  return [
    'World triggered "Round_Setup_Begin"',
    'World triggered "Round_Setup_End"',
    ...points,
    // Attackers who cap the last point win the half; otherwise the defenders win at the time limit.
    `World triggered "Round_Win" (winner "${caps === 4 ? 'Blue' : 'Red'}")`,
    `World triggered "Round_Length" (seconds "${seconds}.50")`,
    'Team "Red" current score "0" with "6" players',
    'Team "Blue" current score "0" with "6" players',
  ];
}

/**
 * A stopwatch match on pl_upward: `firstAttackers` start on BLU and attack, the teams swap colours
 * at half time (no `joined team` lines: TF2 moves them), the other team attacks; final scores 0:0.
 */
export function stopwatchLog(firstAttackers: PugTeam, first: { caps: number; seconds: number }, second: { caps: number; seconds: number }): string[] {
  const secondAttackers: PugTeam = firstAttackers === 'blu' ? 'red' : 'blu';
  return stamped([
    ...joinLines(firstAttackers),
    ...tournamentStart,
    ...half(first.caps, first.seconds, numbers(firstAttackers)),
    'World triggered "Round_Start"',
    ...half(second.caps, second.seconds, numbers(secondAttackers)),
    ...gameOver({ Blue: 0, Red: 0 }),
  ]);
}

/** Runs stamped lines through the parser and the tracker. */
export function replay(lines: string[], from: MatchState = newMatchState({ map: 'cp_process_f12', roster: ROSTER })) {
  let state = from;
  const signals: MatchSignal[] = [];
  for (const line of lines) {
    const event = parseLogLine(body(line));
    if (!event) continue;
    const out = trackMatch(state, event);
    state = out.state;
    signals.push(...out.signals);
  }
  return { state, signals };
}
