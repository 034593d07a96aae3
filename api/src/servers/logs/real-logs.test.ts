/**
 * The match tracker on real TF2 server logs (real-logs/, sources and expected results in its
 * README.md). The pug teams are the log's own first-half rosters: who was on which colour when the
 * first round ended. Each log is played twice: with pug BLU on the first-half BLU team, and with
 * the teams drafted the other way round (pug BLU on the first-half RED team).
 */
import { describe, expect, it } from 'vitest';
import { newMatchState } from './match-tracker.ts';
import { firstHalfRoster, realLog, replay } from './testing.ts';

type PugTeam = 'blu' | 'red';
type Case = { file: string; map: string; kind: string; score: [number, number]; finished: boolean };

/** score: [the first-half BLU team, the first-half RED team], as the README says where it comes from. */
const CASES: Case[] = [
  { file: 'gbans-log_3474527.log', map: 'pl_badwater', kind: 'stopwatch, both cap all, 2nd attackers faster', score: [0, 1], finished: true },
  { file: 'tf-log-parser-log_hl.log', map: 'pl_borneo', kind: 'stopwatch, 1st attackers cap all, 2nd none', score: [1, 0], finished: true },
  { file: 'tf2logparser-full_plupward.log', map: 'pl_upward', kind: 'stopwatch, two games, last caps after Round_Win', score: [0, 2], finished: true },
  { file: 'tf2log_analyzer-log_988034.log', map: 'pl_upward', kind: 'stopwatch, ready-up logged after the doubled Round_Start', score: [1, 0], finished: true },
  { file: 'tf-logparser-payload.log', map: 'pl_unnamed', kind: 'stopwatch, Round_Length only, last cap never logged', score: [0, 1], finished: true },
  { file: 'logstf-parser-log_brokenDamage.log', map: 'pl_badwater', kind: 'stopwatch, one half only', score: [0, 0], finished: false },
  { file: 'tf2_line_parser-broder_vs_epsilon.log', map: 'cp_badlands', kind: '5CP, win difference', score: [1, 6], finished: true },
  { file: 'tf2_line_parser-detailed_damage.log', map: 'cp_unnamed', kind: '5CP, win difference', score: [5, 0], finished: true },
  { file: 'tf2_line_parser-example.log', map: 'cp_granary', kind: '5CP, time limit', score: [4, 3], finished: true },
  { file: 'tf2logparser-freight_vs_mixup.log', map: 'cp_freight_final1', kind: '5CP, first of two halves', score: [2, 3], finished: true },
  { file: 'tf2logparser-full_1123dwidgranary.log', map: 'cp_granary', kind: '5CP, joined mid-round', score: [1, 5], finished: true },
  { file: 'tf2logparser-full_badlands_2halves.log', map: 'cp_badlands', kind: '5CP, first of two halves', score: [4, 0], finished: true },
  { file: 'tf2logparser-full_crazychar.log', map: 'cp_badlands', kind: '5CP, win limit', score: [5, 1], finished: true },
  { file: 'logstf-parser-log_3025052.log', map: 'cp_unnamed', kind: '5CP, time limit', score: [2, 4], finished: true },
  { file: 'logstf-parser-log_3045614.log', map: 'cp_unnamed', kind: '5CP, time limit', score: [4, 2], finished: true },
  { file: 'logstf-parser-log_STEAM_.log', map: 'cp_unnamed', kind: '5CP, STEAM_ ids', score: [5, 1], finished: true },
  { file: 'logstf-parser-log_negTimes.log', map: 'cp_sunshine', kind: '5CP, win limit', score: [0, 5], finished: true },
  { file: 'tf-log-parser-log_2788889.log', map: 'cp_unnamed', kind: '5CP, win difference', score: [5, 0], finished: true },
  { file: 'tf-log-parser-log_2892242.log', map: 'cp_unnamed', kind: '5CP, time limit', score: [5, 2], finished: true },
  { file: 'f2s-sourcemod-plugins-testlog.log', map: 'cp_unnamed', kind: '5CP, win limit', score: [5, 0], finished: true },
  { file: 'tf2logparser-full_kothviaduct.log', map: 'koth_viaduct', kind: 'KOTH, no Game_Over: the log closes', score: [4, 0], finished: true },
  { file: 'tf-log-parser-log_6s.log', map: 'koth_viaduct', kind: 'KOTH, win limit', score: [2, 3], finished: true },
  { file: 'tf2-livelogs-test_log.log', map: 'koth_viaduct', kind: 'KOTH, win limit', score: [0, 4], finished: true },
  { file: 'gbans-log_3124689.log', map: 'koth_unnamed', kind: 'KOTH, public server, no tournament mode', score: [0, 3], finished: true },
  { file: 'tf2logparser-full_ctfdoublecross.log', map: 'ctf_doublecross', kind: 'CTF, win difference', score: [7, 2], finished: true },
  { file: 'logstf-parser-log_bball.log', map: 'ultiduo_baloo', kind: 'BBall, final score only', score: [25, 16], finished: true },
];

const play = (lines: string[], map: string, roster: Record<string, PugTeam>) => {
  const { state, signals } = replay(lines, newMatchState({ map, roster }));
  return { state, finished: signals.find((s) => s.kind === 'finished') };
};

const flip = (roster: Record<string, PugTeam>): Record<string, PugTeam> =>
  Object.fromEntries(Object.entries(roster).map(([id, t]) => [id, t === 'blu' ? 'red' : 'blu']));

describe('the match tracker on real server logs', () => {
  it.each(CASES)('$file ($map, $kind): $score', ({ file, map, score, finished }) => {
    const all = realLog(file);
    const roster = firstHalfRoster(all);
    expect(Object.keys(roster).length).toBeGreaterThanOrEqual(2);

    const drafted = play(all, map, roster);
    expect(drafted.state.finished).toBe(finished);
    expect(drafted.state.score).toEqual(score);
    if (finished) expect(drafted.finished).toEqual({ kind: 'finished', score });

    const otherWay = play(all, map, flip(roster));
    expect(otherWay.state.score).toEqual([score[1], score[0]]);
  });

  it('holds at least the stopwatch, 5CP, KOTH and CTF logs the README lists', () => {
    expect(CASES.filter((c) => c.map.startsWith('pl_'))).toHaveLength(6);
    expect(CASES.filter((c) => c.kind.startsWith('KOTH'))).toHaveLength(4);
    expect(CASES.filter((c) => c.kind.startsWith('CTF'))).toHaveLength(1);
  });
});
