import type { Format } from './formats.ts';

export const DEFAULT_MAP_IMAGE = 'ctf_2fort';

/** Image name of a map: its first two underscore-separated parts ('cp_process_final' -> 'cp_process'). */
export function mapImageName(mapName?: string | null): string {
  if (!mapName) return DEFAULT_MAP_IMAGE;
  const parts = mapName.split('_').filter((p) => p.length > 0);
  if (parts.length === 0) return DEFAULT_MAP_IMAGE;
  return parts.slice(0, 2).join('_');
}

/** Highlander's maps; Prolander (7v7 on the same maps) plays the same pool. */
const NINES_POOL = [
  'pl_upward',
  'pl_badwater_pro_v12',
  'pl_vigil_rc10',
  'koth_product_final',
  'koth_ashville_final',
  'cp_steel_f12',
  'pl_swiftwater_final1',
  'koth_lakeside_f5',
];

/**
 * The map pool of each format on a fresh install (the seed's maps) and while an admin has left a
 * format with no active map (a queue always has maps to vote on).
 */
export const DEFAULT_MAP_POOLS: Record<Format, readonly string[]> = {
  SIXES: [
    'cp_process_final',
    'cp_gullywash_final1',
    'cp_snakewater_final1',
    'cp_sunshine',
    'cp_metalworks',
    'cp_granary_pro_rc8',
    'koth_product_final',
    'koth_clearcut_b15d',
  ],
  HIGHLANDER: NINES_POOL,
  PROLANDER: NINES_POOL,
};
