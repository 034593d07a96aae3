/**
 * Follows one match from its log events (line formats: log-line.ts): when it starts, the score
 * [pug blu, pug red], and the end. A pure function of the lines: state in, event in, state out;
 * the state is stored with the server so a restarted api resumes.
 *
 * - Start: the first Round_Start (TF2 logs it twice at the start of a tournament match: that is
 *   not a restart, and neither is a Round_Stalemate followed by a new Round_Start).
 * - Restart: `Tournament mode started` (the teams readied up again) or the
 *   `mp_tournament_restart` RCON line after the match started: the score goes back to 0-0.
 * - Score: the game's own `Team "…" current/final score` lines. A Round_Win the game does not
 *   count (at the time limit) is followed by the old score, so a Round_Win alone changes nothing;
 *   only when no score line follows it before the next round (or the end) does it count.
 *   Stopwatch maps are scored by their own rules (stopwatch.ts).
 * - Colours: which pug team plays on BLU follows the `joined team` lines of the pug's players
 *   (most of them decide); the colours swap at each stopwatch half time.
 * - End: Game_Over comes before the `final score` lines, so the match is over once both final
 *   scores are in (or `flushMatch`, after a short wait). The first Game_Over ends the pug.
 */
import type { LogEvent } from './log-line.ts';
import { isStopwatchMap, stopwatchWinner, type Half } from './stopwatch.ts';

type PugTeam = 'blu' | 'red';
type Colour = 'blu' | 'red';

export interface MatchState {
  stopwatch: boolean;
  /** The pug team of each seated player (steamid64) and the colour each was last seen on. */
  roster: Record<string, PugTeam>;
  colours: Record<string, Colour>;
  /** The pug team on the BLU colour. */
  blueIs: PugTeam;
  started: boolean;
  /** A restart was seen; the next Round_Start plays the match again. */
  restarting: boolean;
  score: [number, number];
  /** A Round_Win (as a pug team) no score line has confirmed or denied yet. */
  pendingWin: PugTeam | null;
  /** Stopwatch: the half being played and the first half of the current game. */
  half: Half | null;
  firstHalf: Half | null;
  gameOver: boolean;
  finalSeen: { blu: boolean; red: boolean };
  finished: boolean;
  logId: string | null;
  demoUrl: string | null;
}

export type MatchSignal =
  { kind: 'started' } | { kind: 'score'; score: [number, number] } | { kind: 'restarted' } | { kind: 'finished'; score: [number, number] };

export function newMatchState(pug: { map?: string; roster?: Record<string, PugTeam> } = {}): MatchState {
  return {
    stopwatch: isStopwatchMap(pug.map ?? ''),
    roster: pug.roster ?? {},
    colours: {},
    blueIs: 'blu',
    started: false,
    restarting: false,
    score: [0, 0],
    pendingWin: null,
    half: null,
    firstHalf: null,
    gameOver: false,
    finalSeen: { blu: false, red: false },
    finished: false,
    logId: null,
    demoUrl: null,
  };
}

const index = (team: PugTeam) => (team === 'blu' ? 0 : 1);
const other = (team: PugTeam): PugTeam => (team === 'blu' ? 'red' : 'blu');

type Step = { state: MatchState; signals: MatchSignal[] };

/** Applies one event; returns the new state and what the pug should hear about. */
export function trackMatch(state: MatchState, event: LogEvent): Step {
  if (state.finished) {
    if (event.kind === 'logsTf') return { state: { ...state, logId: event.logId }, signals: [] };
    if (event.kind === 'demosTf') return { state: { ...state, demoUrl: event.url }, signals: [] };
    return { state, signals: [] };
  }
  const s: MatchState = { ...state, score: [...state.score], finalSeen: { ...state.finalSeen }, colours: { ...state.colours } };
  const signals: MatchSignal[] = [];
  const step = { state: s, signals };
  const teamOn = (colour: Colour) => (colour === 'blu' ? s.blueIs : other(s.blueIs));
  switch (event.kind) {
    case 'roundStart':
      if (!s.started) {
        s.started = true;
        signals.push({ kind: 'started' });
      }
      s.restarting = false;
      countPendingWin(step);
      if (s.stopwatch) startHalf(step);
      break;
    case 'tournamentStarted':
      if (s.started) restart(step);
      break;
    case 'rcon':
      if (s.started && /^mp_tournament_restart\b/.test(event.command.trim())) restart(step);
      break;
    case 'roundWin':
      if (!s.started) break;
      if (s.stopwatch) endHalf(step);
      else s.pendingWin = teamOn(event.team);
      break;
    case 'roundLength':
      if (s.half?.ended) s.half = { ...s.half, seconds: s.half.seconds + event.seconds };
      break;
    case 'pointCaptured':
      // Only the attackers (on BLU) cap on stopwatch maps.
      if (s.half && !s.half.ended && event.team === 'blu') s.half = { ...s.half, caps: s.half.caps + 1 };
      break;
    case 'score':
      if (!s.started) break;
      if (event.final && s.gameOver) s.finalSeen[event.team] = true;
      if (s.stopwatch) break;
      s.pendingWin = null;
      setScore(step, teamOn(event.team), event.score);
      break;
    case 'joinedTeam':
      if (s.roster[event.steamid]) {
        if (event.team) s.colours[event.steamid] = event.team;
        else delete s.colours[event.steamid];
        s.blueIs = sideOfBlue(s);
      }
      break;
    case 'gameOver':
      if (!s.started) break;
      s.gameOver = true;
      closeHalf(step);
      break;
    case 'logsTf':
      s.logId = event.logId;
      break;
    case 'demosTf':
      s.demoUrl = event.url;
      break;
    default:
      break;
  }
  if (s.gameOver && s.finalSeen.blu && s.finalSeen.red) return finish(step);
  return step;
}

/** Ends a match that saw Game_Over but not both final scores (called after a short wait). */
export function flushMatch(state: MatchState): Step {
  if (!state.gameOver || state.finished) return { state, signals: [] };
  const step: Step = { state: { ...state, score: [...state.score] }, signals: [] };
  countPendingWin(step);
  return finish(step);
}

/** A stored state from before a field existed gets the field's starting value. */
export function resumeMatchState(stored: Partial<MatchState>, pug: Parameters<typeof newMatchState>[0]): MatchState {
  return { ...newMatchState(pug), ...stored };
}

function setScore({ state: s, signals }: Step, team: PugTeam, value: number): void {
  if (s.score[index(team)] === value) return;
  s.score[index(team)] = value;
  signals.push({ kind: 'score', score: [...s.score] });
}

/** A Round_Win no score line followed (a log without them): the round counts after all. */
function countPendingWin(step: Step): void {
  const team = step.state.pendingWin;
  if (!team) return;
  step.state.pendingWin = null;
  setScore(step, team, step.state.score[index(team)] + 1);
}

function restart(step: Step): void {
  const s = step.state;
  if (s.restarting) return;
  s.restarting = true;
  step.signals.push({ kind: 'restarted' });
  s.pendingWin = null;
  s.half = null;
  s.firstHalf = null;
  setScore(step, 'blu', 0);
  setScore(step, 'red', 0);
}

/** Most of the pug's players on BLU decide which pug team is there; a tie keeps the last answer. */
function sideOfBlue(s: MatchState): PugTeam {
  let usual = 0;
  let swapped = 0;
  for (const [steamid, colour] of Object.entries(s.colours)) {
    if (s.roster[steamid] === colour) usual++;
    else swapped++;
  }
  if (usual === swapped) return s.blueIs;
  return usual > swapped ? 'blu' : 'red';
}

function startHalf(step: Step): void {
  const s = step.state;
  if (s.half && !s.half.ended) return; // a later stage of the same half
  closeHalf(step);
  s.half = { attacker: s.blueIs, caps: 0, seconds: 0, ended: false };
}

/** Round_Win on a stopwatch map: the half is over and the teams swap colours. */
function endHalf(step: Step): void {
  const s = step.state;
  if (!s.half || s.half.ended) return;
  s.half = { ...s.half, ended: true };
  s.blueIs = other(s.blueIs);
  for (const steamid of Object.keys(s.colours)) s.colours[steamid] = other(s.colours[steamid]!);
}

/** After an ended half's Round_Length lines: keep it as the first half, or decide the game. */
function closeHalf(step: Step): void {
  const s = step.state;
  if (!s.half?.ended) return;
  const half = s.half;
  s.half = null;
  if (!s.firstHalf) {
    s.firstHalf = half;
    return;
  }
  const winner = stopwatchWinner(s.firstHalf, half);
  s.firstHalf = null;
  if (winner) setScore(step, winner, s.score[index(winner)] + 1);
}

function finish(step: Step): Step {
  step.state.finished = true;
  step.signals.push({ kind: 'finished', score: [...step.state.score] });
  return step;
}
