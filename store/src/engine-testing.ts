/** Test helpers for the engine and the data folder. */
import type { Document } from 'bson';
import type { Engine } from './engine.ts';
import type { IndexSpec } from './indexes.ts';

export interface CollectionView {
  indexes: IndexSpec[];
  /** Documents ordered by their `_id` key (recovery may store them in another natural order). */
  docs: Document[];
}

/** The engine's state in a comparable form: `db.collection` -> index specs and documents, both sorted. */
export function engineState(engine: Engine): Record<string, CollectionView> {
  const out: Record<string, CollectionView> = {};
  for (const [d, colls] of [...engine.dbs].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [c, coll] of [...colls].sort(([a], [b]) => a.localeCompare(b))) {
      out[`${d}.${c}`] = {
        indexes: [...coll.indexes.values()].map((i) => i.spec).sort((a, b) => a.name.localeCompare(b.name)),
        docs: [...coll.docs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, doc]) => doc),
      };
    }
  }
  return out;
}
