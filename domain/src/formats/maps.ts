export const DEFAULT_MAP_IMAGE = 'ctf_2fort';

/** Image name of a map: its first two underscore-separated parts ('cp_process_final' -> 'cp_process'). */
export function mapImageName(mapName?: string | null): string {
  if (!mapName) return DEFAULT_MAP_IMAGE;
  const parts = mapName.split('_').filter((p) => p.length > 0);
  if (parts.length === 0) return DEFAULT_MAP_IMAGE;
  return parts.slice(0, 2).join('_');
}
