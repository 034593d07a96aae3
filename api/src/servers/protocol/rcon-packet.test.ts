import { describe, expect, it } from 'vitest';
import { rconPacket } from '@pug/test-tools/tf2-sim';
import { encodeRconPacket, RconFramer, RconProtocolError, SERVERDATA_EXECCOMMAND } from './rcon-packet.ts';

describe('RCON packets', () => {
  it('encodes size, id, type, body and both terminators like srcds', () => {
    const ours = encodeRconPacket({ id: 7, type: SERVERDATA_EXECCOMMAND, body: 'status' });
    expect(ours).toEqual(rconPacket(7, 2, 'status'));
    expect(ours.readInt32LE(0)).toBe(ours.length - 4);
    expect([...ours.subarray(-2)]).toEqual([0, 0]);
  });

  it('cuts several packets that arrive in one read (coalesced)', () => {
    const framer = new RconFramer();
    const packets = framer.push(Buffer.concat([rconPacket(1, 0, ''), rconPacket(1, 2, ''), rconPacket(2, 0, 'hello')]));
    expect(packets).toEqual([
      { id: 1, type: 0, body: '' },
      { id: 1, type: 2, body: '' },
      { id: 2, type: 0, body: 'hello' },
    ]);
  });

  it('reassembles a packet split over many reads, byte by byte', () => {
    const framer = new RconFramer();
    const bytes = Buffer.concat([rconPacket(3, 0, 'a long reply'), rconPacket(4, 0, '')]);
    const seen = [];
    for (const b of bytes) seen.push(...framer.push(Buffer.from([b])));
    expect(seen).toEqual([
      { id: 3, type: 0, body: 'a long reply' },
      { id: 4, type: 0, body: '' },
    ]);
  });

  it('refuses a malformed size instead of waiting forever', () => {
    const bad = Buffer.alloc(12);
    bad.writeInt32LE(2, 0);
    expect(() => new RconFramer().push(bad)).toThrow(RconProtocolError);
    expect(() => encodeRconPacket({ id: 1, type: 2, body: 'a\0b' })).toThrow(RconProtocolError);
  });
});
