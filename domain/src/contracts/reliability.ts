/** The wire shapes of strikes and cooldowns (players/reliability.ts has the rules). */
import { z } from 'zod';
import type { Cooldown, Timestamp } from '../entities.ts';
import type { Strike } from '../players/reliability.ts';
import { textSchema } from './primitives.ts';

/** POST /api/admin/players/{id}/liftCooldown (admin): why (the audit log keeps it). */
export const liftCooldownBodySchema = z.strictObject({ reason: textSchema(300) });

/** A player's strikes as admins see them (GET /api/admin/players/{id}). */
export interface AdminReliability {
  strikes: Strike[];
  /** The level now, decay counted. */
  level: number;
  /** The cooldown of the last strike (it may have ended). */
  cooldown: Cooldown | null;
  liftedAt: Timestamp | null;
}
