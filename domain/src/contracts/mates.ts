/** GET /api/profile/:id/mates: who a player plays with and against (players/mates.ts). */
import { z } from 'zod';
import type { SteamId } from '../entities.ts';
import { FORMATS, type Format } from '../formats/formats.ts';
import type { WinLoss } from '../players/mates.ts';

/** How many of the most-played-with and most-played-against each format lists by default, and at most. */
export const MATES_DEFAULT_LIMIT = 5;
export const MATES_MAX_LIMIT = 20;
/** How many players a name lookup ("with <player>") answers at most. */
export const MATES_LOOKUP_LIMIT = 5;

export const playerMatesQuerySchema = z.object({
  /** One format only; absent: every format the player played. */
  format: z.enum(FORMATS).optional(),
  /** A name (alias prefix, any case) or a Steam ID to look up among the players they met. */
  q: z.string().trim().max(40).default(''),
  limit: z
    .union([z.number(), z.string().regex(/^\d{1,2}$/, 'must be a number')])
    .transform(Number)
    .pipe(z.number().int().min(1).max(MATES_MAX_LIMIT))
    .default(MATES_DEFAULT_LIMIT),
});

/** A player's record with or against one other player. */
export interface MateRow extends WinLoss {
  steamid: SteamId;
  alias: string;
}

export interface FormatMates {
  format: Format;
  /** Pugs of this format that counted (docs/decisions.md "With and against: who counts"). */
  pugs: number;
  /** Most played with first. */
  with: MateRow[];
  /** Most played against first. */
  against: MateRow[];
}

/** One player a lookup found, with the record beside and facing them per format (null: never on that side). */
export interface MateLookup {
  steamid: SteamId;
  alias: string;
  formats: { format: Format; with: WinLoss | null; against: WinLoss | null }[];
}

export interface PlayerMatesResponse {
  formats: FormatMates[];
  /** With `q`: the players they met whose name starts with it (or with that Steam ID), most played first. */
  lookup: MateLookup[];
}
