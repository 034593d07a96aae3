/** Request bodies and answers of docs/product.md "HTTP routes", validated by the api and typing the client. */
import type { AdminReliability } from './reliability.ts';
import { z } from 'zod';
import { PHASES, REPORT_CATEGORIES } from '../constants.ts';
import { AUDIT_ACTIONS, type AuditEntry } from '../moderation/audit.ts';
import { isLogsTfUrl } from '../moderation/reports.ts';
import { APPEAL_MAX_LENGTH } from '../moderation/bans.ts';
import { BASE_CLASSES, FORMATS, ROLES, SEASON_FORMAT_NAMES } from '../formats/formats.ts';
import { CFG_NAME_RULE, isSafeCfgName, isWhitelistId, type MapConfigs } from '../formats/mapConfig.ts';
import { isValidSeasonClass, ROSTER_RIDER } from '../formats/roles.ts';
import type {
  AdminServer,
  Ban,
  CustomSeason,
  Discipline,
  MedicStanding,
  Notification,
  Pug,
  PublicServer,
  Queue,
  Report,
  SelfUser,
  SteamId,
  Timestamp,
  User,
} from '../entities.ts';
import type { QueueConfig } from '../formats/formats.ts';
import {
  fieldNameSchema,
  httpUrlSchema,
  idSchema,
  intLikeSchema,
  queueNameSchema,
  seasonNumberSchema,
  steamIdSchema,
  textSchema,
  timestampSchema,
} from './primitives.ts';

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

const seasonFormatSchema = z.enum(SEASON_FORMAT_NAMES);

/** POST /api/customSeason (with _id when saving an existing one). */
export const customSeasonBodySchema = z
  .object({
    _id: idSchema.optional(),
    teamUrl: httpUrlSchema,
    seasonId: seasonNumberSchema.pipe(z.number().int().min(0)),
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
  seasonId: seasonNumberSchema,
  joinAt: timestampSchema,
  _id: idSchema,
});
export type TeamRoleBody = z.infer<typeof teamRoleBodySchema>;

export const appealBanBodySchema = z.object({ reason: textSchema(APPEAL_MAX_LENGTH) });
export type AppealBanBody = z.infer<typeof appealBanBodySchema>;

export const acceptSubBodySchema = z.object({ playerId: steamIdSchema });
export type AcceptSubBody = z.infer<typeof acceptSubBodySchema>;

/**
 * POST /api/pugHistoryDict: pugs filtered by ids / maps / users (and, an addition to the product's
 * fields, `phases`: the lobby asks for the running pugs only, not the last hundred), with only
 * `keys` fields (empty: all).
 */
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
  phases: z.array(z.enum(PHASES)).max(PHASES.length).default([]),
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
  /** Optional; when given, a logs.tf match log (https://logs.tf/123456). */
  logUrl: z.union([httpUrlSchema.refine(isLogsTfUrl, 'must be a logs.tf URL such as https://logs.tf/123456'), z.literal('')]).optional(),
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
  .refine((b) => b.expires == null || b.expires > b.date, { message: 'must be after date', path: ['expires'] })
  .refine((b) => b.isBan || b.isCaptainRestrict, { message: 'a discipline entry is a ban, a captain restriction or both', path: ['isBan'] });
export type BanPlayerBody = z.infer<typeof banPlayerBodySchema>;

/**
 * POST /api/deleteBan/: which entry to remove. Its `_id` names it; a date alone (the older body)
 * may match several entries of the player (a ban and a captain restriction issued together).
 */
export const deleteBanBodySchema = z
  .object({ userId: steamIdSchema, _id: idSchema.optional(), date: timestampSchema.optional() })
  .refine((b) => b._id !== undefined || b.date !== undefined, { message: 'names the entry by its _id or its date', path: ['_id'] });
export type DeleteBanBody = z.infer<typeof deleteBanBodySchema>;

/** POST /api/maps/ (our choice of body) — a map and the formats whose pool it joins. */
export const mapBodySchema = z.object({
  name: z
    .string()
    .trim()
    .max(64)
    // docs/product.md "Validation": the image is named after the first two underscore-separated parts, so a map name has at least two.
    .regex(/^[a-z0-9]+_[a-z0-9]+(_[a-z0-9]+)*$/, 'must be a map name like cp_process_final (prefix_name, lowercase)'),
  formats: z.array(formatSchema).min(1, 'needs at least one format').max(FORMATS.length),
});
export type MapBody = z.infer<typeof mapBodySchema>;

/** One format's setting of a map: the cfg to exec (a safe cfg name: it goes into an RCON command) and an optional whitelist.tf id. */
export const mapConfigSchema = z.strictObject({
  config: z.string().trim().refine(isSafeCfgName, CFG_NAME_RULE),
  whitelistId: z.number().refine(isWhitelistId, 'a whitelist.tf id is a positive whole number').nullable(),
});

/** PUT /api/maps/{id} (admin, our addition): the map's setting for one or more formats (the others keep theirs). */
export const editMapBodySchema = z.strictObject({
  configs: z.partialRecord(formatSchema, mapConfigSchema).refine((c) => Object.keys(c).length > 0, 'give the setting of at least one format'),
});
export type EditMapBody = z.infer<typeof editMapBodySchema>;

/** A page number in a query string (1 when absent). */
const pageSchema = intLikeSchema.pipe(z.number().int().min(1).max(10_000)).default(1);
/** A search text in a query string: at most 64 characters, trimmed ('' when absent). */
const searchSchema = z.string().trim().max(64).default('');

/** GET /api/admin/players?q=&page= (admin): players by alias prefix or Steam ID, a page at a time. */
export const adminPlayersQuerySchema = z.object({ q: searchSchema, page: pageSchema });
export type AdminPlayersQuery = z.infer<typeof adminPlayersQuerySchema>;
/** Players per page of the admin search. */
export const ADMIN_PAGE_SIZE = 25;

/** GET /api/allReports/?status=&category=&page= (admin). */
export const reportsQuerySchema = z.object({
  status: z.enum(['open', 'handled', 'all']).default('open'),
  category: z.enum(REPORT_CATEGORIES).optional(),
  page: pageSchema,
});
export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

/** POST /api/report/{id}/handle (admin): mark a report handled (or open again), with an optional note. */
export const handleReportBodySchema = z.object({ handled: z.boolean(), note: z.string().trim().max(500).optional() });
export type HandleReportBody = z.infer<typeof handleReportBodySchema>;

/** POST /api/appeals/{id}/accept and /reject (admin): an optional note for the audit log and the player. */
export const appealDecisionBodySchema = z.object({ note: z.string().trim().max(500).optional() });
export type AppealDecisionBody = z.infer<typeof appealDecisionBodySchema>;

/** The longest reason an admin gives for rejecting an experience request. */
export const XP_REJECT_REASON_MAX = 500;
/** POST /api/customSeason/{id}/reject (admin): why the request was rejected; the player is told it. */
export const rejectCustomSeasonBodySchema = z.object({ reason: textSchema(XP_REJECT_REASON_MAX) });
export type RejectCustomSeasonBody = z.infer<typeof rejectCustomSeasonBodySchema>;

/** POST /api/pug/{id}/cancel (admin): the reason its players are told. */
export const cancelPugBodySchema = z.object({ reason: textSchema(300) });
export type CancelPugBody = z.infer<typeof cancelPugBodySchema>;

/**
 * POST /api/pug/{id}/endWithScore (admin): the live [blu, red] score the admin saw and confirmed;
 * refused (409) when the pug's score changed since, so the result is the one they agreed to.
 */
const pugScoreSchema = z.tuple([z.number().int().min(0).max(1000), z.number().int().min(0).max(1000)]);
export const endPugWithScoreBodySchema = z.object({ score: pugScoreSchema });

/**
 * POST /api/pug/{id}/useLogsTfScore (admin): logs.tf's [blu, red] score the admin saw; refused
 * (409) unless it is still the one the pug's check stored and the check still disagrees.
 */
export const useLogsTfScoreBodySchema = z.object({ score: pugScoreSchema });

/** POST /api/pug/{id}/autoSub (admin): whether a seated player who is not on the server in time gets a sub automatically. */
export const pugAutoSubBodySchema = z.object({ enabled: z.boolean() });

/** GET /api/auditLog/?action=&target=&page= (admin). */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  target: z.union([idSchema, z.literal('')]).default(''),
  page: pageSchema,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/refreshHistory?id= */
export const refreshHistoryQuerySchema = z.object({ id: steamIdSchema });
/** Path parameter `{id}` of every spec route. */
export const idParamsSchema = z.object({ id: idSchema });

/** The largest pug number a path may name (a longer run of digits is a typo, not a pug). */
const MAX_PUG_NUMBER = 999_999_999;

/**
 * A pug named in a path (`/api/pug/:id`): its number (all digits; ids always hold a letter or a `-`,
 * `<queue>-<hash>`) or its id. Anything else is a 400.
 */
export const pugRefParamsSchema = z.object({
  id: z.union([
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a pug number')
      .transform((digits) => ({ number: Number(digits) }))
      .refine((ref) => ref.number <= MAX_PUG_NUMBER),
    idSchema.refine((id) => !/^\d+$/.test(id), 'must be a pug number or id').transform((id) => ({ _id: id })),
  ]),
});

/** A stored map (spec "Map list: shape not shown": our choice). */
export interface MapEntry {
  _id: string;
  name: string;
  formats: QueueConfig['format'][];
  isActive: boolean;
  /** The setting of each of its formats: stored, else the default for its game mode. */
  configs: MapConfigs;
  /** Present once an admin uploaded its picture: changes with each upload (the admin page asks for the picture with it). */
  imageVersion?: string;
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

/** One row of the admin player search. */
export interface AdminPlayerRow {
  steamid: SteamId;
  alias: string;
  avatar?: string;
  isAdmin: boolean;
  isDummy?: boolean;
  /** An active ban (domain isBanActive) right now. */
  banned: boolean;
  captainRestricted: boolean;
}
export interface AdminPlayersResponse {
  players: AdminPlayerRow[];
  total: number;
  page: number;
  pageSize: number;
}
/** A discipline entry as admins see it: who issued it and whether an appeal waits. */
export interface AdminDiscipline extends Discipline {
  _id: string;
  userId: SteamId;
  issuedBy?: SteamId;
  issuedByAlias?: string;
  appealAt?: Timestamp | null;
}
/** A report as admins see it (GET /api/allReports/): with both aliases and its handling. */
export interface AdminReport extends Report {
  _id: string;
  reporter: SteamId;
  createdAt: Timestamp;
  playerAlias: string;
  reporterAlias: string;
  handled: boolean;
  handledBy?: SteamId;
  handledAt?: Timestamp;
  note?: string;
  /** The reported pug's number (#1234), in lists (GET /api/allReports/, a player's page); absent for a pug without one. */
  pugNumber?: number;
}
/** GET /api/admin/players/{id} (admin): one player with their discipline history and the reports about them. */
export interface AdminPlayerResponse {
  player: AdminPlayerRow & { createdAt?: Timestamp; lastSeenAt?: Timestamp };
  disciplineHistory: AdminDiscipline[];
  reports: AdminReport[];
  /** Strikes and cooldown (absent: none ever). */
  reliability?: AdminReliability;
  /** Medic credit and immunity (absent: never earned). */
  medic?: MedicStanding;
}
/** GET /api/appeals/ (admin): open appeals, oldest first, with the ban and the player. */
export interface AppealEntry extends AdminDiscipline {
  alias: string;
  avatar?: string;
  appeal: string;
}
export interface AuditLogResponse {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
