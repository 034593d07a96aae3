/**
 * Counting a finished pug on the calibration page (docs/product.md "Calibration"): its format's
 * counters document, one `$inc` of the sums domain elo/calibration.ts keeps. A pug is counted once:
 * by the count of the pugs from before (backfill.ts) if it ended before that count's boundary (the
 * start that first claimed it), else by the `pug/completed` reaction, which claims it (`calibrated`)
 * before it counts.
 */
import { addCalibration, calibrationEntryOf, eloFormatOf, type CalibrationCounters, type CalibrationEntry } from '@pug/domain';
import type { Collections, PugDoc } from '../db/index.ts';

/** The fields of a pug the count reads. */
export const CALIBRATION_PROJECTION = { format: 1, phase: 1, data: 1, startAt: 1, endAt: 1, aborted: 1, odds: 1, calibrated: 1 } as const;

/** What one pug adds to its format's counters, added into `into`; null when it does not count. */
export function calibrationIncrements(pug: PugDoc, into: CalibrationCounters = {}): CalibrationCounters | null {
  const entry: CalibrationEntry | 'unpredicted' | 'none' = calibrationEntryOf(pug);
  if (entry === 'none') return null;
  if (entry === 'unpredicted') {
    into.unpredicted = (into.unpredicted ?? 0) + 1;
    return into;
  }
  return addCalibration(into, entry);
}

/** Counts one finished pug (as stored); false when it does not count or was counted already. */
export async function countStoredPug(collections: Collections, pug: PugDoc): Promise<boolean> {
  const inc = calibrationIncrements(pug);
  if (!inc) return false;
  const claimed = await collections.pugs.updateOne({ _id: pug._id, calibrated: { $ne: true } }, { $set: { calibrated: true } });
  if (claimed.modifiedCount !== 1) return false;
  await collections.calibrationCounters.updateOne({ _id: eloFormatOf(pug.format) }, { $inc: inc }, { upsert: true });
  return true;
}
