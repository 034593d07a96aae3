/**
 * Bodies of the lobby calls the spec does not list (it shows no client message for them, yet a
 * lobby needs them): the map vote, a captain's pick and pre-ready. Same conventions as the
 * domain's http.ts schemas (strict strings, never an operator object).
 */
import { queueNameSchema, roleSchema, steamIdSchema } from '@pug/domain';
import { z } from 'zod';

/** POST /api/voteMap: the signed-in player's vote in their lobby's map vote. */
export const voteMapBodySchema = z.object({
  queueName: queueNameSchema,
  map: z.string().regex(/^[a-z0-9_]{1,64}$/i, 'must be a map name'),
});

/** POST /api/pick: the captain on turn picks a player (optionally naming the role, checked). */
export const pickBodySchema = z.object({
  queueName: queueNameSchema,
  steamid: steamIdSchema,
  role: roleSchema.optional(),
});

/** POST /api/preready: ready in advance (readied at once when selected). */
export const prereadyBodySchema = z.object({
  queueName: queueNameSchema,
  isPreready: z.boolean(),
});
