/**
 * The A2S_INFO side of the simulated server (UDP, same port number as RCON, as srcds does).
 * A request without a challenge gets S2C_CHALLENGE (0x41); a request carrying the issued
 * challenge gets the info reply (0x49).
 */
import dgram from 'node:dgram';
import { randomBytes } from 'node:crypto';

export interface SimInfo {
  name: string;
  map: string;
  players: number;
  maxPlayers: number;
  password: boolean;
  /** The game port, sent in the extra data (EDF 0x80). */
  port?: number;
  /** SourceTV while it runs: its port and name (EDF 0x40, which srcds sends only then). */
  sourceTv?: { port: number; name: string } | null;
}

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const QUERY = Buffer.from('Source Engine Query\0', 'latin1');

const cstring = (s: string) => Buffer.from(`${s}\0`, 'utf8');

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n, 0);
  return b;
};

/** The extra data srcds appends: port (0x80), steamid (0x10), SourceTV (0x40) while it runs, keywords (0x20), game id (0x01). */
function extraData(info: SimInfo): Buffer {
  const tv = info.sourceTv;
  const flags = 0x80 | 0x10 | (tv ? 0x40 : 0) | 0x20 | 0x01;
  const steamid = Buffer.alloc(8);
  steamid.writeBigUInt64LE(90071992547409920n, 0);
  const gameid = Buffer.alloc(8);
  gameid.writeBigUInt64LE(440n, 0);
  return Buffer.concat([
    Buffer.from([flags]),
    u16(info.port ?? 27015),
    steamid,
    ...(tv ? [u16(tv.port), cstring(tv.name)] : []),
    cstring('cp,increased_maxplayers'),
    gameid,
  ]);
}

export function encodeInfo(info: SimInfo): Buffer {
  const id = u16(440);
  return Buffer.concat([
    HEADER,
    Buffer.from([0x49, 17]),
    cstring(info.name),
    cstring(info.map),
    cstring('tf'),
    cstring('Team Fortress'),
    id,
    Buffer.from([info.players, info.maxPlayers, 0, 0x64 /* d */, 0x6c /* l */, info.password ? 1 : 0, 1]),
    cstring('9543365'),
    extraData(info),
  ]);
}

export class SimA2sServer {
  readonly socket = dgram.createSocket('udp4');
  private readonly challenge = randomBytes(4);
  /** When false the server stops answering (a crashed or firewalled server). */
  answering = true;

  constructor(private readonly info: () => SimInfo) {
    this.socket.on('message', (msg, from) => this.onMessage(msg, from));
  }

  bind(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.bind(port, '127.0.0.1', () => {
        this.socket.off('error', reject);
        resolve(this.socket.address().port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }

  private onMessage(msg: Buffer, from: dgram.RemoteInfo): void {
    if (!this.answering) return;
    if (msg.length < 5 + QUERY.length || !msg.subarray(0, 4).equals(HEADER) || msg[4] !== 0x54) return;
    if (!msg.subarray(5, 5 + QUERY.length).equals(QUERY)) return;
    const given = msg.subarray(5 + QUERY.length, 9 + QUERY.length);
    const reply = given.equals(this.challenge) ? encodeInfo(this.info()) : Buffer.concat([HEADER, Buffer.from([0x41]), this.challenge]);
    this.socket.send(reply, from.port, from.address);
  }
}
