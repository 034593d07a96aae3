import { describe, expect, it } from 'vitest';
import { balanceMapKind, balanceReportOf, DEFAULT_BLOWOUT_MARGINS, formatMatchDuration, isBlowout } from './balanceReport.ts';

describe('balanceMapKind', () => {
  it.each([
    ['cp_process_final', '5cp'],
    ['cp_granary_pro_rc8', '5cp'],
    ['koth_product_final', 'koth'],
    ['KOTH_Lakeside', 'koth'],
    ['pl_upward', 'stopwatch'],
    ['cp_gorge_final', 'stopwatch'],
    ['ctf_ballin_sky', '5cp'],
  ] as const)('%s is %s', (map, kind) => {
    expect(balanceMapKind(map)).toBe(kind);
  });
});

describe('isBlowout (default margins: 5CP 5, KOTH 3, stopwatch 2)', () => {
  it.each([
    { map: 'cp_process_final', score: [5, 0], blowout: true },
    { map: 'cp_process_final', score: [1, 6], blowout: true },
    { map: 'cp_process_final', score: [5, 1], blowout: false },
    { map: 'cp_process_final', score: [4, 4], blowout: false },
    { map: 'koth_product_final', score: [3, 0], blowout: true },
    { map: 'koth_product_final', score: [0, 3], blowout: true },
    { map: 'koth_product_final', score: [3, 1], blowout: false },
    { map: 'pl_upward', score: [2, 0], blowout: true },
    { map: 'pl_upward', score: [1, 0], blowout: false },
    { map: 'cp_gorge', score: [0, 2], blowout: true },
    { map: 'pl_upward', score: [0, 0], blowout: false },
  ] as const)('$map $score: $blowout', ({ map, score, blowout }) => {
    expect(isBlowout(map, [score[0], score[1]])).toBe(blowout);
  });

  it('follows the configured margins per map kind', () => {
    const margins = { ...DEFAULT_BLOWOUT_MARGINS, koth: 2, stopwatch: 1 };
    expect(isBlowout('koth_product_final', [2, 0], margins)).toBe(true);
    expect(isBlowout('pl_upward', [1, 0], margins)).toBe(true);
    expect(isBlowout('cp_process_final', [4, 0], margins)).toBe(false);
  });

  it('is never a pug without a score', () => {
    expect(isBlowout('cp_process_final', null)).toBe(false);
    expect(isBlowout('cp_process_final', undefined)).toBe(false);
  });
});

describe('balanceReportOf', () => {
  const pug = { map: 'cp_process_final', startAt: 1_000, gameStartAt: 61_000, endAt: 61_000 + 32 * 60_000 };

  it('puts the prediction beside the result, the margin and the match’s length', () => {
    expect(balanceReportOf({ ...pug, data: { score: [5, 0] }, odds: { blu: 0.42, atStart: 0.45 } })).toEqual({
      predictedBlu: 0.42,
      winner: 'blu',
      upset: true,
      score: [5, 0],
      margin: 5,
      mapKind: '5cp',
      blowout: true,
      durationMs: 32 * 60_000,
    });
    expect(balanceReportOf({ ...pug, data: { score: [2, 3] }, odds: { blu: 0.42, atStart: 0.42 } })).toMatchObject({
      winner: 'red',
      upset: false,
      margin: 1,
      blowout: false,
    });
  });

  it('has no favourite at 50 % or without odds, and counts from the pug’s start without a match start', () => {
    expect(balanceReportOf({ ...pug, data: { score: [1, 0] }, odds: { blu: 0.5, atStart: 0.5 } })!.upset).toBe(false);
    const old = balanceReportOf({ ...pug, gameStartAt: null, data: { score: [3, 3] } })!;
    expect(old).toMatchObject({ predictedBlu: null, winner: 'draw', upset: false, margin: 0, durationMs: 33 * 60_000 });
  });

  it('is none without a result', () => {
    expect(balanceReportOf({ ...pug, data: { score: null } })).toBeNull();
    expect(balanceReportOf({ ...pug, data: {} })).toBeNull();
  });
});

describe('formatMatchDuration', () => {
  it.each([
    [30_000, 'under a minute'],
    [38 * 60_000 + 59_000, '38 min'],
    [64 * 60_000, '1 h 04 min'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatMatchDuration(ms)).toBe(text);
  });
});
