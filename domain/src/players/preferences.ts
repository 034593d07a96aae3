/** A player's preferences (spec §3 self user `preferences`), edited on their profile. */
import { z } from 'zod';

/** Announcer voice packs (spec §9 "Sound packs"). */
export const SOUND_PACKS = [
  'default',
  'troll',
  'vibraphone',
  'thurston',
  'scout',
  'soldier',
  'pyro',
  'demoman',
  'heavy',
  'engineer',
  'medic',
  'sniper',
  'spy',
  'memes',
] as const;
export type SoundPack = (typeof SOUND_PACKS)[number];

/** POST /api/preferences: any of the two, at least one. */
export const preferencesBodySchema = z
  .object({
    hideTextEffects: z.boolean().optional(),
    voicePack: z.enum(SOUND_PACKS).optional(),
  })
  .strict()
  .refine((b) => b.hideTextEffects !== undefined || b.voicePack !== undefined, { message: 'needs hideTextEffects or voicePack' });
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;
