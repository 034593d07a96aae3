import { describe, expect, it } from 'vitest';
import { formatConfig, newLogSecret, newPassword } from './configure.ts';

describe('configuration values', () => {
  it('picks the competitive config by format and game mode', () => {
    expect(formatConfig('SIXES', 'cp_process_f12')).toBe('rgl_6s_5cp');
    expect(formatConfig('SIXES', 'koth_product_final')).toBe('rgl_6s_koth');
    expect(formatConfig('HIGHLANDER', 'pl_upward_f10')).toBe('rgl_HL_stopwatch');
    expect(formatConfig('HIGHLANDER', 'koth_lakeside_r2')).toBe('rgl_HL_koth');
    expect(formatConfig('PROLANDER', 'cp_steel_f12')).toBe('rgl_7s_stopwatch');
    expect(formatConfig('HIGHLANDER', 'cp_gravelpit')).toBe('rgl_HL_stopwatch');
  });

  it('makes numeric log secrets and console-safe passwords', () => {
    expect(newLogSecret()).toMatch(/^\d{9}$/);
    const passwords = new Set(Array.from({ length: 50 }, newPassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});
