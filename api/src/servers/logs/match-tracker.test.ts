import { describe, expect, it } from 'vitest';
import type { LogEvent } from './log-line.ts';
import { flushMatch, newMatchState, trackMatch, type MatchSignal, type MatchState } from './match-tracker.ts';

function run(events: LogEvent[], from: MatchState = newMatchState()) {
  let state = from;
  const signals: MatchSignal[] = [];
  for (const e of events) {
    const out = trackMatch(state, e);
    state = out.state;
    signals.push(...out.signals);
  }
  return { state, signals };
}

const start: LogEvent = { kind: 'roundStart' };
const win = (team: 'blu' | 'red'): LogEvent => ({ kind: 'roundWin', team });
const score = (team: 'blu' | 'red', n: number, final = false): LogEvent => ({ kind: 'score', team, score: n, final });

describe('trackMatch', () => {
  it('starts on the first Round_Start and counts round wins as [blu, red]', () => {
    const { state, signals } = run([start, win('blu'), score('red', 0), score('blu', 1), start, win('red')]);
    expect(signals).toEqual([{ kind: 'started' }, { kind: 'score', score: [1, 0] }, { kind: 'score', score: [1, 1] }]);
    expect(state.score).toEqual([1, 1]);
  });

  it('ignores scores before the match starts', () => {
    expect(run([win('red'), score('red', 4)]).state.score).toEqual([0, 0]);
  });

  it('resets the score on a double Round_Start (tournament restart)', () => {
    const { state, signals } = run([start, win('blu'), start, start]);
    expect(signals.slice(-2)).toEqual([{ kind: 'restarted' }, { kind: 'score', score: [0, 0] }]);
    expect(state.score).toEqual([0, 0]);
    expect(state.started).toBe(true);
  });

  it('finishes after Game_Over once both final scores are in, with the final score', () => {
    const { state, signals } = run([start, win('red'), { kind: 'gameOver', reason: 'x' }, score('red', 3, true), score('blu', 2, true)]);
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [2, 3] });
    expect(state.finished).toBe(true);
    // Nothing after the end changes the result, but late links are kept.
    const after = run([win('blu'), { kind: 'logsTf', logId: '77' }], state);
    expect(after.signals).toEqual([]);
    expect(after.state.score).toEqual([2, 3]);
    expect(after.state.logId).toBe('77');
  });

  it('flushes a Game_Over whose final scores never came', () => {
    const { state } = run([start, win('red'), { kind: 'gameOver', reason: 'x' }]);
    expect(flushMatch(state).signals).toEqual([{ kind: 'finished', score: [0, 1] }]);
    expect(flushMatch(newMatchState()).signals).toEqual([]);
  });
});
