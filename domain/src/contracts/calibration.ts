/**
 * The public calibration page (docs/product.md "Calibration"): its query and its answer, as zod
 * schemas (the api's tests and the page parse the answer with them). Aggregates only: no player, no
 * rating. Chances are 0..1; months are UTC.
 */
import { z } from 'zod';
import { eloFormatSchema } from './profile.ts';

/** GET /api/calibration?format= */
export const calibrationQuerySchema = z.object({ format: eloFormatSchema.default('sixes') });

const count = z.number().int().min(0);
const chance = z.number().min(0).max(1);
const score = z.number().min(0);

export const calibrationResponseSchema = z.object({
  format: eloFormatSchema,
  /** Finished pugs with a result and a stored prediction, all time. */
  pugs: count,
  /** Finished pugs with a result but no stored prediction (from before predictions were stored). */
  unpredicted: count,
  /** Mean over the pugs; null without pugs. */
  brier: score.nullable(),
  logLoss: score.nullable(),
  /** Mean and median |p - 0.5| (the median in whole points). */
  meanDistance: chance.nullable(),
  medianDistance: chance.nullable(),
  /** Weighted mean |predicted - actual| over the bands. */
  calibrationError: chance.nullable(),
  bands: z.array(z.object({ from: chance, to: chance, pugs: count, predicted: chance.nullable(), actual: chance.nullable() })),
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), pugs: count, brier: score, logLoss: score })),
});
export type CalibrationResponse = z.infer<typeof calibrationResponseSchema>;
