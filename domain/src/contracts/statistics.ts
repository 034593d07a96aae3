/**
 * The statistics page and the hall of fame (docs/product.md "Statistics and hall of fame"): their
 * queries and their answers, as zod schemas (the api's tests and the page parse the answers with
 * them). Formats are elo keys, as on the ladder; days and hours are UTC.
 */
import { z } from 'zod';
import { eloFormatSchema } from './profile.ts';
import { steamIdSchema } from './primitives.ts';

/** Days the pugs-per-day chart may show. */
export const STATISTICS_DAY_CHOICES = [14, 30, 90] as const;
export const STATISTICS_DEFAULT_DAYS = 30;
/** Rows of each hall-of-fame list. */
export const HALL_OF_FAME_SIZE = 10;

/**
 * Queue fill times are counted in these buckets: upper bounds in minutes, the last open-ended.
 * "Under 2 min", "2-5 min", ... "2 h or more".
 */
export const FILL_BUCKET_MINUTES = [2, 5, 10, 20, 30, 60, 120] as const;

/** The bucket of a fill time (an index into FILL_BUCKET_MINUTES, or its length for the open-ended last). */
export function fillBucketOf(fillMs: number): number {
  const at = FILL_BUCKET_MINUTES.findIndex((upper) => fillMs < upper * 60_000);
  return at === -1 ? FILL_BUCKET_MINUTES.length : at;
}

/** "Under 2 min", "2–5 min", "2 h or more". */
export function fillBucketLabel(bucket: number): string {
  const text = (m: number) => (m >= 60 ? `${m / 60} h` : `${m} min`);
  if (bucket === 0) return `Under ${text(FILL_BUCKET_MINUTES[0])}`;
  if (bucket >= FILL_BUCKET_MINUTES.length) return `${text(FILL_BUCKET_MINUTES[FILL_BUCKET_MINUTES.length - 1]!)} or more`;
  const lo = FILL_BUCKET_MINUTES[bucket - 1]!;
  const hi = FILL_BUCKET_MINUTES[bucket]!;
  return lo >= 60 || hi >= 60 ? `${text(lo)}–${text(hi)}` : `${lo}–${hi} min`;
}

const daysSchema = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/, 'must be a number of days')])
  .transform(Number)
  .pipe(z.literal(STATISTICS_DAY_CHOICES, 'must be 14, 30 or 90 days'));

/** GET /api/statistics?format=&days= */
export const statisticsQuerySchema = z.object({
  format: eloFormatSchema.default('sixes'),
  days: daysSchema.default(STATISTICS_DEFAULT_DAYS),
});

/** GET /api/hallOfFame?format= */
export const hallOfFameQuerySchema = z.object({ format: eloFormatSchema.default('sixes') });

const count = z.number().int().min(0);

export const statisticsResponseSchema = z.object({
  format: eloFormatSchema,
  /** Finished pugs with a result, all time. */
  totalPugs: count,
  /** The last `days` UTC days, oldest first, each with its finished pugs. */
  perDay: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), pugs: count })),
  /** 168 counts, all time, by the UTC hour of the week a pug ended: Monday 00:00 first. */
  perHourOfWeek: z.array(count).length(168),
  /** Maps by pugs played, most first (ties by name). */
  maps: z.array(z.object({ map: z.string(), pugs: count })),
  /** Queue fill times of the pugs that stored their round (from now on: pugs from before are left out). */
  fill: z.object({ pugs: count, meanMs: z.number().min(0).nullable(), buckets: z.array(count).length(FILL_BUCKET_MINUTES.length + 1) }),
  /** The class the queue waited for last, most often first (`slot` as the format names its seats). */
  waitedFor: z.array(z.object({ slot: z.string(), pugs: count })),
  /** Pugs that filled with nothing missing (their reserves were enough), of those counted in `waitedFor`. */
  filledAtOnce: count,
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

const hallRowSchema = z.object({
  rank: z.number().int().min(1),
  steamid: steamIdSchema,
  alias: z.string(),
  avatar: z.string().optional(),
  discordid: z.string().optional(),
  value: z.number().int().min(1),
});
export type HallOfFameRow = z.infer<typeof hallRowSchema>;

export const hallOfFameResponseSchema = z.object({
  format: eloFormatSchema,
  mostPugs: z.array(hallRowSchema).max(HALL_OF_FAME_SIZE),
  mostMedicPugs: z.array(hallRowSchema).max(HALL_OF_FAME_SIZE),
  longestWinStreak: z.array(hallRowSchema).max(HALL_OF_FAME_SIZE),
});
export type HallOfFameResponse = z.infer<typeof hallOfFameResponseSchema>;
