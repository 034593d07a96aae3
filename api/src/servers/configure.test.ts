import { describe, expect, it, vi } from 'vitest';
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
    // srcds takes digits only for sv_logsecret: 18 of them (about 60 bits), from the CSPRNG, never Math.random.
    const random = vi.spyOn(Math, 'random');
    const secrets = new Set(Array.from({ length: 200 }, newLogSecret));
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
    expect(secrets.size).toBe(200);
    for (const s of secrets) expect(s).toMatch(/^[1-9]\d{17}$/);
    // Every digit position varies (not a fixed prefix or a narrow range).
    for (let i = 1; i < 18; i++) expect(new Set([...secrets].map((s) => s[i])).size).toBeGreaterThan(5);
    const passwords = new Set(Array.from({ length: 50 }, newPassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});
