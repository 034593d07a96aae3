/**
 * GET /api/calibration?format= — one format's calibration page: one read of its counters document
 * (count.ts keeps it), whatever the number of pugs. Aggregates only: no player, no rating.
 */
import { calibrationQuerySchema, calibrationSummary, type CalibrationResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';

export function getCalibration(collections: Collections): Middleware {
  return async (ctx) => {
    const { format } = parseWith(calibrationQuerySchema, ctx.query, 'query');
    const doc = await collections.calibrationCounters.findOne({ _id: format });
    const { unpredicted = 0, ...sums } = doc ?? {};
    const body: CalibrationResponse = { format, unpredicted, ...calibrationSummary(sums) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
