import { describe, expect, it } from 'vitest';
import { encodeLogPacket } from '../../../../test-tools/tf2-sim/index.ts';
import { decodeLogPacket } from './log-packet.ts';

describe('decodeLogPacket', () => {
  it('reads the secret and the line of an 0x53 packet', () => {
    const packet = encodeLogPacket('World triggered "Round_Start"', '123456', new Date(2024, 4, 12, 20, 1, 2));
    expect(decodeLogPacket(packet)).toEqual({ secret: '123456', stamp: '05/12/2024 - 20:01:02', line: 'World triggered "Round_Start"' });
  });

  it('reads an 0x52 packet as having no secret', () => {
    expect(decodeLogPacket(encodeLogPacket('x', null))?.secret).toBeNull();
  });

  it('ignores anything that is not a log packet', () => {
    expect(decodeLogPacket(Buffer.from('hello world'))).toBeNull();
    expect(decodeLogPacket(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x53, 0x31, 0x32]))).toBeNull();
    expect(decodeLogPacket(Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff, 0x53]), Buffer.from('99no timestamp')]))).toBeNull();
  });
});
