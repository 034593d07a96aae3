/**
 * A player's ratings as admins see them, and an admin's adjustment (docs/product.md "Rules", "Elo"):
 * GET /api/admin/players/{id}/ratings and POST /api/admin/players/{id}/rating.
 */
import { z } from 'zod';
import { ELO_ADJUST_MAX, ELO_ADJUST_MIN } from '../constants.ts';
import type { EloFormat, SteamId, Timestamp } from '../entities.ts';
import { ELO_ROLES_BY_FORMAT, type Role } from '../formats/formats.ts';
import { textSchema } from './primitives.ts';
import { eloFormatSchema, eloRoleSchema } from './profile.ts';

/**
 * POST /api/admin/players/{id}/rating (admin): set the elo of one format and class, with a reason
 * (kept in the audit log and the rating history; the player is told). The class must be one the
 * format rates; the elo a sane one (ELO_ADJUST_MIN..ELO_ADJUST_MAX). The api and the form parse with it.
 */
export const adjustRatingBodySchema = z
  .strictObject({
    format: eloFormatSchema,
    role: eloRoleSchema,
    elo: z.number().finite().min(ELO_ADJUST_MIN, `must be at least ${ELO_ADJUST_MIN}`).max(ELO_ADJUST_MAX, `must be at most ${ELO_ADJUST_MAX}`),
    reason: textSchema(300),
  })
  .refine((b) => ELO_ROLES_BY_FORMAT[b.format].includes(b.role), { message: 'is not a class of that format', path: ['role'] });
export type AdjustRatingBody = z.infer<typeof adjustRatingBodySchema>;

/** Why a rating moved: a pug's result, the monthly realignment, a result corrected to logs.tf's, an admin. */
export type RatingChangeReason = 'pug' | 'realign' | 'correction' | 'adjustment';

export interface RatingChange {
  _id: string;
  at: Timestamp;
  reason: RatingChangeReason;
  from: number;
  to: number;
  delta: number;
  /** The pug behind a 'pug' or 'correction' change, with its number when it has one. */
  pugId: string | null;
  pugNumber?: number;
  /** An adjustment: the admin and their reason. */
  by?: SteamId;
  byAlias?: string;
  note?: string;
}

/** One rated class of a format: the elo now (null: never rated, the start would apply), pugs played, provisional or not, its changes newest first. */
export interface RatingClass {
  format: EloFormat;
  role: Role;
  elo: number | null;
  pugsPlayed: number;
  provisional: boolean;
  history: RatingChange[];
}

/** GET /api/admin/players/{id}/ratings (admin): every class of every format, in the formats' order. */
export interface AdminRatingsResponse {
  /** The elo a new player of this player's division starts at (elo/elo.ts `startingElo`). */
  startingElo: number;
  classes: RatingClass[];
}

/** Changes listed per class at most (newest first). */
export const RATING_HISTORY_LIMIT = 200;
