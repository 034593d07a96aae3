import { describe, expect, it } from 'vitest';
import { maskSecrets } from './mask-secrets.ts';

describe('maskSecrets', () => {
  it('masks the value of secret console variables in RCON command lines', () => {
    expect(maskSecrets('rcon from "127.0.0.1:5555": command "sv_password abcd1234"')).toBe('rcon from "127.0.0.1:5555": command "sv_password ***"');
    expect(maskSecrets('rcon from "1.2.3.4:5": command "sv_logsecret 123456789012345678"')).toBe('rcon from "1.2.3.4:5": command "sv_logsecret ***"');
    expect(maskSecrets('rcon from "1.2.3.4:5": command "tv_password "stv pass"; RCON_PASSWORD x; tv_relaypassword y"')).toBe(
      'rcon from "1.2.3.4:5": command "tv_password "***"; RCON_PASSWORD ***; tv_relaypassword ***"',
    );
    expect(maskSecrets('rcon from "1.2.3.4:5": command "logstf_apikey k3y; sv_setsteamaccount TOKEN"')).toBe(
      'rcon from "1.2.3.4:5": command "logstf_apikey ***; sv_setsteamaccount ***"',
    );
    expect(maskSecrets('rcon from "1.2.3.4:5": command "sv_password ab"cd"')).toBe('rcon from "1.2.3.4:5": command "sv_password ***"');
  });

  it('masks known secret values anywhere, and leaves other lines alone', () => {
    expect(maskSecrets('"P<2><[U:1:1]><Red>" say "pw is Zq81xx9a"', ['Zq81xx9a', null, 'ab'])).toBe('"P<2><[U:1:1]><Red>" say "pw is ***"');
    const line = 'World triggered "Round_Win" (winner "Red")';
    expect(maskSecrets(line, ['ab', undefined])).toBe(line);
    for (const prose of [
      'rcon from "1.2.3.4:5": Bad Password',
      'Password and SourceTV set',
      'Configuration try 1 of 3 failed: RCON password refused',
      'Loading map "ctf_secret_base"',
    ]) {
      expect(maskSecrets(prose)).toBe(prose);
    }
  });

  it('stays fast on long hostile lines', () => {
    const started = performance.now();
    maskSecrets(`${'sv_password '.repeat(300)}${'a_'.repeat(2000)}`, ['x'.repeat(10)]);
    maskSecrets(`sv_password ${'"'.repeat(4000)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
