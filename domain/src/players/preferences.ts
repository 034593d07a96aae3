/** A player's preferences (docs/product.md "Entities" self user `preferences`), edited on their profile. */
import { z } from 'zod';
import { SOUND_PACKS } from '../constants.ts';

/** POST /api/preferences: any of the three, at least one. */
export const preferencesBodySchema = z
  .object({
    hideTextEffects: z.boolean().optional(),
    voicePack: z.enum(SOUND_PACKS).optional(),
    nightAddDm: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.hideTextEffects !== undefined || b.voicePack !== undefined || b.nightAddDm !== undefined, {
    message: 'needs hideTextEffects, voicePack or nightAddDm',
  });
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;
