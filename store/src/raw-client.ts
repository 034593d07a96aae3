/**
 * Test support: a wire-level client for the embedded store (no driver), to send exactly the
 * bytes a test wants (unauthenticated commands, hand-made SCRAM, oversized frames).
 */
import net from 'node:net';
import { BSON, type Document } from 'bson';
import { MessageFramer, OP_MSG } from './wire.ts';

/** One OP_MSG: a kind-0 body and, optionally, one kind-1 document sequence. */
export function opMsg(requestId: number, flags: number, body: Document, seq?: { id: string; docs: Document[] }): Buffer {
  const parts: Buffer[] = [];
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags >>> 0);
  parts.push(flagBuf, Buffer.from([0]), Buffer.from(BSON.serialize(body)));
  if (seq) {
    const docs = Buffer.concat(seq.docs.map((d) => BSON.serialize(d)));
    const name = Buffer.from(`${seq.id}\0`);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + name.length + docs.length);
    parts.push(Buffer.from([1]), size, name, docs);
  }
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + payload.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, payload]);
}

/** The body of an OP_MSG reply. */
function replyBody(reply: Buffer): Document {
  return BSON.deserialize(reply.subarray(21));
}

export class RawClient {
  private readonly framer = new MessageFramer();
  private readonly waiting = new Map<number, (reply: Buffer) => void>();
  private nextId = 1;
  /** Resolves when the server (or the test) closes the connection. */
  readonly closed: Promise<void>;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      for (const reply of this.framer.push(chunk)) {
        const responseTo = reply.readInt32LE(8);
        this.waiting.get(responseTo)?.(reply);
        this.waiting.delete(responseTo);
      }
    });
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
  }

  static connect(port: number, host = '127.0.0.1'): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => {
        socket.off('error', reject);
        resolve(new RawClient(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Sends one command (`$db` defaults to admin) and resolves with the reply's body. */
  command(body: Document): Promise<Document> {
    const id = this.nextId++;
    const reply = new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, resolve);
      void this.closed.then(() => reject(new Error('connection closed before the reply')));
    });
    this.socket.write(opMsg(id, 0, { ...body, $db: body.$db ?? 'admin' }));
    return reply.then(replyBody);
  }

  close(): void {
    this.socket.destroy();
  }
}
