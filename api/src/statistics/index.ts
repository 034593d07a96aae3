/**
 * Statistics and the hall of fame (docs/product.md "Statistics and hall of fame"): counters per
 * format and a record per player and format, kept as pugs finish (`pug/completed`, tally.ts) after
 * a one-time count of the pugs from before (backfill.ts, at start); two public GETs read them.
 * Listed before the pugs feature, so its start (the backfill) runs before any pug is resumed.
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { backfillStatistics } from './backfill.ts';
import { getHallOfFame } from './getHallOfFame.ts';
import { getStatistics } from './getStatistics.ts';
import { tallyCompletedPug } from './on-pug-completed.ts';

export const statisticsFeature: FeatureFactory = (ctx) => ({
  name: 'statistics',
  routes(mount) {
    mount('statistics', getStatistics(ctx.collections, ctx.now));
    mount('hallOfFame', getHallOfFame(ctx.collections));
  },
  subscriptions: {
    'pug/completed': { 'statistics/on-pug-completed': tallyCompletedPug(ctx) },
  },
  async start() {
    // A failed count leaves the statistics short, never the site down (a failed read is retried at the next start).
    try {
      const counted = await backfillStatistics(ctx.collections, ctx.now());
      if (counted > 0) ctx.logger.info({ counted }, 'statistics: counted the pugs from before');
    } catch (err) {
      ctx.logger.error({ err }, 'statistics: counting the pugs from before failed');
    }
  },
});
