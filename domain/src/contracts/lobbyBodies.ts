/**
 * Bodies of the lobby calls we added (the product shows no client message for them, yet a
 * lobby needs them): the map vote, a captain's pick and pre-ready. Same conventions as http.ts
 * (strict strings, never an operator object); the api parses them (routeBodies.ts), the lobby
 * page builds them (mf-queue/src/lobby/useLobbyClient.ts).
 */
import { z } from 'zod';
import { roleSchema } from './http.ts';
import { queueNameSchema, steamIdSchema } from './primitives.ts';

/** POST /api/voteMap: the signed-in player's vote in their lobby's map vote. */
export const voteMapBodySchema = z.object({
  queueName: queueNameSchema,
  map: z.string().regex(/^[a-z0-9_]{1,64}$/i, 'must be a map name'),
});
export type VoteMapBody = z.infer<typeof voteMapBodySchema>;

/** POST /api/pick: the captain on turn picks a player (optionally naming the role, checked). */
export const pickBodySchema = z.object({
  queueName: queueNameSchema,
  steamid: steamIdSchema,
  role: roleSchema.optional(),
});
export type PickBody = z.infer<typeof pickBodySchema>;

/** POST /api/preready: ready in advance (readied at once when selected). */
export const prereadyBodySchema = z.object({
  queueName: queueNameSchema,
  isPreready: z.boolean(),
});
export type PrereadyBody = z.infer<typeof prereadyBodySchema>;

/** POST /api/markFriend: the signed-in medic marks a queued player as friend, or unmarks theirs (`steamid` null). */
export const markFriendBodySchema = z.object({
  queueName: queueNameSchema,
  steamid: steamIdSchema.nullable(),
});
export type MarkFriendBody = z.infer<typeof markFriendBodySchema>;

/** POST /api/refuseFriend: the signed-in player, marked as `medic`'s friend, refuses the pair. */
export const refuseFriendBodySchema = z.object({
  queueName: queueNameSchema,
  medic: steamIdSchema,
});
export type RefuseFriendBody = z.infer<typeof refuseFriendBodySchema>;
