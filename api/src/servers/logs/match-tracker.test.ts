import { describe, expect, it } from 'vitest';
import { flushMatch, newMatchState, resumeMatchState } from './match-tracker.ts';
import { body, gameOver, joinLines, replay, ROSTER, roundWon, stamped, stopwatchLog, tournamentStart } from './testing.ts';

const scores = (signals: ReturnType<typeof replay>['signals']) => signals.flatMap((s) => (s.kind === 'score' ? [s.score] : []));
const onMap = (map: string) => newMatchState({ map, roster: ROSTER });

describe('trackMatch: rounds and the score', () => {
  it('starts once on the doubled Round_Start and takes the score from the game’s score lines as [blu, red]', () => {
    const { state, signals } = replay(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        'World triggered "Round_Start"',
        ...roundWon('Red', { Blue: 1, Red: 1 }),
      ]),
    );
    expect(signals.filter((s) => s.kind === 'started')).toHaveLength(1);
    expect(signals.some((s) => s.kind === 'restarted')).toBe(false);
    expect(scores(signals)).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(state.score).toEqual([1, 1]);
  });

  it('ignores scores before the match starts', () => {
    expect(replay(stamped([...roundWon('Red', { Blue: 0, Red: 4 })])).state.score).toEqual([0, 0]);
  });

  it('keeps the score through a stalemate (Round_Start, Round_Stalemate, Round_Start): no restart', () => {
    const { signals } = replay(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        'World triggered "Round_Start"',
        'World triggered "Round_Stalemate"',
        'World triggered "Round_Length" (seconds "300.00")',
        'Team "Red" current score "0" with "6" players',
        'Team "Blue" current score "1" with "6" players',
        'World triggered "Round_Start"',
        ...roundWon('Red', { Blue: 1, Red: 1 }),
      ]),
    );
    expect(signals.some((s) => s.kind === 'restarted')).toBe(false);
    expect(scores(signals)).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });

  it('resets the score on a tournament restart (mp_tournament_restart, the teams ready up again), once', () => {
    const { state, signals } = replay(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        'rcon from "10.0.0.1:51234": command "mp_tournament_restart"',
        ...tournamentStart,
        ...roundWon('Red', { Blue: 0, Red: 1 }),
      ]),
    );
    expect(signals.filter((s) => s.kind === 'restarted')).toHaveLength(1);
    expect(scores(signals)).toEqual([
      [1, 0],
      [0, 0],
      [0, 1],
    ]);
    expect(state.started).toBe(true);
  });

  it('does not count a Round_Win the game does not count (at the time limit), even for a moment', () => {
    const rounds = [
      ['Red', 0, 1],
      ['Blue', 1, 1],
      ['Red', 1, 2],
      ['Blue', 2, 2],
      ['Red', 2, 3],
      ['Red', 2, 4],
    ] as const;
    const { signals } = replay(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...rounds.flatMap(([winner, blue, red]) => [...roundWon(winner, { Blue: blue, Red: red }), 'World triggered "Round_Start"']),
        'World triggered "Round_Win" (winner "Red")',
        'World triggered "Round_Length" (seconds "95.10")',
        ...gameOver({ Blue: 2, Red: 4 }, 'Reached Time Limit'),
      ]),
    );
    expect(scores(signals).at(-1)).toEqual([2, 4]);
    expect(scores(signals)).not.toContainEqual([2, 5]);
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [2, 4] });
  });

  it('counts a Round_Win when the log has no score lines at all (at the next round, or the end)', () => {
    const { state } = replay(
      stamped([...joinLines(), 'World triggered "Round_Start"', 'World triggered "Round_Win" (winner "Red")', 'World triggered "Round_Start"']),
    );
    expect(state.score).toEqual([0, 1]);
    const over = replay(stamped(['World triggered "Round_Win" (winner "Blue")', 'World triggered "Game_Over" reason "Reached Time Limit"']), state);
    expect(flushMatch(over.state).signals).toEqual([
      { kind: 'score', score: [1, 1] },
      { kind: 'finished', score: [1, 1] },
    ]);
  });

  it('scores the pug teams, not the colours, when pug RED plays on BLU', () => {
    const { signals } = replay(stamped([...joinLines('red'), ...tournamentStart, ...roundWon('Blue', { Blue: 1, Red: 0 }), ...gameOver({ Blue: 1, Red: 0 })]));
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [0, 1] });
  });
});

describe('trackMatch: the end', () => {
  it('finishes after Game_Over once both final scores are in; late links are kept, nothing else counts', () => {
    const { state, signals } = replay(stamped([...joinLines(), ...tournamentStart, ...roundWon('Red', { Blue: 0, Red: 1 }), ...gameOver({ Blue: 2, Red: 3 })]));
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [2, 3] });
    const after = replay(
      stamped([...roundWon('Blue', { Blue: 3, Red: 3 }), '[TFTrue] The log is available here: http://logs.tf/77. Type !log to view it.']),
      state,
    );
    expect(after.signals).toEqual([]);
    expect(after.state.score).toEqual([2, 3]);
    expect(after.state.logId).toBe('77');
  });

  it('ends at the first Game_Over when a log holds two matches (or two halves played as two games)', () => {
    const { signals } = replay(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Blue', { Blue: 1, Red: 0 }),
        ...gameOver({ Blue: 1, Red: 0 }, 'Reached Time Limit'),
        ...tournamentStart,
        ...roundWon('Red', { Blue: 0, Red: 1 }),
        ...roundWon('Red', { Blue: 0, Red: 2 }),
        ...gameOver({ Blue: 0, Red: 2 }),
      ]),
    );
    expect(signals.filter((s) => s.kind === 'finished')).toEqual([{ kind: 'finished', score: [1, 0] }]);
    expect(signals.some((s) => s.kind === 'restarted')).toBe(false);
  });

  it('flushes a Game_Over whose final scores never came', () => {
    const { state } = replay(
      stamped([...joinLines(), ...tournamentStart, ...roundWon('Red', { Blue: 0, Red: 1 }), 'World triggered "Game_Over" reason "Reached Win Limit"']),
    );
    expect(flushMatch(state).signals).toEqual([{ kind: 'finished', score: [0, 1] }]);
    expect(flushMatch(newMatchState()).signals).toEqual([]);
  });

  it('resumes a state stored before a field existed', () => {
    const stored = { started: true, score: [1, 2] as [number, number] };
    expect(resumeMatchState(stored, { map: 'pl_upward', roster: ROSTER })).toMatchObject({
      started: true,
      score: [1, 2],
      colourScore: { blu: 1, red: 2 },
      stopwatch: true,
      blueIs: null,
    });
  });
});

describe('trackMatch: stopwatch', () => {
  it('pug BLU attacks first and caps more: pug BLU wins although the final scores read 0:0', () => {
    const { signals } = replay(stopwatchLog('blu', { caps: 3, seconds: 600 }, { caps: 2, seconds: 600 }), onMap('pl_upward'));
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [1, 0] });
  });

  it('pug RED attacks first (on BLU), the colours swap at half time, pug BLU caps as many faster: pug BLU wins', () => {
    const { signals } = replay(stopwatchLog('red', { caps: 4, seconds: 500 }, { caps: 4, seconds: 420 }), onMap('pl_upward'));
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [1, 0] });
  });

  it('pug RED attacks first and caps more: pug RED wins (attack/defend cp_ maps assumed to log like payload: no real log found)', () => {
    const { signals } = replay(stopwatchLog('red', { caps: 2, seconds: 600 }, { caps: 1, seconds: 600 }), onMap('cp_gorge'));
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [0, 1] });
  });

  it('pug BLU attacks first, both cap everything, pug RED faster: pug RED wins; none capped: a draw', () => {
    expect(replay(stopwatchLog('blu', { caps: 4, seconds: 400 }, { caps: 4, seconds: 390 }), onMap('pl_badwater')).signals.at(-1)).toEqual({
      kind: 'finished',
      score: [0, 1],
    });
    expect(replay(stopwatchLog('blu', { caps: 0, seconds: 600 }, { caps: 0, seconds: 600 }), onMap('pl_badwater')).signals.at(-1)).toEqual({
      kind: 'finished',
      score: [0, 0],
    });
  });

  it('is not used on 5CP or KOTH maps', () => {
    expect(onMap('cp_process_f12').stopwatch).toBe(false);
    expect(onMap('koth_product_final').stopwatch).toBe(false);
    expect(onMap('cp_gorge_final').stopwatch).toBe(true);
  });
});

describe('trackMatch: stopwatch as TF2 logs it', () => {
  it('as many caps (not all): the winner of the second half decides, as TF2’s stopwatch did (SDK StopWatchModeThink; no real log of this case found)', () => {
    // Pug RED attacks first and caps 2 before the time runs out; pug BLU caps 2 as well, later: RED wins the half.
    const log = stopwatchLog('red', { caps: 2, seconds: 600 }, { caps: 2, seconds: 600 });
    expect(replay(log, onMap('pl_upward')).signals.at(-1)).toEqual({ kind: 'finished', score: [0, 1] });
    const secondFaster = stopwatchLog('red', { caps: 2, seconds: 600 }, { caps: 2, seconds: 500 });
    expect(replay(secondFaster, onMap('pl_upward')).signals.at(-1)).toEqual({ kind: 'finished', score: [1, 0] });
  });

  it('counts the last cap logged after the half’s Round_Win, and sums the stages’ Mini_Round_Length lines (multi-stage: assumed from the SDK, no real log found)', () => {
    const { state } = replay(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        'World triggered "Mini_Round_Win" (winner "Blue") (round "round_1")',
        'World triggered "Mini_Round_Length" (seconds "200.00")',
        'World triggered "Round_Start"',
        'World triggered "Mini_Round_Win" (winner "Blue") (round "round_2")',
        'World triggered "Mini_Round_Length" (seconds "150.50")',
        'World triggered "Round_Win" (winner "Blue")',
        'Team "Blue" triggered "pointcaptured" (cp "3") (cpname "#Goldrush_cap_4") (numcappers "1") (player1 "P1<2><[U:1:39734273]><Blue>") (position1 "1 2 3")',
      ]),
      onMap('pl_goldrush'),
    );
    expect(state.half).toMatchObject({ attacker: 'blu', caps: 1, seconds: 350.5, ended: true, attackersWon: true });
  });

  it('reads a half’s caps from BLU’s score line after its Round_Win: the last cap counts once, logged late or never (real-logs/ gbans-log_3474527, tf-logparser-payload)', () => {
    const late = stamped([
      ...joinLines(),
      ...tournamentStart,
      'World triggered "Round_Win" (winner "Blue")',
      'Team "Red" current score "0" with "6" players',
      'Team "Blue" current score "4" with "6" players',
      'Team "Blue" triggered "pointcaptured" (cp "3") (cpname "#Badwater_cap_4") (numcappers "1") (player1 "P1<2><[U:1:39734273]><Blue>") (position1 "1 2 3")',
    ]);
    expect(replay(late, onMap('pl_badwater')).state.half).toMatchObject({ caps: 4, ended: true, attackersWon: true });
    expect(replay(late.slice(0, -1), onMap('pl_badwater')).state.half).toMatchObject({ caps: 4, ended: true });
  });

  it('takes `Tournament mode started` right after the doubled Round_Start as the ready-up: the half begun is played (real-logs/ tf2log_analyzer-log_988034)', () => {
    const log = stopwatchLog('blu', { caps: 3, seconds: 600 }, { caps: 2, seconds: 600 });
    const readyUp = log.findIndex((line) => body(line) === 'Tournament mode started');
    const [line] = log.splice(readyUp, 1);
    log.splice(readyUp + 4, 0, line!);
    expect(log.slice(readyUp, readyUp + 5).map(body)).toEqual([
      'Blue Team: BLU',
      'Red Team: RED',
      'World triggered "Round_Start"',
      'World triggered "Round_Start"',
      'Tournament mode started',
    ]);
    expect(replay(log, onMap('pl_upward')).signals.at(-1)).toEqual({ kind: 'finished', score: [1, 0] });
  });

  it('decides nothing when the teams did not swap colours (assumed: not a tournament stopwatch game) or their sides are unknown', () => {
    const noSwap = stamped([
      ...joinLines(),
      ...tournamentStart,
      'World triggered "Round_Win" (winner "Red")',
      'World triggered "Round_Start"',
      'Team "Blue" triggered "pointcaptured" (cp "0") (cpname "#Upward_cap_1") (numcappers "1") (player1 "P1<2><[U:1:39734273]><Blue>") (position1 "1 2 3")',
      'World triggered "Round_Win" (winner "Red")',
      ...gameOver({ Blue: 0, Red: 0 }),
    ]);
    expect(replay(noSwap, onMap('pl_upward')).signals.at(-1)).toEqual({ kind: 'finished', score: [0, 0] });
    const unseen = noSwap.filter((line) => !/joined team/.test(line));
    expect(replay(unseen, onMap('pl_upward')).state.score).toEqual([0, 0]);
  });
});

describe('trackMatch: sides and the end of the log', () => {
  it('places the teams from any line of their players (no joined team line), never from a default', () => {
    const lines = ['"P7<8><[U:1:39734279]><Blue>" spawned as "scout"', ...tournamentStart, ...roundWon('Blue', { Blue: 1, Red: 0 })];
    expect(replay(stamped(lines)).state.score).toEqual([0, 1]);
    expect(replay(stamped(lines.slice(1))).state.score).toEqual([0, 0]);
  });

  it('swaps the colours’ scores when the teams swap colours mid-match (TF2 swaps them with the teams)', () => {
    const swap = joinLines('red').filter((line) => /joined team/.test(line));
    const { state } = replay(stamped([...joinLines(), ...tournamentStart, ...roundWon('Blue', { Blue: 1, Red: 0 }), 'World triggered "Round_Start"', ...swap]));
    expect(state.score).toEqual([1, 0]);
    expect(state.colourScore).toEqual({ blu: 0, red: 1 });
    expect(replay(stamped(roundWon('Red', { Blue: 0, Red: 2 })), state).state.score).toEqual([2, 0]);
  });

  it('ends the match with the score so far when the log closes after it started (a map change: nothing of it can follow), not before', () => {
    const { signals } = replay(
      stamped([...joinLines(), ...tournamentStart, ...roundWon('Red', { Blue: 0, Red: 1 }), 'World triggered "Round_Start"', 'Log file closed']),
    );
    expect(signals.at(-1)).toEqual({ kind: 'finished', score: [0, 1] });
    expect(replay(stamped([...joinLines(), 'Log file closed'])).state.finished).toBe(false);
    // An admin changed the map over RCON mid-match: the match goes on (or is played again) on the new map.
    const changed = replay(
      stamped([
        ...joinLines(),
        ...tournamentStart,
        ...roundWon('Red', { Blue: 0, Red: 1 }),
        'rcon from "10.0.0.1:5555": command "changelevel cp_process_f12"',
        'Log file closed',
        'Log file started (file "logs/L1013002.log") (game "/tf") (version "8835751")',
      ]),
    );
    expect(changed.state).toMatchObject({ finished: false, levelChange: false, score: [0, 1] });
  });
});
