/**
 * Calibration of the predicted odds (docs/product.md "Calibration"): how well the chance the site
 * gave BLU (elo/odds.ts, stored with each pug) matched what happened. Finished pugs with a result
 * and a stored prediction only (not called off); the prediction read is the one as the teams
 * finished (`odds.blu`, the balance report's). A BLU win counts 1, a loss 0, a draw one half
 * (docs/decisions.md "Calibration: bands, draws and the log loss"). Sums only, so the api keeps them
 * as counters per format (`$inc`) and the rating bench folds a replay with the same rule.
 */
import type { Pug } from '../entities.ts';
import type { EloFormat } from '../formats/formats.ts';
import { eloFormatOf, winnerFromScore, type PugWinner } from './elo.ts';
import { monthKey } from './realign.ts';

/** Bands of the predicted chance: 10 bands of 10 points, [0, 0.1) ... [0.9, 1]. */
export const CALIBRATION_BANDS = 10;
/** The log loss reads a chance no closer to 0 or 1 than this (a certain prediction that missed would be infinite). */
export const LOG_LOSS_FLOOR = 1e-6;
/** What a coin flip (always 50 %) scores, for comparison: Brier 0.25, log loss ln 2. */
export const COIN_FLIP = { brier: 0.25, logLoss: Math.LN2 } as const;

/** One finished pug as calibration reads it. */
export interface CalibrationEntry {
  format: EloFormat;
  /** 'YYYY-MM' (UTC) of its end. */
  month: string;
  /** The chance given to BLU (0..1). */
  predicted: number;
  /** 1 BLU won, 0 RED won, 0.5 a draw. */
  outcome: number;
}

type CalibratedPug = Pick<Pug, 'format' | 'phase' | 'data' | 'startAt' | 'endAt' | 'odds'> & { aborted?: boolean };

/** 1, 0 or 0.5 for a draw. */
export function outcomeOf(winner: PugWinner): number {
  return winner === 'blu' ? 1 : winner === 'red' ? 0 : 0.5;
}

/** The band (0..CALIBRATION_BANDS-1) of a predicted chance; 1 is in the top band. */
export function calibrationBandOf(predicted: number): number {
  return Math.min(CALIBRATION_BANDS - 1, Math.max(0, Math.floor(predicted * CALIBRATION_BANDS)));
}

export const brierOf = (predicted: number, outcome: number): number => (predicted - outcome) ** 2;

export function logLossOf(predicted: number, outcome: number): number {
  const p = Math.min(1 - LOG_LOSS_FLOOR, Math.max(LOG_LOSS_FLOOR, predicted));
  return -(outcome * Math.log(p) + (1 - outcome) * Math.log(1 - p));
}

/**
 * Whether a pug counts, and how: 'none' when it does not (not Complete, called off, no score),
 * 'unpredicted' when it finished with a result but stored no prediction (older pugs), else its entry.
 */
export function calibrationEntryOf(pug: CalibratedPug): CalibrationEntry | 'unpredicted' | 'none' {
  const winner = winnerFromScore(pug.data.score);
  if (pug.phase !== 'Complete' || pug.aborted || !winner || !pug.format) return 'none';
  const predicted = pug.odds?.blu;
  if (predicted === undefined || !Number.isFinite(predicted)) return 'unpredicted';
  return { format: eloFormatOf(pug.format), month: monthKey(pug.endAt ?? pug.startAt), predicted, outcome: outcomeOf(winner) };
}

/**
 * A format's counters as stored: flat sums, each a field `$inc` adds to. `bands.<b>.{n,predicted,won}`,
 * `months.<YYYY-MM>.{n,brier,logLoss}`, the totals, and `distance.<d>`: how many pugs were d whole
 * points from 50 % (|p - 0.5| in points, rounded), for the median.
 */
export type CalibrationCounters = Record<string, number>;

/** What one entry adds, added into `into` (a replay adds many into one). */
export function addCalibration(into: CalibrationCounters, e: Pick<CalibrationEntry, 'month' | 'predicted' | 'outcome'>): CalibrationCounters {
  const inc = (field: string, by = 1) => (into[field] = (into[field] ?? 0) + by);
  const brier = brierOf(e.predicted, e.outcome);
  const logLoss = logLossOf(e.predicted, e.outcome);
  const band = calibrationBandOf(e.predicted);
  const distance = Math.abs(e.predicted - 0.5);
  inc('pugs');
  inc('brier', brier);
  inc('logLoss', logLoss);
  inc('distance', distance);
  inc(`distances.${Math.round(distance * 100)}`);
  inc(`bands.${band}.n`);
  inc(`bands.${band}.predicted`, e.predicted);
  inc(`bands.${band}.won`, e.outcome);
  inc(`months.${e.month}.n`);
  inc(`months.${e.month}.brier`, brier);
  inc(`months.${e.month}.logLoss`, logLoss);
  return into;
}

export interface CalibrationBand {
  /** The band's lower and upper bound (0..1). */
  from: number;
  to: number;
  pugs: number;
  /** Mean predicted BLU chance of its pugs; null when it has none. */
  predicted: number | null;
  /** The share BLU actually won (a draw a half); null when it has none. */
  actual: number | null;
}

export interface CalibrationMonth {
  month: string;
  pugs: number;
  brier: number;
  logLoss: number;
}

export interface CalibrationSummary {
  pugs: number;
  brier: number | null;
  logLoss: number | null;
  /** Mean and median |p - 0.5| (0..0.5); the median in whole points, as counted. */
  meanDistance: number | null;
  medianDistance: number | null;
  bands: CalibrationBand[];
  /** Oldest first. */
  months: CalibrationMonth[];
  /** Mean |predicted - actual| over the bands, weighted by their pugs (the expected calibration error). */
  calibrationError: number | null;
}

/** Reads stored counters (a nested document, as the store gives it back, or the flat form addCalibration builds). */
export function calibrationSummary(counters: CalibrationCounters | Record<string, unknown>): CalibrationSummary {
  const flat = flatten(counters);
  const at = (field: string) => flat[field] ?? 0;
  const pugs = at('pugs');
  const per = (sum: number, n: number) => (n > 0 ? sum / n : null);
  const bands: CalibrationBand[] = Array.from({ length: CALIBRATION_BANDS }, (_, b) => {
    const n = at(`bands.${b}.n`);
    return {
      from: b / CALIBRATION_BANDS,
      to: (b + 1) / CALIBRATION_BANDS,
      pugs: n,
      predicted: per(at(`bands.${b}.predicted`), n),
      actual: per(at(`bands.${b}.won`), n),
    };
  });
  const monthKeys = [...new Set(Object.keys(flat).flatMap((k) => (k.startsWith('months.') ? [k.split('.')[1]!] : [])))].sort();
  const months = monthKeys
    .map((m) => {
      const n = at(`months.${m}.n`);
      return { month: m, pugs: n, brier: n > 0 ? at(`months.${m}.brier`) / n : 0, logLoss: n > 0 ? at(`months.${m}.logLoss`) / n : 0 };
    })
    .filter((m) => m.pugs > 0);
  const calibrationError = per(
    bands.reduce((sum, b) => sum + (b.pugs > 0 ? b.pugs * Math.abs(b.predicted! - b.actual!) : 0), 0),
    pugs,
  );
  return {
    pugs,
    brier: per(at('brier'), pugs),
    logLoss: per(at('logLoss'), pugs),
    meanDistance: per(at('distance'), pugs),
    medianDistance: pugs > 0 ? medianOfHistogram(flat, pugs) / 100 : null,
    bands,
    months,
    calibrationError,
  };
}

/** The summary of a list of entries (the rating bench, tests). */
export function calibrationOf(entries: Iterable<Pick<CalibrationEntry, 'month' | 'predicted' | 'outcome'>>): CalibrationSummary {
  const counters: CalibrationCounters = {};
  for (const e of entries) addCalibration(counters, e);
  return calibrationSummary(counters);
}

/** The median of `distances.<d>` counts (whole points), the two middle values' mean for an even count. */
function medianOfHistogram(flat: Record<string, number>, n: number): number {
  const valueAt = (index: number) => {
    let seen = 0;
    for (let d = 0; d <= 50; d++) {
      seen += flat[`distances.${d}`] ?? 0;
      if (seen > index) return d;
    }
    return 50;
  };
  return (valueAt(Math.floor((n - 1) / 2)) + valueAt(Math.ceil((n - 1) / 2))) / 2;
}

function flatten(doc: Record<string, unknown>, prefix = '', out: Record<string, number> = {}): Record<string, number> {
  for (const [k, v] of Object.entries(doc)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'number') out[key] = v;
    else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, out);
  }
  return out;
}
