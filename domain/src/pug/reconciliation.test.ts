import { describe, expect, it } from 'vitest';
import { logsTfPugScore, scoresAgree, type LogsTfResult } from './reconciliation.ts';

const BLU = ['76561198000000001', '76561198000000003'];
const RED = ['76561198000000002', '76561198000000004'];
const pug = (map = 'cp_process_final') => ({
  map,
  teams: { blu: Object.fromEntries(BLU.map((s) => [s, {}])), red: Object.fromEntries(RED.map((s) => [s, {}])) },
});
/** `[U:1:n]` for a steamid64 (n = steamid64 - 76561197960265728). */
const u = (steamid: string) => `[U:1:${BigInt(steamid) - 76561197960265728n}]`;

describe('logsTfPugScore', () => {
  it("maps logs.tf's colours to the pug's teams by where most of each team's players ended", () => {
    const log = (bluColour: string, redColour: string): LogsTfResult => ({
      teams: { Red: { score: 4 }, Blue: { score: 1 } },
      players: { ...Object.fromEntries(BLU.map((s) => [u(s), { team: bluColour }])), ...Object.fromEntries(RED.map((s) => [u(s), { team: redColour }])) },
    });
    expect(logsTfPugScore(log('Blue', 'Red'), pug())).toEqual({ score: [1, 4] });
    expect(logsTfPugScore(log('Red', 'Blue'), pug())).toEqual({ score: [4, 1] });
  });

  it('reads the older STEAM_0 ids, ignores players not in the pug, and says so when no pug player is on a colour', () => {
    // 76561198000000001 = STEAM_0:1:19867136
    const older: LogsTfResult = {
      teams: { Red: { score: 2 }, Blue: { score: 3 } },
      players: { 'STEAM_0:1:19867136': { team: 'Red' }, '[U:1:5]': { team: 'Blue' } },
    };
    expect(logsTfPugScore(older, pug())).toEqual({ score: [2, 3] });
    const nobody: LogsTfResult = { teams: { Red: { score: 2 }, Blue: { score: 3 } }, players: { '[U:1:5]': { team: 'Blue' }, BOT: { team: 'Red' } } };
    expect(logsTfPugScore(nobody, pug())).toEqual({ reason: 'the log does not show which team played on which colour' });
  });

  it('does not compare a stopwatch map', () => {
    const log: LogsTfResult = { teams: { Red: { score: 1 }, Blue: { score: 1 } }, players: { [u(BLU[0]!)]: { team: 'Blue' } } };
    expect(logsTfPugScore(log, pug('pl_upward'))).toMatchObject({ reason: expect.stringContaining('stopwatch') });
  });

  it('scoresAgree', () => {
    expect(scoresAgree([2, 1], [2, 1])).toBe(true);
    expect(scoresAgree([2, 1], [1, 2])).toBe(false);
    expect(scoresAgree(null, [0, 0])).toBe(false);
  });
});
