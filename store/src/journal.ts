/**
 * Record files: the append-only journal and the snapshot share one framing,
 * `[uint32 payload length][uint32 crc32 of payload][BSON payload]`, so a torn or corrupt tail
 * is detected record by record and the valid prefix kept.
 */
import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';

const FRAME_BYTES = 8;
/** Data files are readable by the store's own OS user only (they hold e.g. rcon passwords). */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;
const MAX_RECORD_BYTES = 64 * 1024 * 1024;

export function encodeRecord(doc: Document): Buffer {
  const payload = serializePayload(doc);
  const record = Buffer.allocUnsafe(FRAME_BYTES + payload.length);
  putRecord(payload, record, 0);
  return record;
}

/** A record's BSON payload, to frame with `putRecord`. */
export function serializePayload(doc: Document): Uint8Array {
  return BSON.serialize(doc, { ignoreUndefined: true });
}

/** The bytes a record of this payload takes. */
export const recordBytes = (payload: Uint8Array) => FRAME_BYTES + payload.length;

/** Frames `payload` into `target` at `offset` (the caller checked it fits); returns the bytes written. */
export function putRecord(payload: Uint8Array, target: Buffer, offset: number): number {
  target.writeUInt32LE(payload.length, offset);
  target.writeUInt32LE(crc32(payload), offset + 4);
  target.set(payload, offset + FRAME_BYTES);
  return FRAME_BYTES + payload.length;
}

export interface ReadResult {
  records: Document[];
  /** Bytes of the file that hold whole, valid records. */
  validBytes: number;
  /** Why reading stopped before the end of the file, if it did. */
  problem?: string;
}

export function decodeRecords(buf: Buffer): ReadResult {
  const records: Document[] = [];
  let offset = 0;
  while (offset < buf.length) {
    if (buf.length - offset < FRAME_BYTES) {
      return { records, validBytes: offset, problem: `truncated record header at byte ${offset}` };
    }
    const length = buf.readUInt32LE(offset);
    const sum = buf.readUInt32LE(offset + 4);
    if (length < 5 || length > MAX_RECORD_BYTES) {
      return { records, validBytes: offset, problem: `bad record length ${length} at byte ${offset}` };
    }
    const start = offset + FRAME_BYTES;
    if (start + length > buf.length) {
      return { records, validBytes: offset, problem: `truncated record at byte ${offset} (needs ${length} bytes, ${buf.length - start} present)` };
    }
    const payload = buf.subarray(start, start + length);
    if (crc32(payload) !== sum) return { records, validBytes: offset, problem: `checksum mismatch in record at byte ${offset}` };
    try {
      records.push(BSON.deserialize(payload));
    } catch (err) {
      return { records, validBytes: offset, problem: `undecodable record at byte ${offset}: ${(err as Error).message}` };
    }
    offset = start + length;
  }
  return { records, validBytes: offset };
}

export function readRecordFile(path: string): ReadResult | undefined {
  if (!fs.existsSync(path)) return undefined;
  return decodeRecords(fs.readFileSync(path));
}

/** An append-only file of records. Appends are synchronous: once `append` returns, the bytes are in the file. */
export class AppendFile {
  private fd: number;
  private bytes: number;

  constructor(
    readonly path: string,
    private readonly sync: boolean,
  ) {
    this.fd = fs.openSync(path, 'a', FILE_MODE);
    this.bytes = fs.fstatSync(this.fd).size;
  }

  get size(): number {
    return this.bytes;
  }

  append(docs: Document[]): void {
    if (docs.length === 0) return;
    const buf = docs.length === 1 ? encodeRecord(docs[0]!) : Buffer.concat(docs.map(encodeRecord));
    let written = 0;
    while (written < buf.length) written += fs.writeSync(this.fd, buf, written, buf.length - written);
    if (this.sync) fs.fdatasyncSync(this.fd);
    this.bytes += buf.length;
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}
