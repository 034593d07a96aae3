/**
 * GET /api/statistics?format=&days= — one format's statistics page: one read of its counters
 * document (tally.ts keeps it), whatever the number of pugs.
 */
import { FILL_BUCKET_MINUTES, lastUtcDays, statisticsQuerySchema, type StatisticsResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';

const byCountThenName =
  <T extends { pugs: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.pugs - a.pugs || key(a).localeCompare(key(b));

export function getStatistics(collections: Collections, now: () => number): Middleware {
  return async (ctx) => {
    const { format, days } = parseWith(statisticsQuerySchema, ctx.query, 'query');
    const doc = await collections.statisticsCounters.findOne({ _id: format });
    const fillPugs = doc?.fillPugs ?? 0;
    const body: StatisticsResponse = {
      format,
      totalPugs: doc?.pugs ?? 0,
      perDay: lastUtcDays(now(), days).map((day) => ({ day, pugs: doc?.days?.[day] ?? 0 })),
      perHourOfWeek: Array.from({ length: 168 }, (_, h) => doc?.hours?.[String(h)] ?? 0),
      maps: Object.entries(doc?.maps ?? {})
        .map(([key, pugs]) => ({ map: decodeURIComponent(key), pugs }))
        .sort(byCountThenName((r) => r.map)),
      fill: {
        pugs: fillPugs,
        meanMs: fillPugs > 0 ? Math.round((doc?.fillTotalMs ?? 0) / fillPugs) : null,
        buckets: Array.from({ length: FILL_BUCKET_MINUTES.length + 1 }, (_, b) => doc?.fillBuckets?.[String(b)] ?? 0),
      },
      waitedFor: Object.entries(doc?.waitedFor ?? {})
        .map(([key, pugs]) => ({ slot: decodeURIComponent(key), pugs }))
        .sort(byCountThenName((r) => r.slot)),
      filledAtOnce: doc?.filledAtOnce ?? 0,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
