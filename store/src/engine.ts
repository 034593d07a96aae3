/**
 * The store's state: databases of collections. Every change is a journal op, applied to memory
 * and queued; `flush()` puts the queued ops in the journal before the command's reply is sent.
 * Replaying the same ops (snapshot, then journal) rebuilds the same state.
 *
 * Every op is a blind write of its unit (a whole document, a document's absence, a collection, an
 * index, a database's absence): applying it to a state that already holds it, or a later value of
 * the same unit, ends in the op's own value. Background compaction relies on it (datadir.ts: its
 * snapshot is fuzzy); an op that depends on the value before it (an `$inc` delta) would break
 * recovery. `engine.test.ts` checks every kind.
 */
import type { Document } from 'bson';
import { CollectionState } from './collection.ts';
import { StoreError } from './errors.ts';
import type { IndexSpec } from './indexes.ts';
import { checkStorableId, idFirst } from './document-id.ts';
import { valuesAtPath } from './keys.ts';

export type JournalOp =
  | { o: 'cc'; d: string; c: string }
  | { o: 'dc'; d: string; c: string }
  | { o: 'dd'; d: string }
  | { o: 'ci'; d: string; c: string; spec: IndexSpec }
  | { o: 'di'; d: string; c: string; n: string }
  | { o: 'p'; d: string; c: string; doc: Document }
  | { o: 'r'; d: string; c: string; id: unknown };

/** Where flushed ops go (the data folder); absent for a purely in-memory engine. */
export interface OpSink {
  append(ops: JournalOp[]): void;
  afterFlush(engine: Engine): void;
}

export class Engine {
  readonly dbs = new Map<string, Map<string, CollectionState>>();
  private pending: JournalOp[] = [];
  private failure: Error | undefined;
  sink: OpSink | undefined;

  /** Strict mode (README.md): refuse what MongoDB refuses (commands/strict.ts, and `_id`s here). */
  constructor(readonly strict = false) {}

  collection(db: string, name: string): CollectionState | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collectionsOf(db: string): CollectionState[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** Applies a change to memory and queues it for the journal. */
  write(op: JournalOp): void {
    if (this.failure) throw new StoreError('InternalError', `the store stopped accepting writes after a journal failure: ${this.failure.message}`);
    if (op.o === 'p') {
      if (this.strict) checkStorableId(op.doc._id);
      op = { ...op, doc: idFirst(op.doc) };
    }
    this.apply(op);
    this.pending.push(op);
  }

  ensureCollection(db: string, name: string): CollectionState {
    const existing = this.collection(db, name);
    if (existing) return existing;
    this.write({ o: 'cc', d: db, c: name });
    return this.collection(db, name)!;
  }

  /** Memory-only application of an op (used live and by recovery). */
  apply(op: JournalOp): void {
    switch (op.o) {
      case 'cc': {
        let db = this.dbs.get(op.d);
        if (!db) this.dbs.set(op.d, (db = new Map()));
        if (!db.has(op.c)) db.set(op.c, new CollectionState(op.d, op.c));
        return;
      }
      case 'dc':
        this.dbs.get(op.d)?.delete(op.c);
        return;
      case 'dd':
        this.dbs.delete(op.d);
        return;
      case 'ci': {
        const coll = this.collection(op.d, op.c);
        if (coll) coll.addIndex(coll.buildIndex(op.spec, false));
        return;
      }
      case 'di':
        this.collection(op.d, op.c)?.dropIndex(op.n);
        return;
      case 'p':
        this.collection(op.d, op.c)?.put(op.doc);
        return;
      case 'r':
        this.collection(op.d, op.c)?.remove(op.id);
        return;
    }
  }

  /** Writes queued ops to the journal. Must run before a write's reply is sent. */
  flush(): void {
    if (this.pending.length === 0) return;
    const ops = this.pending;
    this.pending = [];
    if (!this.sink) return;
    try {
      this.sink.append(ops);
    } catch (err) {
      this.failure = err as Error;
      throw new StoreError('InternalError', `journal write failed: ${(err as Error).message}`);
    }
    this.sink.afterFlush(this);
  }

  /**
   * Every op needed to rebuild the current state, for a snapshot. Lazy, over the live maps: a
   * background compaction pulls it in slices while writes go on, and Map iterators visit every
   * entry present throughout, see entries added meanwhile, and skip those deleted before their turn.
   */
  *dump(): Generator<JournalOp> {
    for (const [d, colls] of this.dbs) {
      for (const [c, coll] of colls) {
        yield { o: 'cc', d, c };
        for (const index of coll.indexes.values()) yield { o: 'ci', d, c, spec: index.spec };
        for (const doc of coll.docs.values()) yield { o: 'p', d, c, doc };
      }
    }
  }

  /** Deletes documents past their TTL index expiry (MongoDB's TTL monitor does the same each minute). */
  expire(now: number): number {
    let removed = 0;
    for (const colls of this.dbs.values()) {
      for (const coll of colls.values()) {
        for (const index of coll.indexes.values()) {
          const secs = index.spec.expireAfterSeconds;
          if (secs === undefined || index.fields.length !== 1) continue;
          const cutoff = now - secs * 1000;
          for (const doc of [...coll.docs.values()]) {
            const dates = valuesAtPath(doc, index.firstField).filter((v): v is Date => v instanceof Date);
            if (dates.length && Math.min(...dates.map((d) => d.getTime())) <= cutoff) {
              this.write({ o: 'r', d: coll.db, c: coll.name, id: doc._id });
              removed++;
            }
          }
        }
      }
    }
    this.flush();
    return removed;
  }
}
