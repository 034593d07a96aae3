/** The profile, pug history, elo chart and ladder of a player (our paths). */
import { z } from 'zod';
import {
  ELO_FORMATS,
  type Discipline,
  type EloFormat,
  type Elos,
  type Preferences,
  type RoleStats,
  type SeasonHistoryItem,
  type SteamId,
  type Timestamp,
} from '../entities.ts';
import { ROLES, type Role } from '../formats/formats.ts';
import type { ProfileSeason } from '../seasons/seasonHistory.ts';
import { steamIdSchema } from './primitives.ts';

const pageSchema = z
  .union([z.number(), z.string().regex(/^\d{1,6}$/, 'must be a page number')])
  .transform(Number)
  .pipe(z.number().int().min(1).max(100000));

/** GET /api/profile/:id — what anyone may see of a player; owner and admins see a little more. */
export interface ProfileResponse {
  steamid: SteamId;
  alias: string;
  avatar?: string;
  discordid?: string;
  isDummy?: boolean;
  hat?: string | null;
  elos: Elos;
  baseElos: Elos;
  rankings: Partial<Record<EloFormat, Partial<Record<Role, RoleStats>>>>;
  pugCounts: Partial<Record<EloFormat, Partial<Record<Role, number>>>>;
  /** League + approved custom seasons (and pending ones for the owner and admins), newest first. */
  seasons: ProfileSeason[];
  currentSeason: SeasonHistoryItem | null;
  /** When the league's seasons were last fetched (0: never). */
  playerHistoryUpdated: Timestamp;
  /** The player's page on the league's site (from configuration), null when none is configured. */
  leagueProfileUrl: string | null;
  /** Whether the viewer may declare this player's mains / edit their seasons (docs/product.md "Permissions"). */
  canEdit: boolean;
  /** Only for the owner and admins. */
  missingRoles?: string[];
  preferences?: Preferences;
  disciplineHistory?: Discipline[];
}

/** GET /api/refreshHistory?id= answer: the refreshed profile, plus the league's failure if it failed (cached data kept). */
export interface RefreshHistoryResponse {
  profile: ProfileResponse;
  leagueError: string | null;
}

export const playerPugsQuerySchema = z.object({ page: pageSchema.default(1) });
/** One pug on a player's profile: how it went for them and what it did to their elo. */
export interface PlayerPugRow {
  _id: string;
  /** The pug's number ("#1234"; absent on a pug from before numbering). */
  number?: number;
  queueName: string;
  shorthand: string;
  map: string;
  startAt: Timestamp;
  score: [number, number] | null;
  team: 'blu' | 'red' | null;
  role: Role | null;
  result: 'win' | 'loss' | 'draw' | null;
  /** The elo in that class when the pug was played, and its change (null: no change, e.g. subbed out). */
  eloBefore: number | null;
  eloDelta: number | null;
  subbedOut: boolean;
}
export interface PlayerPugsResponse {
  pugs: PlayerPugRow[];
  page: number;
  pageSize: number;
  total: number;
}
export const PLAYER_PUGS_PAGE_SIZE = 10;

export const eloFormatSchema = z.enum(ELO_FORMATS);
export const eloRoleSchema = z.enum(ROLES);

export const eloHistoryQuerySchema = z.object({ format: eloFormatSchema, role: eloRoleSchema });
export interface EloPoint {
  at: Timestamp;
  elo: number;
  pugId: string | null;
}
/** GET /api/profile/:id/elo?format=&role= — the elo over time in one class, oldest first. */
export type EloHistoryResponse = EloPoint[];
export const ELO_HISTORY_POINTS = 500;

/** GET /api/ladder?format=&role=&q=&page= — players by elo in one format and class. */
export const ladderQuerySchema = z.object({
  format: eloFormatSchema.default('sixes'),
  role: eloRoleSchema.default('medic'),
  q: z.string().trim().max(40).default(''),
  page: pageSchema.default(1),
});
export type LadderQuery = z.infer<typeof ladderQuerySchema>;
export interface LadderRow {
  rank: number;
  steamid: SteamId;
  alias: string;
  avatar?: string;
  discordid?: string;
  elo: number;
  w: number;
  l: number;
  division: string;
  /** Wins in a row in this format and class (the blazing name from BLAZING_STREAK on). */
  winStreak: number;
}
export interface LadderResponse {
  rows: LadderRow[];
  page: number;
  pageSize: number;
  total: number;
}
export const LADDER_PAGE_SIZE = 25;

/** Whether a ladder search is a Steam ID (exact) rather than an alias (prefix, any case). */
export function isSteamIdQuery(q: string): boolean {
  return steamIdSchema.safeParse(q).success;
}

/** The path parameter of the profile routes. */
export const steamIdParamsSchema = z.object({ id: steamIdSchema });
