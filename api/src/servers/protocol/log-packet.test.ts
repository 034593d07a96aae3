import { describe, expect, it } from 'vitest';
import { encodeLogPacket } from '@pug/test-tools/tf2-sim';
import { decodeLogPacket, MAX_LOG_PACKET_BYTES, readLogHead } from './log-packet.ts';

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

  it('refuses packets over the size cap, and decodes NUL padding in linear time', () => {
    const header = Buffer.from([0xff, 0xff, 0xff, 0xff, 0x53]);
    const hostile = Buffer.concat([header, Buffer.alloc(65_000), Buffer.from('L ')]);
    expect(readLogHead(hostile)).toBeNull();
    expect(decodeLogPacket(hostile)).toBeNull();
    // Just under the cap, NULs between the line and its newline (the regex's worst case): fast, and still read.
    const line = encodeLogPacket('World triggered "Round_Start"', '123456789012345678', new Date(2024, 4, 12, 20, 1, 2)).subarray(0, -2);
    const padded = Buffer.concat([line, Buffer.alloc(MAX_LOG_PACKET_BYTES - line.length - 1), Buffer.from('\n')]);
    const started = performance.now();
    for (let i = 0; i < 200; i++) decodeLogPacket(padded);
    expect(performance.now() - started).toBeLessThan(500);
    const trailing = Buffer.concat([line, Buffer.from('\r\n'), Buffer.alloc(MAX_LOG_PACKET_BYTES - line.length - 2)]);
    expect(decodeLogPacket(trailing)).toEqual({ secret: '123456789012345678', stamp: '05/12/2024 - 20:01:02', line: 'World triggered "Round_Start"' });
  });

  it('reads the secret from the first bytes only: digits, then the line', () => {
    expect(readLogHead(encodeLogPacket('x', '987654321098765432'))).toEqual({ secret: '987654321098765432', lineStart: 23 });
    expect(readLogHead(encodeLogPacket('x', null))).toEqual({ secret: null, lineStart: 5 });
    expect(readLogHead(encodeLogPacket('x', '12ab'))).toBeNull();
    expect(readLogHead(encodeLogPacket('x', '1'.repeat(40)))).toBeNull();
    expect(readLogHead(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x54, 0x53, 0x6f]))).toBeNull();
  });
});
