/** Server-side cursors: the rest of a result, handed out batch by batch through getMore. */
import { Long, calculateObjectSize, type Document } from 'bson';
import { StoreError } from './errors.ts';

const DEFAULT_FIRST_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;

interface OpenCursor {
  ns: string;
  docs: Document[];
  pos: number;
  lastUsed: number;
}

export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();

  get size(): number {
    return this.open.size;
  }

  /** The reply of a command that opens a cursor (find, aggregate, listIndexes, ...). */
  first(ns: string, docs: Document[], batchSize: number | undefined, singleBatch = false): Document {
    const cursor: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now() };
    const batch = take(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = 0;
    if (!singleBatch && cursor.pos < docs.length) {
      id = this.newId();
      this.open.set(id, cursor);
    }
    return { cursor: { firstBatch: batch, id: Long.fromNumber(id), ns }, ok: 1 };
  }

  more(rawId: unknown, ns: string, batchSize: number | undefined): Document {
    const id = toId(rawId);
    const cursor = this.open.get(id);
    if (!cursor) throw new StoreError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns) throw new StoreError('BadValue', `cursor ${id} belongs to ${cursor.ns}, not ${ns}`);
    cursor.lastUsed = Date.now();
    const batch = take(cursor, batchSize && batchSize > 0 ? batchSize : Infinity);
    const done = cursor.pos >= cursor.docs.length;
    if (done) this.open.delete(id);
    return { cursor: { nextBatch: batch, id: Long.fromNumber(done ? 0 : id), ns }, ok: 1 };
  }

  kill(rawIds: unknown[]): Document {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of rawIds) {
      const id = toId(raw);
      (this.open.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    }
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  /** Closes cursors idle for longer than `idleMs` (MongoDB's default is 10 minutes). */
  sweep(now: number, idleMs: number): void {
    for (const [id, c] of this.open) if (now - c.lastUsed > idleMs) this.open.delete(id);
  }

  private newId(): number {
    let id: number;
    do id = Math.floor(Math.random() * (Number.MAX_SAFE_INTEGER - 1)) + 1;
    while (this.open.has(id));
    return id;
  }
}

function toId(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (raw instanceof Long) return raw.toNumber();
  if (typeof raw === 'bigint') return Number(raw);
  throw new StoreError('TypeMismatch', 'cursor id must be a 64-bit integer');
}

function take(cursor: OpenCursor, count: number): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  while (batch.length < count && cursor.pos < cursor.docs.length) {
    const doc = cursor.docs[cursor.pos]!;
    const size = calculateObjectSize(doc);
    if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
    batch.push(doc);
    bytes += size;
    cursor.pos++;
  }
  return batch;
}
