/**
 * Source RCON packets (https://developer.valvesoftware.com/wiki/Source_RCON_Protocol):
 * int32 LE size, int32 id, int32 type, null-terminated body, an empty null-terminated string.
 * `RconFramer` cuts a TCP byte stream into packets however the bytes arrive: several packets in
 * one read (srcds sends the two auth replies together) or one packet over many reads.
 */
export const SERVERDATA_AUTH = 3;
export const SERVERDATA_AUTH_RESPONSE = 2;
export const SERVERDATA_EXECCOMMAND = 2;
export const SERVERDATA_RESPONSE_VALUE = 0;

/** Largest packet (size field) we accept; srcds sends at most 4096. */
const MAX_PACKET_SIZE = 4096 * 4;
const MIN_PACKET_SIZE = 10;

export interface RconPacket {
  id: number;
  type: number;
  body: string;
}

export class RconProtocolError extends Error {
  override name = 'RconProtocolError';
}

export function encodeRconPacket(packet: RconPacket): Buffer {
  const body = Buffer.from(packet.body, 'utf8');
  if (body.includes(0)) throw new RconProtocolError('An RCON body cannot contain a NUL byte');
  const out = Buffer.alloc(14 + body.length);
  out.writeInt32LE(10 + body.length, 0);
  out.writeInt32LE(packet.id, 4);
  out.writeInt32LE(packet.type, 8);
  body.copy(out, 12);
  return out;
}

export class RconFramer {
  private buffered: Buffer = Buffer.alloc(0);

  /** Adds bytes from the stream; returns every packet now complete. Throws on a malformed size. */
  push(chunk: Buffer): RconPacket[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const packets: RconPacket[] = [];
    while (this.buffered.length >= 4) {
      const size = this.buffered.readInt32LE(0);
      if (size < MIN_PACKET_SIZE || size > MAX_PACKET_SIZE) throw new RconProtocolError(`Bad RCON packet size ${size}`);
      if (this.buffered.length < size + 4) break;
      const packet = this.buffered.subarray(4, size + 4);
      const bodyEnd = packet.indexOf(0, 8);
      packets.push({
        id: packet.readInt32LE(0),
        type: packet.readInt32LE(4),
        body: packet.subarray(8, bodyEnd === -1 ? packet.length : bodyEnd).toString('utf8'),
      });
      this.buffered = this.buffered.subarray(size + 4);
    }
    return packets;
  }
}
