import { afterEach, describe, expect, it } from 'vitest';
import { encodeInfo, startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { A2sError, decodeInfo, queryInfo, querySourceTv } from './a2s.ts';

let sim: Tf2Simulator;
afterEach(() => sim?.stop());

describe('A2S_INFO', () => {
  it('decodes name, map, player counts and the password flag', () => {
    const info = { name: 'Pug #1', map: 'koth_product', players: 11, maxPlayers: 24, password: true };
    expect(decodeInfo(encodeInfo(info))).toEqual(info);
    expect(() => decodeInfo(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x49, 17, 65]))).toThrow(A2sError);
  });

  it('queries the simulated server through the challenge handshake', async () => {
    sim = await startTf2Sim({ name: 'Sim NA 1', map: 'cp_process_f12' });
    sim.cvars.set('sv_password', 'secret');
    sim.connect({ name: 'a', steamid: '76561198000000001', team: 'Red' });
    expect(await queryInfo('127.0.0.1', sim.port, 3000)).toEqual({ name: 'Sim NA 1', map: 'cp_process_f12', players: 1, maxPlayers: 24, password: true });
  });

  it('rejects when the server stops answering', async () => {
    sim = await startTf2Sim();
    sim.answeringQueries = false;
    await expect(queryInfo('127.0.0.1', sim.port, 200)).rejects.toThrow(/No A2S_INFO reply/);
  });
});

describe('SourceTV in the extra data (EDF 0x40)', () => {
  it('reads the port srcds announces while SourceTV runs, and null when it does not', async () => {
    sim = await startTf2Sim({ sourceTv: { enabled: true, port: 27044 } });
    expect(await querySourceTv('127.0.0.1', sim.port, 3000)).toEqual({ port: 27044, name: 'SourceTV' });
    sim.sourceTvRunning = false;
    expect(await querySourceTv('127.0.0.1', sim.port, 3000)).toBeNull();
  });

  it('keeps decoding a reply without extra data', () => {
    const info = { name: 'Old', map: 'cp_well', players: 0, maxPlayers: 24, password: false };
    const full = encodeInfo({ ...info, sourceTv: { port: 27020, name: 'tv' } });
    const withoutEdf = full.subarray(0, full.indexOf(Buffer.from('9543365\0')) + 8);
    expect(decodeInfo(withoutEdf)).toEqual(info);
    expect(decodeInfo(full)).toEqual(info);
  });
});
