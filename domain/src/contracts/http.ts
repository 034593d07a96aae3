/** Request bodies and answers of spec §7, validated by the api and typing the client. */
import { z } from 'zod';
import { REPORT_CATEGORIES } from '../constants.ts';
import { BASE_CLASSES, FORMATS, ROLES } from '../formats/formats.ts';
import { isValidSeasonClass, ROSTER_RIDER } from '../formats/roles.ts';
import type { AdminServer, Ban, CustomSeason, Notification, Pug, PublicServer, Queue, Report, SelfUser, User } from '../entities.ts';
import type { QueueConfig } from '../formats/formats.ts';
import { fieldNameSchema, httpUrlSchema, idSchema, intLikeSchema, queueNameSchema, steamIdSchema, textSchema, timestampSchema } from './primitives.ts';

export const roleSchema = z.enum(ROLES);
export const formatSchema = z.enum(FORMATS);

/** POST /api/queueRole, first form: one role, join (isQueue true) or leave (false). */
export const queueRoleSingleSchema = z.object({
  queueName: queueNameSchema,
  role: roleSchema,
  isQueue: z.boolean(),
  userSteamId: steamIdSchema,
});
/** POST /api/queueRole, second form: a set of roles at once (e.g. an admin adding a dummy). */
export const queueRoleMultiSchema = z.object({
  queueName: queueNameSchema,
  roles: z.array(roleSchema).max(ROLES.length),
  userSteamId: steamIdSchema,
  isDummy: z.boolean(),
});
export const queueRoleBodySchema = z.union([queueRoleSingleSchema, queueRoleMultiSchema]);
export type QueueRoleBody = z.infer<typeof queueRoleBodySchema>;

export const captainBodySchema = z.object({
  steamid: steamIdSchema,
  shouldCaptain: z.boolean(),
  queueName: queueNameSchema,
});
export type CaptainBody = z.infer<typeof captainBodySchema>;

const seasonFormatSchema = z.enum(['Sixes', 'Highlander']);

/** POST /api/customSeason (with _id when saving an existing one). */
export const customSeasonBodySchema = z
  .object({
    _id: idSchema.optional(),
    teamUrl: httpUrlSchema,
    seasonId: intLikeSchema.pipe(z.number().int().min(0)),
    startedAt: timestampSchema,
    leftAt: timestampSchema.nullable().optional(),
    formatName: seasonFormatSchema,
    role: z.string().min(1, 'is required'),
    divisionName: textSchema(40),
    steamid: steamIdSchema,
  })
  .refine((b) => isValidSeasonClass(b.formatName, b.role), {
    message: 'is not a valid class for this format',
    path: ['role'],
  })
  .refine((b) => b.leftAt == null || b.leftAt >= b.startedAt, {
    message: 'must not be before startedAt',
    path: ['leftAt'],
  });
export type CustomSeasonBody = z.infer<typeof customSeasonBodySchema>;

/** POST /api/teamRole: declare the main of a season. */
export const teamRoleBodySchema = z.object({
  userId: steamIdSchema,
  role: z.enum([...BASE_CLASSES, ROSTER_RIDER]),
  seasonId: intLikeSchema,
  joinAt: timestampSchema,
  _id: idSchema,
});
export type TeamRoleBody = z.infer<typeof teamRoleBodySchema>;

export const appealBanBodySchema = z.object({ reason: textSchema(2000) });
export type AppealBanBody = z.infer<typeof appealBanBodySchema>;

export const acceptSubBodySchema = z.object({ playerId: steamIdSchema });
export type AcceptSubBody = z.infer<typeof acceptSubBodySchema>;

/** POST /api/pugHistoryDict: pugs filtered by ids / maps / users, with only `keys` fields (empty: all). */
export const pugHistoryDictBodySchema = z.object({
  keys: z.array(fieldNameSchema).max(40).default([]),
  ids: z.array(idSchema).max(500).default([]),
  maps: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9_]+$/i, 'must be a map name')
        .max(64),
    )
    .max(100)
    .default([]),
  users: z.array(steamIdSchema).max(500).default([]),
});
export type PugHistoryDictBody = z.infer<typeof pugHistoryDictBodySchema>;

/** POST /api/userDict: the users with only `keys` fields (empty: the public User fields). */
export const userDictBodySchema = z.object({
  keys: z.array(fieldNameSchema).max(40).default([]),
  users: z.array(steamIdSchema).max(500),
});
export type UserDictBody = z.infer<typeof userDictBodySchema>;

export const reportPlayerBodySchema = z.object({
  category: z.enum(REPORT_CATEGORIES),
  pugId: idSchema,
  description: textSchema(2000),
  logUrl: z.union([httpUrlSchema, z.literal('')]).optional(),
  player: steamIdSchema,
});
export type ReportPlayerBody = z.infer<typeof reportPlayerBodySchema>;

export const banPlayerBodySchema = z
  .object({
    userId: steamIdSchema,
    isBan: z.boolean(),
    date: timestampSchema,
    expires: timestampSchema.nullable().optional(),
    reason: textSchema(500),
    isCaptainRestrict: z.boolean().default(false),
    appealAccepted: z.boolean().default(false),
  })
  .refine((b) => b.expires == null || b.expires > b.date, { message: 'must be after date', path: ['expires'] });
export type BanPlayerBody = z.infer<typeof banPlayerBodySchema>;

export const deleteBanBodySchema = z.object({ userId: steamIdSchema, date: timestampSchema });
export type DeleteBanBody = z.infer<typeof deleteBanBodySchema>;

/** POST /api/maps/ (body not shown in the spec: our choice) — a map and the formats whose pool it joins. */
export const mapBodySchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{3,64}$/, 'must be a map name like cp_process_final'),
  formats: z.array(formatSchema).min(1, 'needs at least one format'),
});
export type MapBody = z.infer<typeof mapBodySchema>;

/** GET /api/refreshHistory?id= */
export const refreshHistoryQuerySchema = z.object({ id: steamIdSchema });
/** Path parameter `{id}` of every spec route. */
export const idParamsSchema = z.object({ id: idSchema });

/** A stored map (spec "Map list: shape not shown": our choice). */
export interface MapEntry {
  _id: string;
  name: string;
  formats: QueueConfig['format'][];
  isActive: boolean;
}

/** Answers. */
export type QueuesResponse = (QueueConfig & { playersNeeded: number; state: Queue })[];
export type SelfResponseBody = SelfUser & { notifications: Notification[] };
export type PugHistoryResponse = Pug[];
export type UserDictResponse = Record<string, Partial<User>>;
export type MapsResponse = MapEntry[];
export type ReportsResponse = Report[];
export type ServersResponse = AdminServer[];
export type ServerListResponse = PublicServer[];
export type BansResponse = Ban[];
/**
 * GET /api/xpRequests/ (admin): the custom seasons waiting for approval, oldest first, each with
 * the requester's alias and avatar. GET /api/customSeason/{id}/approve answers the approved season.
 */
export interface XpRequest extends CustomSeason {
  _id: string;
  alias: string;
  avatar?: string;
}
export type XpRequestsResponse = XpRequest[];
export type OkResponse = { ok: true };
