/**
 * MongoDB wire protocol framing: the messages the official driver sends (OP_QUERY for the first
 * handshake, OP_MSG for everything else) and the two reply forms (OP_REPLY, OP_MSG).
 */
import { BSON, type Document } from 'bson';

export const OP_REPLY = 1;
const OP_QUERY = 2004;
export const OP_MSG = 2013;

const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;

export const MAX_MESSAGE_BYTES = 48_000_000;
const HEADER_BYTES = 16;

export type IncomingMessage =
  { kind: 'query'; requestId: number; collection: string; query: Document } | { kind: 'msg'; requestId: number; flags: number; command: Document };

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

const deserializeOptions = { promoteLongs: true, promoteValues: true } as const;

function readCString(buf: Buffer, offset: number): { value: string; next: number } {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated cstring');
  return { value: buf.toString('utf8', offset, end), next: end + 1 };
}

function readDocument(buf: Buffer, offset: number): { doc: Document; next: number } {
  if (offset + 4 > buf.length) throw new ProtocolError('document runs past the message');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > buf.length) throw new ProtocolError(`bad document size ${size}`);
  const doc = BSON.deserialize(buf.subarray(offset, offset + size), deserializeOptions);
  return { doc, next: offset + size };
}

function parseOpMsg(buf: Buffer, requestId: number): IncomingMessage {
  const flags = buf.readUInt32LE(HEADER_BYTES);
  // Bits 0-15 are required: a set bit we do not know must make us fail (spec: "must error").
  const known = MSG_CHECKSUM_PRESENT | MSG_MORE_TO_COME;
  if ((flags & 0xffff & ~known) !== 0) throw new ProtocolError(`unknown required OP_MSG flag bits ${flags}`);
  const end = buf.length - (flags & MSG_CHECKSUM_PRESENT ? 4 : 0);
  let offset = HEADER_BYTES + 4;
  let body: Document | undefined;
  const sequences: Array<{ id: string; docs: Document[] }> = [];
  while (offset < end) {
    const kind = buf.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has two body sections');
      const read = readDocument(buf, offset);
      body = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      const size = buf.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError(`bad document sequence size ${size}`);
      const name = readCString(buf, offset + 4);
      const docs: Document[] = [];
      let at = name.next;
      while (at < sectionEnd) {
        const read = readDocument(buf, at);
        docs.push(read.doc);
        at = read.next;
      }
      sequences.push({ id: name.value, docs });
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const seq of sequences) body[seq.id] = seq.docs;
  return { kind: 'msg', requestId, flags, command: body };
}

function parseOpQuery(buf: Buffer, requestId: number): IncomingMessage {
  let offset = HEADER_BYTES + 4; // flags
  const name = readCString(buf, offset);
  offset = name.next + 8; // numberToSkip, numberToReturn
  const { doc } = readDocument(buf, offset);
  // Legacy wrapping: { $query: {...}, $readPreference: ... }
  const query = doc.$query && typeof doc.$query === 'object' ? (doc.$query as Document) : doc;
  return { kind: 'query', requestId, collection: name.value, query };
}

/** Decodes one complete message (header included). */
export function parseMessage(buf: Buffer): IncomingMessage {
  if (buf.length < HEADER_BYTES + 4) throw new ProtocolError('message shorter than its header');
  const requestId = buf.readInt32LE(4);
  const opCode = buf.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(buf, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(buf, requestId);
  throw new ProtocolError(`unsupported opcode ${opCode}`);
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(HEADER_BYTES);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

const serializeOptions = { ignoreUndefined: true } as const;

/** OP_MSG reply with one body section. */
export function encodeMsg(requestId: number, responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc, serializeOptions);
  const prefix = Buffer.alloc(5); // flagBits (0) + section kind 0
  const total = HEADER_BYTES + prefix.length + body.length;
  return Buffer.concat([header(total, requestId, responseTo, OP_MSG), prefix, body], total);
}

/** OP_REPLY with a single document, for the legacy OP_QUERY handshake. */
export function encodeReply(requestId: number, responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc, serializeOptions);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  const total = HEADER_BYTES + fields.length + body.length;
  return Buffer.concat([header(total, requestId, responseTo, OP_REPLY), fields, body], total);
}

/**
 * Cuts a TCP byte stream into whole messages, however the chunks fall. Chunks are kept in a list
 * with a byte count; a message is joined (one copy) only once all of its bytes are there, and a
 * message inside one chunk is handed out as a view, without copying. A length prefix over
 * `MAX_MESSAGE_BYTES` (mongod's 48 MB) or under a header is refused as soon as its 4 bytes arrive,
 * before anything is buffered for it.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** The length of the message being buffered, once its prefix has been read. */
  private expected = 0;

  push(chunk: Buffer): Buffer[] {
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
    }
    const out: Buffer[] = [];
    for (;;) {
      if (this.expected === 0) {
        if (this.buffered < 4) break;
        const length = this.peekLength();
        if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) throw new ProtocolError(`bad message length ${length}`);
        this.expected = length;
      }
      if (this.buffered < this.expected) break;
      out.push(this.take(this.expected));
      this.expected = 0;
    }
    return out;
  }

  /** The little-endian int32 in the first 4 buffered bytes, which may straddle chunks. */
  private peekLength(): number {
    const first = this.chunks[0]!;
    if (first.length >= 4) return first.readInt32LE(0);
    const head = Buffer.allocUnsafe(4);
    let filled = 0;
    for (const c of this.chunks) {
      filled += c.copy(head, filled, 0, Math.min(c.length, 4 - filled));
      if (filled === 4) break;
    }
    return head.readInt32LE(0);
  }

  /** Removes the first `length` buffered bytes: a view when one chunk holds them, else one join. */
  private take(length: number): Buffer {
    const first = this.chunks[0]!;
    let message: Buffer;
    let used = 0; // whole chunks consumed
    if (first.length >= length) {
      message = first.subarray(0, length);
      if (first.length === length) used = 1;
      else this.chunks[0] = first.subarray(length);
    } else {
      let bytes = 0;
      while (bytes < length && bytes + this.chunks[used]!.length <= length) bytes += this.chunks[used++]!.length;
      const parts = this.chunks.slice(0, used);
      if (bytes < length) {
        const partial = this.chunks[used]!;
        parts.push(partial.subarray(0, length - bytes));
        this.chunks[used] = partial.subarray(length - bytes);
      }
      message = Buffer.concat(parts, length);
    }
    if (used > 0) this.chunks.splice(0, used);
    this.buffered -= length;
    return message;
  }
}
