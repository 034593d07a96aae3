/**
 * A2S_INFO over UDP (https://developer.valvesoftware.com/wiki/Server_queries#A2S_INFO), with the
 * challenge handshake servers have used since 2020: the first request may be answered with
 * S2C_CHALLENGE (0x41) and must then be repeated with the 4 challenge bytes appended.
 */
import dgram from 'node:dgram';
import type { ServerQuery } from '@pug/domain';

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const A2S_INFO = Buffer.concat([HEADER, Buffer.from([0x54]), Buffer.from('Source Engine Query\0', 'latin1')]);
const S2C_CHALLENGE = 0x41;
const S2A_INFO = 0x49;

export class A2sError extends Error {
  override name = 'A2sError';
}

function encodeInfoRequest(challenge?: Buffer): Buffer {
  return challenge ? Buffer.concat([A2S_INFO, challenge]) : A2S_INFO;
}

/** SourceTV as A2S_INFO's extra data (EDF flag 0x40) announces it: srcds adds it only while SourceTV runs. */
export interface InfoSourceTv {
  port: number;
  name: string;
}

const EDF_PORT = 0x80;
const EDF_STEAMID = 0x10;
const EDF_SOURCETV = 0x40;

/** Parses an S2A_INFO reply (single packet): the wire Server's `query` shape, and SourceTV from the extra data. */
function readInfo(msg: Buffer): { query: ServerQuery; sourceTv: InfoSourceTv | null } {
  let at = 6; // header (4), type (1), protocol (1)
  const str = () => {
    const end = msg.indexOf(0, at);
    if (end === -1) throw new A2sError('Truncated A2S_INFO reply');
    const s = msg.subarray(at, end).toString('utf8');
    at = end + 1;
    return s;
  };
  if (msg.length < 6 || !msg.subarray(0, 4).equals(HEADER) || msg[4] !== S2A_INFO) throw new A2sError('Not an A2S_INFO reply');
  const name = str();
  const map = str();
  str(); // folder
  str(); // game
  at += 2; // app id
  if (msg.length < at + 7) throw new A2sError('Truncated A2S_INFO reply');
  const players = msg[at]!;
  const maxPlayers = msg[at + 1]!;
  const visibility = msg[at + 5]!;
  const query = { name, map, players, maxPlayers, password: visibility === 1 };
  at += 7; // players, max, bots, type, environment, visibility, VAC
  if (msg.indexOf(0, at) === -1) return { query, sourceTv: null }; // no version: an old reply without extra data
  str(); // version
  const edf = msg[at++];
  if (edf === undefined || !(edf & EDF_SOURCETV)) return { query, sourceTv: null };
  if (edf & EDF_PORT) at += 2;
  if (edf & EDF_STEAMID) at += 8;
  if (msg.length < at + 2) throw new A2sError('Truncated A2S_INFO reply');
  const port = msg.readUInt16LE(at);
  at += 2;
  const tvName = str();
  return { query, sourceTv: port > 0 ? { port, name: tvName } : null };
}

/** Parses an S2A_INFO reply (single packet) into the wire Server's `query` shape. */
export function decodeInfo(msg: Buffer): ServerQuery {
  return readInfo(msg).query;
}

/** Queries a server's info; rejects with A2sError when it does not answer within `timeoutMs`. */
export function queryInfo(host: string, port: number, timeoutMs = 2000): Promise<ServerQuery> {
  return requestInfo(host, port, timeoutMs).then(decodeInfo);
}

/** The SourceTV a server announces in its A2S_INFO reply (null: none runs); rejects as queryInfo does. */
export function querySourceTv(host: string, port: number, timeoutMs = 2000): Promise<InfoSourceTv | null> {
  return requestInfo(host, port, timeoutMs).then((msg) => readInfo(msg).sourceTv);
}

function requestInfo(host: string, port: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    let challenges = 0;
    const done = (err: Error | null, msg?: Buffer) => {
      clearTimeout(timer);
      socket.close();
      if (err) reject(err);
      else resolve(msg!);
    };
    const timer = setTimeout(() => done(new A2sError(`No A2S_INFO reply from ${host}:${port} within ${timeoutMs} ms`)), timeoutMs);
    socket.on('error', (err) => done(new A2sError(`A2S_INFO to ${host}:${port} failed (${err.message})`)));
    socket.on('message', (msg, from) => {
      if (from.port !== port) return;
      if (msg.length >= 9 && msg.subarray(0, 4).equals(HEADER) && msg[4] === S2C_CHALLENGE) {
        if (++challenges > 3) return done(new A2sError(`${host}:${port} keeps asking for a challenge`));
        socket.send(encodeInfoRequest(msg.subarray(5, 9)), port, host);
        return;
      }
      try {
        readInfo(msg); // a reply that does not parse fails here, as before
        done(null, msg);
      } catch (err) {
        done(err as Error);
      }
    });
    socket.send(encodeInfoRequest(), port, host);
  });
}
