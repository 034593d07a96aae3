/**
 * Statistics and the hall of fame (docs/product.md "Statistics and hall of fame"): counters per
 * format and a record per player and format, kept as pugs finish (`pug/completed`, tally.ts) after
 * a one-time count of the pugs from before (backfill.ts), run in the background from the start: the
 * api answers meanwhile, the pages showing what is counted so far. Two public GETs read them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FeatureFactory } from '../framework/feature.ts';
import { BACKFILL_LEASE_MS, backfillStatistics, sweepCompleted } from './backfill.ts';
import { getHallOfFame } from './getHallOfFame.ts';
import { getStatistics } from './getStatistics.ts';
import { tallyCompletedPug } from './on-pug-completed.ts';

export const statisticsFeature: FeatureFactory = (ctx) => {
  const stopping = new AbortController();
  let counting: Promise<void> | undefined;

  /** Counts the pugs from before (or waits while another process does), then the ones it missed. */
  const count = async () => {
    const { signal } = stopping;
    try {
      for (;;) {
        const outcome = await backfillStatistics(ctx.collections, { now: ctx.now, signal });
        if (outcome.state === 'done') ctx.logger.info({ counted: outcome.counted }, 'statistics: counted the pugs from before');
        if (outcome.state === 'already-done') {
          const swept = await sweepCompleted(ctx.collections, ctx.now());
          if (swept > 0) ctx.logger.info({ swept }, 'statistics: counted finished pugs left uncounted');
        }
        if (outcome.state !== 'held-elsewhere') return;
        // Another process counts: take over if its claim lapses.
        await sleep(Math.max(1000, Math.min(BACKFILL_LEASE_MS, outcome.leaseUntil - ctx.now() + 1000)), undefined, { signal });
      }
    } catch (err) {
      // A failed count leaves the statistics short, never the site down; the next start resumes it.
      if (!signal.aborted) ctx.logger.error({ err }, 'statistics: counting the pugs from before failed');
    }
  };

  return {
    name: 'statistics',
    routes(mount) {
      mount('statistics', getStatistics(ctx.collections, ctx.now));
      mount('hallOfFame', getHallOfFame(ctx.collections));
    },
    subscriptions: {
      'pug/completed': { 'statistics/on-pug-completed': tallyCompletedPug(ctx) },
    },
    async start() {
      counting = count();
    },
    async stop() {
      stopping.abort();
      await counting;
    },
  };
};
