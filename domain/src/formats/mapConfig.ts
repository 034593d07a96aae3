/**
 * What the game server runs for a pug's map: the competitive config to `exec`
 * and an optional whitelist.tf id, per format (a map often sits in several pools: koth_product_final
 * is 6v6 in Sixes and 9v9 in Highlander). A map without a stored setting for a format plays the
 * default for its game mode, decided here at read time (no migration of stored maps).
 */
import { formatRecordOf, type Format } from './formats.ts';

export interface MapConfig {
  /** The cfg to `exec`, e.g. `etf2l_6v6_5cp` (a safe cfg name, see isSafeCfgName). */
  config: string;
  /** whitelist.tf id applied with `tftrue_whitelist_id <id>`; null: no whitelist command. */
  whitelistId: number | null;
}

export type MapConfigs = Partial<Record<Format, MapConfig>>;

export const CFG_NAME_MAX = 64;
/** Letters, digits, `_`, `-`, `.`; starts with a letter, digit or `_`: no spaces, `;`, quotes or path separators. */
const CFG_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
export const CFG_NAME_RULE = `a cfg name: letters, digits, _ - . only (no spaces, ; quotes or slashes), at most ${CFG_NAME_MAX} characters`;

/** Whether `name` can go into `exec <name>` over RCON as one harmless word. */
export function isSafeCfgName(name: string): boolean {
  return name.length > 0 && name.length <= CFG_NAME_MAX && CFG_NAME.test(name) && !name.includes('..');
}

/** whitelist.tf ids are positive integers. */
export const WHITELIST_ID_MAX = 9_999_999;
export function isWhitelistId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= WHITELIST_ID_MAX;
}

/** Attack/defend control-point maps, played with stopwatch like every payload map (pl_*). */
const ATTACK_DEFEND = [
  'cp_gorge',
  'cp_steel',
  'cp_dustbowl',
  'cp_gravelpit',
  'cp_egypt',
  'cp_junction',
  'cp_mountainlab',
  'cp_mercenarypark',
  'cp_snowplow',
  'cp_altitude',
  'cp_cadillac',
];

/**
 * Whether `map` (e.g. `pl_upward`, `cp_gorge_final`) is played with stopwatch: the config the
 * server runs for it and the way the api scores its log (api/src/servers/logs/match-tracker.ts).
 */
export function isStopwatchMap(map: string): boolean {
  const name = map.toLowerCase();
  if (name.startsWith('pl_')) return true;
  return ATTACK_DEFEND.some((base) => name === base || name.startsWith(`${base}_`));
}

/**
 * The config for a map's game mode in a format, `<prefix>_<mode>` by the format's `serverConfig`:
 * koth_ -> koth, ctf_ -> ctf, payload and attack/defend maps (isStopwatchMap) -> stopwatch, other
 * cp_ maps -> the format's `controlPoints` mode (5cp in Sixes, stopwatch in Highlander and Prolander).
 */
export function defaultMapConfig(format: Format, map: string): MapConfig {
  const { prefix, controlPoints } = formatRecordOf(format).serverConfig;
  const kind = map.split('_')[0];
  const mode = kind === 'koth' ? 'koth' : kind === 'ctf' ? 'ctf' : isStopwatchMap(map) ? 'stopwatch' : controlPoints;
  return { config: `${prefix}_${mode}`, whitelistId: null };
}

/** The stored setting of a map for a format, else its default. */
export function mapConfigFor(format: Format, map: string, stored: MapConfigs | undefined): MapConfig {
  return stored?.[format] ?? defaultMapConfig(format, map);
}

/** Every format of a map with its setting (stored or default), as GET /api/maps/ answers. */
export function mapConfigsOf(map: string, formats: readonly Format[], stored: MapConfigs | undefined): MapConfigs {
  return Object.fromEntries(formats.map((f) => [f, mapConfigFor(f, map, stored)]));
}
