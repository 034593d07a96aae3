import { expect, it } from 'vitest';
import { editMapBodySchema } from '../contracts/http.ts';
import { DEFAULT_MAP_POOLS, FORMATS } from './formats.ts';
import { defaultMapConfig, isSafeCfgName, isStopwatchMap, mapConfigFor, mapConfigsOf } from './mapConfig.ts';

it('gives each game mode of each format its league config', () => {
  expect(defaultMapConfig('SIXES', 'cp_process_final')).toEqual({ config: 'etf2l_6v6_5cp', whitelistId: null });
  expect(defaultMapConfig('SIXES', 'koth_product_final').config).toBe('etf2l_6v6_koth');
  expect(defaultMapConfig('HIGHLANDER', 'koth_product_final').config).toBe('etf2l_9v9_koth');
  expect(defaultMapConfig('HIGHLANDER', 'pl_upward').config).toBe('etf2l_9v9_stopwatch');
  expect(defaultMapConfig('HIGHLANDER', 'cp_steel_f12').config).toBe('etf2l_9v9_stopwatch');
  expect(defaultMapConfig('PROLANDER', 'koth_lakeside_f5').config).toBe('rgl_7s_koth');
  expect(defaultMapConfig('PROLANDER', 'pl_vigil_rc10').config).toBe('rgl_7s_stopwatch');
  expect(defaultMapConfig('SIXES', 'ctf_2fort').config).toBe('etf2l_6v6_ctf');
  // An attack/defend map runs the stopwatch config in Sixes too: the api scores it as stopwatch.
  expect(defaultMapConfig('SIXES', 'cp_gorge_final').config).toBe('etf2l_6v6_stopwatch');
  expect(defaultMapConfig('SIXES', 'pl_upward').config).toBe('etf2l_6v6_stopwatch');
});

it('tells stopwatch maps: payload and the attack/defend control-point maps, not 5CP or KOTH', () => {
  expect(isStopwatchMap('pl_badwater')).toBe(true);
  expect(isStopwatchMap('cp_gorge_final')).toBe(true);
  expect(isStopwatchMap('CP_Steel')).toBe(true);
  expect(isStopwatchMap('cp_process_f12')).toBe(false);
  expect(isStopwatchMap('cp_gorgeous')).toBe(false);
  expect(isStopwatchMap('koth_product_final')).toBe(false);
});

it('gives every map of the default pools a safe config', () => {
  for (const format of FORMATS) {
    for (const map of DEFAULT_MAP_POOLS[format]) expect(isSafeCfgName(defaultMapConfig(format, map).config)).toBe(true);
  }
});

it('takes the stored setting of a format over the default, per format', () => {
  const stored = { SIXES: { config: 'rgl_6s_koth', whitelistId: 12345 } };
  expect(mapConfigFor('SIXES', 'koth_product_final', stored)).toEqual({ config: 'rgl_6s_koth', whitelistId: 12345 });
  expect(mapConfigFor('HIGHLANDER', 'koth_product_final', stored).config).toBe('etf2l_9v9_koth');
  expect(mapConfigsOf('koth_product_final', ['SIXES', 'PROLANDER'], stored)).toEqual({
    SIXES: { config: 'rgl_6s_koth', whitelistId: 12345 },
    PROLANDER: { config: 'rgl_7s_koth', whitelistId: null },
  });
});

it('accepts cfg names that are one harmless word and refuses anything an RCON command could be bent with', () => {
  for (const ok of ['etf2l_6v6_5cp', 'rgl_HL_koth', 'ugc_6v_standard.cfg', 'my-config_2']) expect(isSafeCfgName(ok)).toBe(true);
  for (const bad of [
    'etf2l_6v6;rcon_password x',
    '../../server',
    'cfg/server',
    'cfg\\server',
    'a b',
    '"quoted"',
    "it's",
    '',
    '.hidden',
    'a..b',
    'x'.repeat(65),
    'etf2l\nrcon_password x',
  ]) {
    expect(isSafeCfgName(bad), bad).toBe(false);
  }
});

it('parses an edit body: a setting per format, whitelist id a positive whole number or null', () => {
  expect(editMapBodySchema.parse({ configs: { SIXES: { config: ' etf2l_6v6_5cp ', whitelistId: null } } })).toEqual({
    configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: null } },
  });
  for (const bad of [
    { configs: { SIXES: { config: 'etf2l_6v6;rcon_password x', whitelistId: null } } },
    { configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: 0 } } },
    { configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: 1.5 } } },
    { configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: '12; quit' } } },
    { configs: { SIXES: { config: 'etf2l_6v6_5cp' } } },
    { configs: { FOURS: { config: 'etf2l_6v6_5cp', whitelistId: null } } },
    { configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: null, extra: 1 } } },
  ]) {
    expect(editMapBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  }
});
