import { describe, expect, it } from 'vitest';
import { addServerBodySchema, editServerBodySchema, ipportSchema, pugRconBodySchema, rconCommandRefusal, rconPasswordSchema } from './servers.ts';

const valid = { name: 'Chicago 1', ipport: '203.0.113.7:27015', rconPassword: 'abc123', region: 'na' };

describe('server admin bodies', () => {
  it('accepts host:port with a port 1-65535', () => {
    expect(ipportSchema.parse(' tf.example.com:27015 ')).toBe('tf.example.com:27015');
    for (const bad of ['203.0.113.7', '203.0.113.7:0', 'host:70000', 'a b:27015', 'host:27015/x']) expect(ipportSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses RCON passwords that would break the console command', () => {
    expect(rconPasswordSchema.safeParse('s3cr3t!').success).toBe(true);
    for (const bad of ['', 'a b', 'semi;colon', 'quo"te', "it's", 'x'.repeat(129)]) expect(rconPasswordSchema.safeParse(bad).success).toBe(false);
  });

  it('fills the defaults of a new server and refuses unknown fields', () => {
    expect(addServerBodySchema.parse(valid)).toEqual({ ...valid, priority: 0, enabled: true });
    expect(addServerBodySchema.safeParse({ ...valid, pugId: 'x' }).success).toBe(false);
    expect(addServerBodySchema.safeParse({ ...valid, priority: 1001 }).success).toBe(false);
    expect(addServerBodySchema.safeParse({ ...valid, name: ' ' }).success).toBe(false);
  });

  it('edits any subset of fields (no password keeps the stored one)', () => {
    expect(editServerBodySchema.parse({ priority: 5 })).toEqual({ priority: 5 });
    expect(editServerBodySchema.parse({})).toEqual({});
    expect(editServerBodySchema.safeParse({ rconPassword: '' }).success).toBe(false);
    expect(editServerBodySchema.safeParse({ logSecret: 'x' }).success).toBe(false);
  });
});

describe('the RCON console', () => {
  it('refuses every secret cvar anywhere in the line, any case', () => {
    for (const bad of ['rcon_password', 'RCON_PASSWORD x', 'status; sv_logsecret 1', 'alias a "sv_password"', 'tv_password', 'echo x;Tv_RelayPassword'])
      expect(rconCommandRefusal(bad)).toMatch(/does not touch/);
    for (const ok of ['status', 'mp_tournament_restart', 'say hello', 'changelevel cp_process_f12']) expect(rconCommandRefusal(ok)).toBeNull();
  });

  it('takes one printable line of at most 256 characters, and nothing else', () => {
    expect(pugRconBodySchema.parse({ command: '  status ' })).toEqual({ command: 'status' });
    for (const bad of [
      {},
      { command: '' },
      { command: '   ' },
      { command: 'x'.repeat(257) },
      { command: 'status\nquit' },
      { command: { $gt: '' } },
      { command: 'status', x: 1 },
    ])
      expect(pugRconBodySchema.safeParse(bad).success).toBe(false);
  });
});
