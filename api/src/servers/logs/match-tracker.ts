/**
 * Follows one match from its log events: when it starts, the score [blu, red] (a double
 * Round_Start, i.e. mp_tournament_restart, resets it), and the end. Game_Over comes before the
 * `final score` lines, so the match is over once both final scores are in (or `flush()`).
 * Pure and serialisable: the state is stored with the server so a restarted api resumes.
 */
import type { LogEvent } from './log-line.ts';

export interface MatchState {
  started: boolean;
  score: [number, number];
  /** The last round-flow event was a Round_Start (a second one means a restart). */
  afterRoundStart: boolean;
  gameOver: boolean;
  finalSeen: { blu: boolean; red: boolean };
  finished: boolean;
  logId: string | null;
  demoUrl: string | null;
}

export type MatchSignal =
  { kind: 'started' } | { kind: 'score'; score: [number, number] } | { kind: 'restarted' } | { kind: 'finished'; score: [number, number] };

export function newMatchState(): MatchState {
  return {
    started: false,
    score: [0, 0],
    afterRoundStart: false,
    gameOver: false,
    finalSeen: { blu: false, red: false },
    finished: false,
    logId: null,
    demoUrl: null,
  };
}

const index = (team: 'blu' | 'red') => (team === 'blu' ? 0 : 1);

/** Applies one event; returns the new state and what the pug should hear about. */
export function trackMatch(state: MatchState, event: LogEvent): { state: MatchState; signals: MatchSignal[] } {
  if (state.finished) {
    if (event.kind === 'logsTf') return { state: { ...state, logId: event.logId }, signals: [] };
    if (event.kind === 'demosTf') return { state: { ...state, demoUrl: event.url }, signals: [] };
    return { state, signals: [] };
  }
  const s: MatchState = { ...state, score: [...state.score], finalSeen: { ...state.finalSeen } };
  const signals: MatchSignal[] = [];
  const setScore = (score: [number, number]) => {
    if (score[0] === s.score[0] && score[1] === s.score[1]) return;
    s.score = score;
    signals.push({ kind: 'score', score });
  };
  switch (event.kind) {
    case 'roundStart':
      if (!s.started) {
        s.started = true;
        signals.push({ kind: 'started' });
      } else if (s.afterRoundStart) {
        signals.push({ kind: 'restarted' });
        setScore([0, 0]);
      }
      s.afterRoundStart = true;
      break;
    case 'roundWin': {
      if (!s.started) break;
      s.afterRoundStart = false;
      const next: [number, number] = [...s.score];
      next[index(event.team)] += 1;
      setScore(next);
      break;
    }
    case 'score': {
      if (!s.started) break;
      const next: [number, number] = [...s.score];
      next[index(event.team)] = event.score;
      setScore(next);
      if (event.final && s.gameOver) s.finalSeen[event.team] = true;
      break;
    }
    case 'gameOver':
      if (s.started) s.gameOver = true;
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
  if (s.gameOver && s.finalSeen.blu && s.finalSeen.red) return finish(s, signals);
  return { state: s, signals };
}

/** Ends a match that saw Game_Over but not both final scores (called after a short wait). */
export function flushMatch(state: MatchState): { state: MatchState; signals: MatchSignal[] } {
  if (!state.gameOver || state.finished) return { state, signals: [] };
  return finish({ ...state }, []);
}

function finish(s: MatchState, signals: MatchSignal[]) {
  s.finished = true;
  signals.push({ kind: 'finished', score: [...s.score] });
  return { state: s, signals };
}
