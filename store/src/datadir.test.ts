/** The record framing and the data folder: recovery, compaction, corrupt tails, damaged snapshots. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDir, type CompactionStep } from './datadir.ts';
import { Engine } from './engine.ts';
import { engineState } from './engine-testing.ts';
import { decodeRecords, encodeRecord } from './journal.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pug-datadir-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('record framing', () => {
  it('round-trips records and stops at a bad checksum', () => {
    const buf = Buffer.concat([encodeRecord({ a: 1 }), encodeRecord({ b: 2 }), encodeRecord({ c: 3 })]);
    expect(decodeRecords(buf)).toEqual({ records: [{ a: 1 }, { b: 2 }, { c: 3 }], validBytes: buf.length });
    const flipped = Buffer.from(buf);
    flipped[buf.length - 3]! ^= 0xff;
    const read = decodeRecords(flipped);
    expect(read.records).toEqual([{ a: 1 }, { b: 2 }]);
    expect(read.problem).toMatch(/checksum/);
  });

  it('reports a torn record and the bytes before it', () => {
    const one = encodeRecord({ a: 1 });
    const read = decodeRecords(Buffer.concat([one, encodeRecord({ b: 2 }).subarray(0, 10)]));
    expect(read.validBytes).toBe(one.length);
    expect(read.problem).toMatch(/truncated/);
  });
});

function writeUsers(engine: Engine, n: number, from = 0) {
  engine.ensureCollection('app', 'users');
  for (let i = from; i < from + n; i++) engine.write({ o: 'p', d: 'app', c: 'users', doc: { _id: i, name: `u${i}` } });
  engine.flush();
}

/** One batch of writes, then until the background compaction it may have started is done. */
async function writeUsersAndSettle(data: DataDir, engine: Engine, n: number, from = 0) {
  writeUsers(engine, n, from);
  await data.whenIdle();
}

describe('DataDir', () => {
  it('rebuilds the same state after a clean close (snapshot) and keeps indexes', () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir }, e1);
    writeUsers(e1, 10);
    e1.write({ o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { name: 1 }, name: 'name_1', unique: true } });
    e1.write({ o: 'r', d: 'app', c: 'users', id: 3 });
    e1.flush();
    d1.close(e1);
    expect(fs.readdirSync(dir).sort()).toEqual(['journal-1.log', 'snapshot.bson']);

    const e2 = new Engine();
    const d2 = DataDir.open({ dataDir: dir }, e2);
    const users = e2.collection('app', 'users')!;
    expect([...users.docs.values()].map((d) => d._id)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9]);
    expect(users.indexes.has('name_1')).toBe(true);
    expect(d2.recovery).toMatchObject({ snapshotRecords: 11, journalRecords: 0, discardedBytes: 0 });
    d2.close(e2);
  });

  it('replays drops and re-creations from the journal in order', () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir }, e1);
    writeUsers(e1, 3);
    e1.write({ o: 'dc', d: 'app', c: 'users' });
    writeUsers(e1, 2, 10);
    e1.ensureCollection('gone', 'x');
    e1.write({ o: 'dd', d: 'gone' });
    e1.ensureCollection('app', 'maps');
    e1.write({ o: 'ci', d: 'app', c: 'maps', spec: { v: 2, key: { name: 1 }, name: 'name_1' } });
    e1.write({ o: 'di', d: 'app', c: 'maps', n: 'name_1' });
    e1.flush();
    // Simulate a crash: replay the journal into a fresh engine without closing (no compaction).
    const replayed = new Engine();
    const journal = fs.readdirSync(dir).find((f) => f.startsWith('journal-'))!;
    for (const rec of decodeRecords(fs.readFileSync(path.join(dir, journal))).records) replayed.apply(rec as never);
    expect([...replayed.collection('app', 'users')!.docs.keys()]).toEqual([...e1.collection('app', 'users')!.docs.keys()]);
    expect(replayed.dbs.has('gone')).toBe(false);
    expect(replayed.collection('app', 'maps')!.indexes.size).toBe(0);
    d1.close(e1);
  });

  it('compacts when the journal passes its size limit, without losing writes', async () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir, compactBytes: 2000 }, e1);
    for (let batch = 0; batch < 20; batch++) await writeUsersAndSettle(d1, e1, 5, batch * 5);
    const gens = fs.readdirSync(dir).filter((f) => f.startsWith('journal-'));
    expect(gens).toHaveLength(1);
    expect(Number(/journal-(\d+)/.exec(gens[0]!)![1])).toBeGreaterThan(1);
    // The journal stays under the threshold: the floor, or the last snapshot's size if larger.
    expect(fs.statSync(path.join(dir, gens[0]!)).size).toBeLessThan(Math.max(2000, fs.statSync(path.join(dir, 'snapshot.bson')).size));
    d1.close(e1);
    const e2 = new Engine();
    DataDir.open({ dataDir: dir }, e2).close(e2);
    expect(e2.collection('app', 'users')!.docs.size).toBe(100);
  });

  it('lets the compaction threshold grow with the snapshot, so bulk loading rewrites a linear amount', async () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir, compactBytes: 2000 }, e1);
    for (let batch = 0; batch < 400; batch++) await writeUsersAndSettle(d1, e1, 10, batch * 10);
    const { compactions, bytesWritten, snapshotBytes, compactAt } = d1.stats;
    // About 4,000 × 40 journal bytes: a fixed 2,000-byte threshold compacts ~80 times and rewrites
    // ~3 MiB of snapshots (quadratic); a threshold of one snapshot doubles it each time (~7 times).
    expect(compactions).toBeGreaterThan(2);
    expect(compactions).toBeLessThanOrEqual(10);
    expect(bytesWritten).toBeLessThan(3 * snapshotBytes);
    expect(compactAt).toBe(snapshotBytes);
    expect(compactAt).toBeGreaterThan(2000);
    // Journal bytes written before the next compaction are bounded by that threshold, not the floor.
    await writeUsersAndSettle(d1, e1, 10, 100_000);
    expect(d1.stats.compactions).toBe(compactions);
    d1.close(e1);
    const e2 = new Engine();
    DataDir.open({ dataDir: dir }, e2).close(e2);
    expect(e2.collection('app', 'users')!.docs.size).toBe(4010);
  });

  it('keeps the floor while the snapshot is small, and a ratio of 0 is a fixed threshold', async () => {
    const small = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: small, compactBytes: 1 << 20 }, e1);
    writeUsers(e1, 50);
    expect(d1.stats).toMatchObject({ compactions: 0, compactAt: 1 << 20 });
    d1.close(e1);
    const fixed = tempDir();
    const e2 = new Engine();
    const d2 = DataDir.open({ dataDir: fixed, compactBytes: 2000, compactRatio: 0 }, e2);
    for (let batch = 0; batch < 100; batch++) await writeUsersAndSettle(d2, e2, 10, batch * 10);
    expect(d2.stats.compactions).toBeGreaterThan(15);
    expect(d2.stats.compactAt).toBe(2000);
    d2.close(e2);
  });

  it('reopens with the threshold of the snapshot on disk', () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir, compactBytes: 100 }, e1);
    writeUsers(e1, 200);
    d1.close(e1);
    const size = fs.statSync(path.join(dir, 'snapshot.bson')).size;
    const e2 = new Engine();
    const d2 = DataDir.open({ dataDir: dir, compactBytes: 100 }, e2);
    expect(d2.stats).toMatchObject({ compactions: 0, snapshotBytes: size, compactAt: size });
    d2.close(e2);
  });

  it('refuses to start on a damaged snapshot rather than silently lose data', () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir }, e1);
    writeUsers(e1, 3);
    d1.close(e1);
    const snap = path.join(dir, 'snapshot.bson');
    fs.truncateSync(snap, fs.statSync(snap).size - 5);
    expect(() => DataDir.open({ dataDir: dir }, new Engine())).toThrow(/snapshot .* is damaged/);
    // The lock was released: after the operator restores the file, the folder opens again.
    expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(false);
  });

  it('refuses a second open of the same folder in one process', () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir }, e1);
    expect(() => DataDir.open({ dataDir: dir }, new Engine())).toThrow(/already open/);
    d1.close(e1);
  });
});

/** Users of ~300 bytes each: 50,000 of them are a ~15 MB snapshot, several slices at any speed. */
function fillUsers(engine: Engine, n: number) {
  engine.ensureCollection('app', 'users');
  const bio = 'x'.repeat(200);
  for (let i = 0; i < n; i++) engine.write({ o: 'p', d: 'app', c: 'users', doc: { _id: i, name: `u${i}`, elo: 1500 + (i % 500), bio } });
  engine.flush();
}

const journals = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => /^journal-\d+\.log$/.test(f))
    .sort();

describe('background compaction', () => {
  it('gives the event loop turns while it writes a large-ish state, and writes during it go to the next journal', async () => {
    const dir = tempDir();
    const e1 = new Engine();
    const steps: CompactionStep[] = [];
    const d1 = DataDir.open({ dataDir: dir, compactBytes: 1 << 30, onCompactionStep: (s) => steps.push(s) }, e1);
    fillUsers(e1, 50_000);
    expect(journals(dir)).toEqual(['journal-0.log']);
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const done = d1.startCompaction(e1);
    // Switched at once: the old journal is complete, the new one takes writes.
    expect(journals(dir)).toEqual(['journal-0.log', 'journal-1.log']);
    expect(d1.stats.compacting).toBe(true);
    writeUsers(e1, 1, 1_000_000);
    expect(fs.statSync(path.join(dir, 'journal-1.log')).size).toBeGreaterThan(0);
    await done;
    running = false;
    const slices = steps.filter((s) => s === 'slice').length;
    // ~15 MB in slices of at most 2 MiB (and a few ms): at least 8 slices, a turn of the loop after each but the last.
    expect(slices).toBeGreaterThanOrEqual(8);
    expect(ticks).toBeGreaterThanOrEqual(slices - 1);
    expect(steps.filter((s) => s !== 'slice')).toEqual(['switched', 'written', 'renamed', 'done']);
    expect(journals(dir)).toEqual(['journal-1.log']);
    expect(d1.stats).toMatchObject({ compactions: 1, compacting: false, snapshotBytes: fs.statSync(path.join(dir, 'snapshot.bson')).size });
    expect(d1.stats.compactAt).toBe(1 << 30);
    const live = engineState(e1);
    // A crash now: snapshot 1 + journal 1 hold everything.
    const copy = tempDir();
    fs.cpSync(dir, copy, { recursive: true });
    const e2 = new Engine();
    DataDir.open({ dataDir: copy }, e2).close(e2);
    expect(engineState(e2)).toEqual(live);
    expect(e2.collection('app', 'users')!.docs.size).toBe(50_001);
    d1.close(e1);
  });

  it('runs one compaction at a time, however far the journal grows meanwhile', async () => {
    const dir = tempDir();
    const e1 = new Engine();
    const d1 = DataDir.open({ dataDir: dir, compactBytes: 4000, compactRatio: 0 }, e1);
    fillUsers(e1, 20_000); // far past the threshold: a compaction starts
    expect(d1.stats.compacting).toBe(true);
    const running = d1.whenIdle();
    for (let i = 0; i < 50 && d1.stats.compacting; i++) {
      await new Promise((r) => setImmediate(r));
      if (!d1.stats.compacting) break;
      writeUsers(e1, 50, 100_000 + i * 50); // each batch passes the threshold again
      // No second compaction (it would open journal-2). journal-0 may already be gone: its
      // delete runs on the thread pool and can finish before the compaction says it has ended.
      expect(journals(dir).filter((name) => name !== 'journal-0.log')).toEqual(['journal-1.log']);
    }
    await running;
    expect(d1.stats.compactions).toBe(1);
    // The next flush over the threshold starts the next one.
    writeUsers(e1, 200, 200_000);
    expect(d1.stats.compacting).toBe(true);
    await d1.whenIdle();
    expect(d1.stats.compactions).toBe(2);
    expect(journals(dir)).toEqual(['journal-2.log']);
    d1.close(e1);
  });

  it('close() during a compaction leaves one snapshot and an empty journal with every write', async () => {
    const dir = tempDir();
    const e1 = new Engine();
    const steps: CompactionStep[] = [];
    const d1 = DataDir.open({ dataDir: dir, compactBytes: 1 << 30, onCompactionStep: (s) => steps.push(s) }, e1);
    fillUsers(e1, 30_000);
    const done = d1.startCompaction(e1);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    writeUsers(e1, 10, 500_000);
    expect(d1.stats.compacting).toBe(true);
    const live = engineState(e1);
    d1.close(e1);
    expect(fs.readdirSync(dir).sort()).toEqual(['journal-2.log', 'snapshot.bson']);
    expect(fs.statSync(path.join(dir, 'journal-2.log')).size).toBe(0);
    // The abandoned task stops without touching the folder.
    await done;
    expect(steps).not.toContain('renamed');
    expect(fs.readdirSync(dir).sort()).toEqual(['journal-2.log', 'snapshot.bson']);
    const e2 = new Engine();
    const d2 = DataDir.open({ dataDir: dir }, e2);
    expect(engineState(e2)).toEqual(live);
    expect(d2.recovery).toMatchObject({ journalRecords: 0 });
    d2.close(e2);
  });

  it('a failed compaction is logged, keeps both journals, and loses no write', async () => {
    const dir = tempDir();
    const e1 = new Engine();
    const errors: unknown[] = [];
    const logger = { info: () => undefined, warn: () => undefined, error: (...a: unknown[]) => errors.push(a) };
    const d1 = DataDir.open({ dataDir: dir, compactBytes: 1 << 30, logger }, e1);
    fillUsers(e1, 1000);
    // Something in the way of the partial snapshot: the compaction cannot open it.
    fs.mkdirSync(path.join(dir, 'snapshot.bson.tmp'));
    fs.writeFileSync(path.join(dir, 'snapshot.bson.tmp', 'x'), 'x');
    const done = d1.startCompaction(e1);
    writeUsers(e1, 5, 10_000);
    await done;
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toMatch(/journal compaction failed/);
    expect(d1.stats).toMatchObject({ compactions: 0, compacting: false });
    expect(d1.stats.compactAt).toBe(fs.statSync(path.join(dir, 'journal-1.log')).size + (1 << 30));
    expect(journals(dir)).toEqual(['journal-0.log', 'journal-1.log']);
    writeUsers(e1, 5, 20_000);
    const live = engineState(e1);
    // A crash now: both journals are replayed in order.
    const copy = tempDir();
    fs.cpSync(dir, copy, { recursive: true });
    const e2 = new Engine();
    const d2 = DataDir.open({ dataDir: copy }, e2);
    expect(d2.recovery).toMatchObject({ snapshotRecords: 0, journalRecords: 1 + 1000 + 10 });
    expect(engineState(e2)).toEqual(live);
    d2.close(e2);
    // The next compaction (here at close) succeeds and replaces both.
    d1.close(e1);
    expect(fs.readdirSync(dir).sort()).toEqual(['journal-2.log', 'snapshot.bson']);
  });
});
