/**
 * srcds UDP log packets: `FF FF FF FF 53` + sv_logsecret + `L MM/DD/YYYY - HH:MM:SS: <line>`
 * (type `52` without a secret). The secret is the digits before the `L`.
 *
 * Anyone can send to the log port, so reading is split: `readLogHead` looks at a few bytes only
 * (size, header, the secret's digits) so a packet can be judged before any string work, and
 * `decodeLogPacket` is linear in the packet's size (which is capped).
 */
export interface LogPacket {
  /** null when the packet carries no secret (type 0x52). */
  secret: string | null;
  /** The line after the timestamp, without the trailing newline / NUL. */
  line: string;
  /** The timestamp as the server wrote it. */
  stamp: string;
}

/** srcds log lines are under ~1 KB; anything larger is not a log packet of ours. */
export const MAX_LOG_PACKET_BYTES = 4096;
/** Longer than any secret we set (configure.ts LOG_SECRET_DIGITS). */
const MAX_SECRET_DIGITS = 32;

const HEADER = 0xffffffff;
const TYPE_PLAIN = 0x52;
const TYPE_SECRET = 0x53;
const [DIGIT_0, DIGIT_9, LETTER_L, SPACE, NUL, LF, CR] = [0x30, 0x39, 0x4c, 0x20, 0x00, 0x0a, 0x0d];
/** Where the payload starts: after the 4 header bytes and the type byte. */
const PAYLOAD = 5;

const LINE = /^L (\d\d\/\d\d\/\d{4} - \d\d:\d\d:\d\d): ?(.*)$/s;

export interface LogHead {
  secret: string | null;
  /** Offset of the `L` that starts the line. */
  lineStart: number;
}

/** The secret of a log packet from its first bytes, or null when it is not a log packet (or too big). */
export function readLogHead(msg: Buffer): LogHead | null {
  if (msg.length < PAYLOAD + 2 || msg.length > MAX_LOG_PACKET_BYTES || msg.readUInt32LE(0) !== HEADER) return null;
  const type = msg[4];
  if (type === TYPE_PLAIN) return { secret: null, lineStart: PAYLOAD };
  if (type !== TYPE_SECRET) return null;
  const limit = Math.min(msg.length, PAYLOAD + MAX_SECRET_DIGITS + 1);
  let at = PAYLOAD;
  while (at < limit && msg[at]! >= DIGIT_0 && msg[at]! <= DIGIT_9) at++;
  if (at === PAYLOAD || msg[at] !== LETTER_L || msg[at + 1] !== SPACE) return null;
  return { secret: msg.toString('latin1', PAYLOAD, at), lineStart: at };
}

export function decodeLogPacket(msg: Buffer): LogPacket | null {
  const head = readLogHead(msg);
  if (!head) return null;
  // Trailing NULs, then one newline: one backward pass over the bytes.
  let end = msg.length;
  while (end > head.lineStart && msg[end - 1] === NUL) end--;
  if (end > head.lineStart && msg[end - 1] === LF) {
    end--;
    if (end > head.lineStart && msg[end - 1] === CR) end--;
  }
  const m = LINE.exec(msg.toString('utf8', head.lineStart, end));
  if (!m) return null;
  return { secret: head.secret, stamp: m[1]!, line: m[2]! };
}
