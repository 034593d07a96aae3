/**
 * Follows one match from its log events (line formats: log-line.ts): when it starts, the score
 * [pug blu, pug red], and the end. A pure function of the lines: state in, event in, state out;
 * the state is stored with the server so a restarted api resumes.
 *
 * - Start: the first Round_Start (TF2 logs it twice at the start of a tournament match: that is
 *   not a restart, and neither is a Round_Stalemate followed by a new Round_Start).
 * - Restart: `Tournament mode started` (the teams readied up again) or the
 *   `mp_tournament_restart` RCON line after the match started: the score goes back to 0-0.
 * - Score: the game's own `Team "…" current/final score` lines, by colour. A Round_Win the game
 *   does not count (at the time limit) is followed by the old score, so a Round_Win alone changes
 *   nothing; only when no score line follows it before the next round (or the end) does it count.
 *   Stopwatch maps are scored by their own rules (`stopwatchWinner`, below).
 * - Colours: which pug team plays on BLU is read from where the pug's players are: their
 *   `joined team` lines and every other line of theirs (spawned, changed role…), which carries
 *   their colour; most of them decide. Until one of them is seen, it is not known (no default),
 *   and the score waits. When the sides swap mid-match (TF2 swaps the teams' scores with them,
 *   SDK tf_gamerules.cpp HandleSwitchTeams), the colours' scores are swapped too.
 * - End: Game_Over comes before the `final score` lines, so the match is over once both final
 *   scores are in (or `flushMatch`, after a short wait). The first Game_Over ends the pug. A log
 *   that closes (`Log file closed`: the map changed, logging stopped) after the match started
 *   ends it with the score so far: nothing of that match can follow. Unless the map change was
 *   asked over RCON during the match (an admin's): then the match goes on, or is played again.
 */
import { isStopwatchMap, pugTeamOnBlu } from '@pug/domain';
import type { LogEvent } from './log-line.ts';

type PugTeam = 'blu' | 'red';
type Colour = 'blu' | 'red';

export interface MatchState {
  stopwatch: boolean;
  /** The pug team of each seated player (steamid64) and the colour each was last seen on. */
  roster: Record<string, PugTeam>;
  colours: Record<string, Colour>;
  /** The pug team on the BLU colour; null until one of the pug's players was seen on a colour. */
  blueIs: PugTeam | null;
  started: boolean;
  /** A restart was seen; the next Round_Start plays the match again. */
  restarting: boolean;
  /** A map change was asked over RCON (an admin): the log that closes for it does not end the match. */
  levelChange: boolean;
  /** [pug blu, pug red]. */
  score: [number, number];
  /** The game's own score by colour (not stopwatch). */
  colourScore: Record<Colour, number>;
  /** The colour of a Round_Win no score line has confirmed or denied yet. */
  pendingWin: Colour | null;
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
    blueIs: null,
    started: false,
    restarting: false,
    levelChange: false,
    score: [0, 0],
    colourScore: { blu: 0, red: 0 },
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

type Step = { state: MatchState; signals: MatchSignal[] };

/** Applies one event; returns the new state and what the pug should hear about. */
export function trackMatch(state: MatchState, event: LogEvent): Step {
  if (state.finished) {
    if (event.kind === 'logsTf') return { state: { ...state, logId: event.logId }, signals: [] };
    if (event.kind === 'demosTf') return { state: { ...state, demoUrl: event.url }, signals: [] };
    return { state, signals: [] };
  }
  const s: MatchState = {
    ...state,
    score: [...state.score],
    colourScore: { ...state.colourScore },
    finalSeen: { ...state.finalSeen },
    colours: { ...state.colours },
  };
  const signals: MatchSignal[] = [];
  const step = { state: s, signals };
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
      if (s.started) restart(step, true);
      break;
    case 'rcon':
      if (s.started && /^mp_tournament_restart\b/.test(event.command.trim())) restart(step);
      if (s.started && /^changelevel\b/.test(event.command.trim())) s.levelChange = true;
      break;
    case 'roundWin':
      if (!s.started) break;
      if (s.stopwatch) endHalf(step, event.team);
      else s.pendingWin = event.team;
      break;
    case 'miniRoundLength':
      if (s.half && !s.half.ended) s.half = { ...s.half, seconds: s.half.seconds + event.seconds };
      break;
    case 'roundLength':
      if (s.half?.ended) s.half = { ...s.half, seconds: s.half.seconds + event.seconds };
      break;
    case 'pointCaptured':
      // Only the attackers (on BLU) cap on stopwatch maps; the half's last cap is logged after its
      // Round_Win (or never): BLU's score line after the Round_Win has counted it already (capsFromScore).
      if (s.half && event.team === 'blu' && !s.half.scoreSeen) s.half = { ...s.half, caps: s.half.caps + 1 };
      break;
    case 'score':
      if (!s.started) break;
      if (event.final && s.gameOver) s.finalSeen[event.team] = true;
      if (s.stopwatch) {
        if (!event.final && event.team === 'blu') capsFromScore(step, event.score);
        break;
      }
      s.pendingWin = null;
      s.colourScore[event.team] = event.score;
      syncScore(step);
      break;
    case 'joinedTeam':
    case 'seen':
      if (s.roster[event.steamid]) placePlayer(step, event.steamid, event.team);
      break;
    case 'disconnected':
      if (s.roster[event.steamid]) placePlayer(step, event.steamid, null);
      break;
    case 'gameOver':
      if (!s.started) break;
      s.gameOver = true;
      closeHalf(step);
      break;
    case 'logClosed':
      if (!s.started || s.gameOver || s.levelChange) {
        s.levelChange = false;
        break;
      }
      closeHalf(step);
      countPendingWin(step);
      return finish(step);
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
  const step: Step = { state: { ...state, score: [...state.score], colourScore: { ...state.colourScore } }, signals: [] };
  countPendingWin(step);
  return finish(step);
}

/**
 * A stored state from before a field existed gets the field's starting value; the roster is the
 * pug's now (a sub takes the seat), and players no longer in it no longer place the teams.
 */
export function resumeMatchState(stored: Partial<MatchState>, pug: { map?: string; roster?: Record<string, PugTeam> }): MatchState {
  const fresh = newMatchState(pug);
  const state = { ...fresh, ...stored };
  if (!stored.colourScore) {
    const [blu, red] = state.score;
    state.colourScore = state.blueIs === 'red' ? { blu: red, red: blu } : { blu, red };
  }
  const roster = pug.roster;
  if (!roster) return state;
  state.roster = roster;
  state.colours = Object.fromEntries(Object.entries(state.colours).filter(([steamid]) => roster[steamid]));
  return state;
}

function setScore({ state: s, signals }: Step, score: [number, number]): void {
  if (s.score[0] === score[0] && s.score[1] === score[1]) return;
  s.score = score;
  signals.push({ kind: 'score', score: [...score] });
}

/** The pug score from the colours' scores, once it is known which pug team is on BLU. */
function syncScore(step: Step): void {
  const { blueIs, colourScore: c, stopwatch } = step.state;
  if (stopwatch || !blueIs) return;
  setScore(step, blueIs === 'blu' ? [c.blu, c.red] : [c.red, c.blu]);
}

/** A Round_Win no score line followed (a log without them): the round counts after all. */
function countPendingWin(step: Step): void {
  const colour = step.state.pendingWin;
  if (!colour) return;
  step.state.pendingWin = null;
  step.state.colourScore[colour] += 1;
  syncScore(step);
}

/**
 * The match is played again from 0-0. `readyUp`: the teams readied up (`Tournament mode started`),
 * which TF2 may log right after the doubled Round_Start of the (re)started match (real-logs/: the
 * 2015 to 2021 logs): a stopwatch half that Round_Start began is then the new match's first half.
 */
function restart(step: Step, readyUp = false): void {
  const s = step.state;
  if (s.restarting) return;
  s.restarting = true;
  step.signals.push({ kind: 'restarted' });
  s.pendingWin = null;
  s.half = readyUp && s.half && !s.half.ended ? newHalf() : null;
  s.firstHalf = null;
  s.colourScore = { blu: 0, red: 0 };
  setScore(step, [0, 0]);
}

/** A pug player seen on a colour (or off the teams); the sides follow most of the players. */
function placePlayer(step: Step, steamid: string, colour: Colour | null): void {
  const s = step.state;
  if (colour) s.colours[steamid] = colour;
  else delete s.colours[steamid];
  const before = s.blueIs;
  s.blueIs = sideOfBlue(s);
  if (!before || before === s.blueIs) return syncScore(step);
  // The teams swapped colours mid-match: TF2 swapped their scores with them.
  if (s.started) s.colourScore = { blu: s.colourScore.red, red: s.colourScore.blu };
  syncScore(step);
}

/** Most of the pug's players on BLU decide which pug team is there; a tie keeps the last answer (domain pug/sides.ts). */
function sideOfBlue(s: MatchState): PugTeam | null {
  return pugTeamOnBlu(s.roster, s.colours, s.blueIs);
}

/** A Round_Start begins a half, unless it is a later stage of one (or TF2's doubled first one). */
function startHalf(step: Step): void {
  const s = step.state;
  if (s.half && !s.half.ended) return;
  closeHalf(step);
  s.half = newHalf();
}

/** Round_Win on a stopwatch map: the half is over; its attackers are the pug team on BLU now. */
function endHalf(step: Step, winner: Colour): void {
  const s = step.state;
  if (!s.half || s.half.ended) return;
  s.half = { ...s.half, ended: true, attacker: s.blueIs, attackersWon: winner === 'blu' };
}

/**
 * BLU's `current score` after a stopwatch half's Round_Win: the points its attackers capped in the
 * half (TF2 adds 1 per cap before it decides the round, and the scores swap with the teams). It
 * counts the half's last cap even when its `pointcaptured` line comes late or never.
 */
function capsFromScore(step: Step, score: number): void {
  const half = step.state.half;
  if (half?.ended && !half.scoreSeen) step.state.half = { ...half, caps: Math.max(half.caps, score), scoreSeen: true };
}

/** After an ended half's late lines: keep it as the first half, or decide the game. */
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
  if (winner) setScore(step, winner === 'blu' ? [s.score[0] + 1, s.score[1]] : [s.score[0], s.score[1] + 1]);
}

function finish(step: Step): Step {
  step.state.finished = true;
  step.signals.push({ kind: 'finished', score: [...step.state.score] });
  return step;
}

/*
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

interface Half {
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

const newHalf = (): Half => ({ attacker: null, caps: 0, seconds: 0, ended: false, attackersWon: false, scoreSeen: false });

/**
 * The winner of a game of two finished halves, or null for a draw. Halves whose attackers are not
 * known, or the same team twice (no swap: not a stopwatch game), decide nothing.
 */
function stopwatchWinner(first: Half, second: Half): PugTeam | null {
  if (!first.attacker || !second.attacker || first.attacker === second.attacker) return null;
  if (first.caps !== second.caps) return first.caps > second.caps ? first.attacker : second.attacker;
  if (first.caps === 0) return null;
  return second.attackersWon ? second.attacker : first.attacker;
}
