import { describe, expect, it, vi } from 'vitest';
import { newLogSecret, newPassword } from './configure.ts';

describe('configuration values', () => {
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
