/**
 * Reads two V8 heap snapshots (`v8.writeHeapSnapshot`) of one process and says what the second
 * holds that the first did not: self size and count per kind of object (its constructor, a
 * closure's function, a string, an array), biggest growth first. For idle-sockets.bench.ts
 * `--heap`: where the memory of N sockets goes.
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Self bytes and count per kind of heap object. */
type Census = Map<string, { bytes: number; count: number }>;

/** V8's node types whose name is a constructor or function name worth keeping apart. */
const NAMED = new Set(['object', 'closure', 'native', 'hidden', 'code']);

function census(file: string): Census {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  const out: Census = new Map();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const name = snap.strings[snap.nodes[i + nameAt]!]!;
    const key = NAMED.has(type) ? `${type} ${name.slice(0, 60)}` : type;
    const entry = out.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += snap.nodes[i + sizeAt]!;
    entry.count += 1;
    out.set(key, entry);
  }
  return out;
}

export interface HeapGrowth {
  kind: string;
  bytes: number;
  count: number;
}

/** What grew from `before` to `after`, biggest first (`top` rows), and the total growth. */
export function heapGrowth(before: string, after: string, top = 20): { total: number; rows: HeapGrowth[] } {
  const a = census(before);
  const b = census(after);
  const rows: HeapGrowth[] = [];
  let total = 0;
  for (const [kind, { bytes, count }] of b) {
    const was = a.get(kind) ?? { bytes: 0, count: 0 };
    total += bytes - was.bytes;
    rows.push({ kind, bytes: bytes - was.bytes, count: count - was.count });
  }
  for (const [kind, was] of a) if (!b.has(kind)) total -= was.bytes;
  rows.sort((x, y) => y.bytes - x.bytes);
  return { total, rows: rows.slice(0, top) };
}

/** The growth per socket, one line per kind. */
export function formatHeapGrowth(growth: { total: number; rows: HeapGrowth[] }, sockets: number): string {
  const lines = growth.rows.map(
    (r) => `    ${(r.bytes / sockets).toFixed(0).padStart(6)} B ${(r.count / sockets).toFixed(2).padStart(6)} × a socket  ${r.kind}`,
  );
  return [`  the heap's growth per socket, by kind (self size; all kinds: ${(growth.total / 1024 / sockets).toFixed(1)} KB):`, ...lines].join('\n');
}
