import { describe, expect, it } from 'vitest';
import {
  addCalibration,
  brierOf,
  CALIBRATION_BANDS,
  calibrationBandOf,
  calibrationEntryOf,
  calibrationOf,
  calibrationSummary,
  logLossOf,
  type CalibrationEntry,
} from './calibration.ts';

/**
 * A history whose answer is worked out by hand:
 *   p 0.6 BLU won (Brier 0.16), p 0.6 RED won (0.36)   in 2026-11
 *   p 0.3 a draw  (0.04),       p 0.5 BLU won (0.25)   in 2026-12
 */
const HISTORY: Pick<CalibrationEntry, 'month' | 'predicted' | 'outcome'>[] = [
  { month: '2026-11', predicted: 0.6, outcome: 1 },
  { month: '2026-11', predicted: 0.6, outcome: 0 },
  { month: '2026-12', predicted: 0.3, outcome: 0.5 },
  { month: '2026-12', predicted: 0.5, outcome: 1 },
];
const ln = Math.log;

describe('calibrationOf a history known by hand', () => {
  const summary = calibrationOf(HISTORY);

  it('counts the pugs, the Brier score and the log loss over all of them', () => {
    expect(summary.pugs).toBe(4);
    expect(summary.brier).toBeCloseTo((0.16 + 0.36 + 0.04 + 0.25) / 4, 12);
    expect(summary.logLoss).toBeCloseTo((-ln(0.6) - ln(0.4) - (0.5 * ln(0.3) + 0.5 * ln(0.7)) + ln(2)) / 4, 12);
  });

  it('puts each pug in its band: the mean predicted chance and the share BLU won (a draw a half)', () => {
    expect(summary.bands).toHaveLength(CALIBRATION_BANDS);
    const used = summary.bands.filter((b) => b.pugs > 0);
    expect(used.map((b) => [b.from, b.pugs])).toEqual([
      [0.3, 1],
      [0.5, 1],
      [0.6, 2],
    ]);
    expect(used[0]!.predicted).toBeCloseTo(0.3, 12);
    expect(used[0]!.actual).toBe(0.5);
    expect(used[1]!.actual).toBe(1);
    expect(used[2]!.predicted).toBeCloseTo(0.6, 12);
    expect(used[2]!.actual).toBe(0.5);
    expect(summary.bands[0]).toEqual({ from: 0, to: 0.1, pugs: 0, predicted: null, actual: null });
    // |0.3-0.5|·1 + |0.5-1|·1 + |0.6-0.5|·2 over 4 pugs.
    expect(summary.calibrationError).toBeCloseTo(0.9 / 4, 12);
  });

  it('scores each month, oldest first', () => {
    expect(summary.months.map((m) => [m.month, m.pugs])).toEqual([
      ['2026-11', 2],
      ['2026-12', 2],
    ]);
    expect(summary.months[0]!.brier).toBeCloseTo(0.26, 12);
    expect(summary.months[0]!.logLoss).toBeCloseTo((-ln(0.6) - ln(0.4)) / 2, 12);
    expect(summary.months[1]!.brier).toBeCloseTo(0.145, 12);
  });

  it('says how far the typical pug is from 50 %: mean and median of |p - 0.5|', () => {
    expect(summary.meanDistance).toBeCloseTo(0.1, 12);
    // 0, 10, 10, 20 points: the middle two are 10.
    expect(summary.medianDistance).toBe(0.1);
    expect(calibrationOf([HISTORY[0]!, HISTORY[2]!, HISTORY[3]!]).medianDistance).toBe(0.1);
    expect(calibrationOf([HISTORY[2]!, HISTORY[3]!]).medianDistance).toBe(0.1);
  });

  it('reads the counters the same whether flat ($inc fields) or nested (as the store gives them back)', () => {
    const flat = HISTORY.reduce((c, e) => addCalibration(c, e), {});
    const nested: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(flat)) {
      const keys = path.split('.');
      let at = nested;
      for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
      at[keys.at(-1)!] = value;
    }
    expect(calibrationSummary({ _id: 'sixes', ...nested })).toEqual(summary);
  });

  it('is empty, not zero, without pugs', () => {
    expect(calibrationOf([])).toMatchObject({
      pugs: 0,
      brier: null,
      logLoss: null,
      meanDistance: null,
      medianDistance: null,
      months: [],
      calibrationError: null,
    });
  });
});

describe('the parts', () => {
  it.each([
    [0, 0],
    [0.05, 0],
    [0.1, 1],
    [0.3, 3],
    [0.4999, 4],
    [0.5, 5],
    [0.7, 7],
    [0.99, 9],
    [1, 9],
  ])('a chance of %d is in band %d', (p, band) => expect(calibrationBandOf(p)).toBe(band));

  it('scores a certain miss finitely, and a coin flip as ln 2 whatever happened', () => {
    expect(brierOf(1, 0)).toBe(1);
    expect(logLossOf(1, 0)).toBeCloseTo(-ln(1e-6), 6);
    for (const o of [0, 0.5, 1]) expect(logLossOf(0.5, o)).toBeCloseTo(ln(2), 12);
  });
});

describe('calibrationEntryOf a stored pug', () => {
  const base = {
    format: 'SIXES' as const,
    phase: 'Complete' as const,
    data: { score: [3, 1] as [number, number] },
    startAt: Date.UTC(2026, 10, 30, 23),
    endAt: Date.UTC(2026, 11, 1, 0, 30),
    odds: { blu: 0.62, atStart: 0.55 },
  };

  it('reads the chance as the teams finished, the month it ended (UTC) and the outcome', () => {
    expect(calibrationEntryOf(base)).toEqual({ format: 'sixes', month: '2026-12', predicted: 0.62, outcome: 1 });
    expect(calibrationEntryOf({ ...base, data: { score: [2, 2] } })).toMatchObject({ outcome: 0.5 });
    expect(calibrationEntryOf({ ...base, format: 'HIGHLANDER', data: { score: [0, 1] } })).toMatchObject({ format: 'hl', outcome: 0 });
  });

  it('leaves out pugs called off or without a result, and tells a result without a prediction apart', () => {
    expect(calibrationEntryOf({ ...base, aborted: true })).toBe('none');
    expect(calibrationEntryOf({ ...base, phase: 'Playing' })).toBe('none');
    expect(calibrationEntryOf({ ...base, data: { score: null } })).toBe('none');
    expect(calibrationEntryOf({ ...base, odds: undefined })).toBe('unpredicted');
  });
});
