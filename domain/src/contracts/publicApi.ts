/**
 * The public read-only api (`/api/v1/…`): its query and response schemas. The api sends only what
 * these schemas keep (a zod object drops every key it does not name), so each response schema is
 * that response's allow-list; the OpenAPI document (`/api/v1/openapi.json`) is generated from them.
 */
import { z } from 'zod';
import { PHASES } from '../constants.ts';
import { ELO_FORMATS } from '../entities.ts';
import { FORMATS, ROLES } from '../formats/formats.ts';
import { steamIdSchema } from './primitives.ts';

/** Where every public route lives. */
export const PUBLIC_API_PREFIX = '/api/v1';
/** The most pugs or ladder rows one page holds. */
export const PUBLIC_API_MAX_LIMIT = 50;

const intQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const publicPugsQuerySchema = z.strictObject({
  page: intQuery(1, 100_000).default(1),
  limit: intQuery(1, PUBLIC_API_MAX_LIMIT).default(20),
  queue: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'must be a queue name')
    .optional(),
});
export const publicLadderQuerySchema = z.strictObject({
  format: z.enum(ELO_FORMATS).default('sixes'),
  role: z.enum(ROLES).default('medic'),
  page: intQuery(1, 100_000).default(1),
});
/** Routes without a query take none: any parameter is refused (400). */
export const publicNoQuerySchema = z.strictObject({});
export const publicPlayerParamsSchema = z.strictObject({ steamid: steamIdSchema });

const score = z.tuple([z.number(), z.number()]).nullable().meta({ description: '[blu, red]; null until the pug has a result' });
const seat = z.object({
  steamid: steamIdSchema,
  role: z.enum(ROLES),
  isCaptain: z.boolean().optional(),
  eloDelta: z.number().optional().meta({ description: 'The elo this pug gave the player, once the result is in' }),
});

export const publicPugSummarySchema = z.object({
  id: z.string(),
  number: z.number().int().optional().meta({ description: 'Said on voice as "#1234"' }),
  queueName: z.string(),
  format: z.enum(FORMATS),
  map: z.string(),
  phase: z.enum(PHASES),
  startAt: z.number().meta({ description: 'Epoch milliseconds' }),
  endAt: z.number().nullable(),
  score,
});

export const publicPugSchema = publicPugSummarySchema.extend({
  teams: z.object({ blu: z.array(seat), red: z.array(seat) }),
  subbedOut: z.array(z.object({ steamid: steamIdSchema, team: z.enum(['blu', 'red']), role: z.enum(ROLES) })),
  logId: z.string().nullable(),
  demoUrl: z.string().nullable(),
});

const page = { page: z.number().int(), limit: z.number().int(), total: z.number().int() };
export const publicPugsPageSchema = z.object({ pugs: z.array(publicPugSummarySchema), ...page });

const perFormatRole = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(ELO_FORMATS), z.partialRecord(z.enum(ROLES), value));

export const publicPlayerSchema = z.object({
  steamid: steamIdSchema,
  alias: z.string(),
  avatar: z.string().optional(),
  elos: perFormatRole(z.number()).meta({ description: 'Elo per format and class, as the ladder shows it' }),
  record: perFormatRole(z.object({ w: z.number().int(), l: z.number().int() })).meta({ description: 'Wins and losses per format and class' }),
});

export const publicQueueSchema = z.object({
  name: z.string(),
  format: z.string(),
  region: z.string(),
  phase: z.enum(PHASES),
  roles: z.array(z.object({ role: z.string(), perTeam: z.number().int() })),
  playersByRole: z.record(z.string(), z.array(steamIdSchema)),
  playerCount: z.number().int(),
});
export const publicQueuesSchema = z.object({ queues: z.array(publicQueueSchema) });

export const publicLadderSchema = z.object({
  format: z.enum(ELO_FORMATS),
  role: z.enum(ROLES),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      steamid: steamIdSchema,
      alias: z.string(),
      avatar: z.string().optional(),
      elo: z.number(),
      w: z.number().int(),
      l: z.number().int(),
    }),
  ),
  ...page,
});

export const publicErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export type PublicPug = z.infer<typeof publicPugSchema>;
export type PublicPugSummary = z.infer<typeof publicPugSummarySchema>;
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;
export type PublicQueue = z.infer<typeof publicQueueSchema>;
