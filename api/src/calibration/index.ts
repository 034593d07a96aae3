/**
 * The calibration page (docs/product.md "Calibration"): how the predicted odds matched the
 * results, per format, from counters kept as pugs finish (`pug/completed`, count.ts) after a
 * one-time count of the pugs from before (backfill.ts, in the background from the start); one
 * public GET reads them. Listed before the pugs feature, so its start claims the count (and fixes
 * its boundary) before any pug is resumed.
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { backfillCalibration, claimCalibrationCount } from './backfill.ts';
import { getCalibration } from './getCalibration.ts';
import { countCompletedPug } from './on-pug-completed.ts';

export const calibrationFeature: FeatureFactory = (ctx) => {
  const stopping = new AbortController();
  let counting: Promise<void> | undefined;
  return {
    name: 'calibration',
    routes(mount) {
      mount('calibration', getCalibration(ctx.collections));
    },
    subscriptions: {
      'pug/completed': { 'calibration/on-pug-completed': countCompletedPug(ctx) },
    },
    async start() {
      // A failed count leaves the page short, never the site down (the next start takes it over).
      const failed = (err: unknown) => {
        if (!stopping.signal.aborted) ctx.logger.error({ err }, 'calibration: counting the pugs from before failed');
      };
      try {
        const until = await claimCalibrationCount(ctx.collections, ctx.now());
        if (until === null) return;
        counting = backfillCalibration(ctx.collections, until, stopping.signal).then((counted) => {
          if (counted > 0) ctx.logger.info({ counted }, 'calibration: counted the pugs from before');
        }, failed);
      } catch (err) {
        failed(err);
      }
    },
    async stop() {
      stopping.abort();
      await counting;
    },
  };
};
