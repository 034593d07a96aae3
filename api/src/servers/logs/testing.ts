/**
 * Test support (api tests only): short synthetic match logs in the srcds format (written for these
 * tests, not copied from real servers), for the pure tracker and for the simulated server's UDP
 * feed. Players are those of `insertPregamePug`: steamidOf(1..6) on pug BLU, 7..12 on pug RED.
 * Also the real server logs of real-logs/ (`realLog`) and their pug teams (`firstHalfRoster`).
 */
import { readFileSync } from 'node:fs';
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

/**
 * One stopwatch half on a 4-point payload map, in the shape TF2 logs it (SDK tf_eventlog.cpp): the
 * team on BLU caps `caps` points; the half ends with Mini_Round_Win / Mini_Round_Length / Round_Win
 * (no Round_Length), and a last cap that ends the half is logged after its Round_Win.
 */
function half(caps: number, seconds: number, cappers: number[], blueWins: boolean): string[] {
  const points = Array.from({ length: caps }, (_, cp) => {
    const who = cappers.slice(0, 2).map((n, i) => `(player${i + 1} ${tag(n, 'Blue')}) (position${i + 1} "-1200 ${cp * 300} 80")`);
    return `Team "Blue" triggered "pointcaptured" (cp "${cp}") (cpname "#Upward_cap_${cp + 1}") (numcappers "2") ${who.join(' ')}`;
  });
  const last = blueWins && caps > 0 ? points.splice(-1) : [];
  const winner = blueWins ? 'Blue' : 'Red';
  return [
    'World triggered "Round_Setup_Begin"',
    'World triggered "Mini_Round_Selected" (round "round_a")',
    'World triggered "Mini_Round_Start"',
    'World triggered "Round_Setup_End"',
    ...points,
    `World triggered "Mini_Round_Win" (winner "${winner}") (round "round_a")`,
    `World triggered "Mini_Round_Length" (seconds "${seconds}.50")`,
    `World triggered "Round_Win" (winner "${winner}")`,
    `Team "Red" current score "0" with "6" players`,
    `Team "Blue" current score "${caps}" with "6" players`,
    ...last,
  ];
}

/** TF2 moves every player to the other colour right after the Round_Start of a new half. */
function swapLines(onBlue: PugTeam): string[] {
  return (['blu', 'red'] as const).flatMap((team) =>
    numbers(team).map((n) => (team === onBlue ? `${tag(n, 'Red')} joined team "Blue"` : `${tag(n, 'Blue')} joined team "Red"`)),
  );
}

/**
 * A stopwatch match on pl_upward: `firstAttackers` start on BLU and attack; at half time TF2 moves
 * the teams to the other colours (`joined team` lines) and the other team attacks. The second half
 * ends as TF2's stopwatch decides it: its attackers win on more caps, or as many faster.
 */
export function stopwatchLog(firstAttackers: PugTeam, first: { caps: number; seconds: number }, second: { caps: number; seconds: number }): string[] {
  const secondAttackers: PugTeam = firstAttackers === 'blu' ? 'red' : 'blu';
  const secondWins = second.caps > first.caps || (second.caps === first.caps && second.caps > 0 && second.seconds < first.seconds);
  return stamped([
    ...joinLines(firstAttackers),
    ...tournamentStart,
    ...half(first.caps, first.seconds, numbers(firstAttackers), first.caps === 4),
    'World triggered "Round_Start"',
    ...swapLines(secondAttackers),
    ...half(second.caps, second.seconds, numbers(secondAttackers), secondWins),
    ...gameOver({ Blue: 0, Red: 0 }, 'Reached Round Limit'),
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

/** A real server log of real-logs/ (README.md there), as its lines with their stamps. */
export const realLog = (file: string): string[] =>
  readFileSync(new URL(`./real-logs/${file}`, import.meta.url), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);

/**
 * The pug teams of a real log: its own first-half rosters, who was on which colour when the first
 * round of the match ended (or at the end of a log whose only round never ends).
 */
export function firstHalfRoster(lines: string[]): Record<string, PugTeam> {
  const colours: Record<string, PugTeam> = {};
  let started = false;
  for (const line of lines) {
    const event = parseLogLine(body(line));
    if (event?.kind === 'roundStart') started = true;
    if (event?.kind === 'roundWin' && started) break;
    if (event?.kind === 'seen' || event?.kind === 'joinedTeam') {
      if (event.team) colours[event.steamid] = event.team;
      else delete colours[event.steamid];
    }
    if (event?.kind === 'disconnected') delete colours[event.steamid];
  }
  return colours;
}
