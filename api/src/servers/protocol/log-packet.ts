/**
 * srcds UDP log packets: `FF FF FF FF 53` + sv_logsecret + `L MM/DD/YYYY - HH:MM:SS: <line>`
 * (type `52` without a secret). The secret is the digits before the `L`.
 */
export interface LogPacket {
  /** null when the packet carries no secret (type 0x52). */
  secret: string | null;
  /** The line after the timestamp, without the trailing newline / NUL. */
  line: string;
  /** The timestamp as the server wrote it. */
  stamp: string;
}

const LINE = /^L (\d\d\/\d\d\/\d{4} - \d\d:\d\d:\d\d): ?(.*)$/s;

export function decodeLogPacket(msg: Buffer): LogPacket | null {
  if (msg.length < 7 || msg.readUInt32LE(0) !== 0xffffffff) return null;
  const type = msg[4];
  if (type !== 0x52 && type !== 0x53) return null;
  let text = msg.subarray(5).toString('utf8').replace(/\0+$/, '').replace(/\r?\n$/, '');
  let secret: string | null = null;
  if (type === 0x53) {
    const cut = text.indexOf('L ');
    if (cut <= 0) return null;
    secret = text.slice(0, cut);
    text = text.slice(cut);
  }
  const m = LINE.exec(text);
  if (!m) return null;
  return { secret, stamp: m[1]!, line: m[2]! };
}
