/**
 * The data folder: `snapshot.bson` (the state at generation N) + `journal-N.log` (every
 * acknowledged change since) + `mongod.lock`. Opening it replays both into an engine; a corrupt or
 * torn journal tail is reported and cut off (the bytes are kept aside), the valid prefix kept.
 * Compaction writes a new snapshot beside the old one, renames it into place, and starts the next
 * journal generation, so a crash at any step leaves a readable folder.
 *
 * When to compact is amortised, like Redis's auto-aof-rewrite-percentage: once the journal holds
 * more than max(compactBytes, last snapshot's size × compactRatio) bytes. A fixed threshold would
 * rewrite the whole (growing) state every few MiB, so bulk-loading N bytes would write O(N²); with
 * the threshold growing with the snapshot, each compaction is paid for by at least as many journal
 * bytes as it rewrites (×ratio), and the total compaction work stays linear in what was written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import { AppendFile, DIR_MODE, FILE_MODE, encodeRecord, readRecordFile } from './journal.ts';
import type { Engine, JournalOp, OpSink } from './engine.ts';

export interface StoreLogger {
  info(o: object | string, m?: string): void;
  warn(...a: unknown[]): void;
  error(...a: unknown[]): void;
}

export interface DataDirOptions {
  dataDir: string;
  /** fdatasync after every journal append (survives power loss, not just a killed process). */
  fsync?: boolean;
  /** The floor of the compaction threshold: the journal may always grow to this many bytes. Default 16 MiB. */
  compactBytes?: number;
  /**
   * Compact once the journal is larger than the last snapshot times this (and than compactBytes).
   * Default 1: replaying a folder reads at most about twice its state. 0 gives a fixed threshold.
   */
  compactRatio?: number;
  logger?: StoreLogger;
}

export interface RecoveryReport {
  snapshotRecords: number;
  journalRecords: number;
  /** Bytes cut from the journal's tail because they were torn or corrupt. */
  discardedBytes: number;
  problem?: string;
}

const SNAPSHOT = 'snapshot.bson';
const DEFAULT_COMPACT_BYTES = 16 * 1024 * 1024;
const DEFAULT_COMPACT_RATIO = 1;
const LOCK = 'mongod.lock';
const openDirs = new Set<string>();

const journalName = (gen: number) => `journal-${gen}.log`;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function acquireLock(dir: string): void {
  if (openDirs.has(dir)) throw new Error(`data folder ${dir} is already open in this process`);
  const lockPath = path.join(dir, LOCK);
  if (fs.existsSync(lockPath)) {
    const pid = Number(JSON.parse(fs.readFileSync(lockPath, 'utf8') || '{}').pid);
    if (pid && pid !== process.pid && pidAlive(pid)) throw new Error(`data folder ${dir} is in use by process ${pid}`);
  }
  fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid }), { mode: FILE_MODE });
  openDirs.add(dir);
}

export interface CompactionStats {
  /** Compactions since the folder was opened (the one at open, if any, included). */
  compactions: number;
  /** Snapshot bytes written by them, in total. */
  bytesWritten: number;
  /** The current snapshot's size. */
  snapshotBytes: number;
  /** The journal size that triggers the next compaction. */
  compactAt: number;
}

export class DataDir implements OpSink {
  private journal: AppendFile;
  private closed = false;
  private compactAt = 0;
  private readonly counters: CompactionStats;

  private constructor(
    readonly dir: string,
    private gen: number,
    private readonly opts: DataDirOptions,
    readonly recovery: RecoveryReport,
    snapshotBytes: number,
  ) {
    this.journal = new AppendFile(path.join(dir, journalName(gen)), opts.fsync ?? false);
    this.counters = { compactions: 0, bytesWritten: 0, snapshotBytes, compactAt: 0 };
    this.compactAt = this.threshold();
  }

  /** max(floor, snapshot × ratio): how much journal the last snapshot has earned before the next rewrite. */
  private threshold(): number {
    const floor = this.opts.compactBytes ?? DEFAULT_COMPACT_BYTES;
    const ratio = this.opts.compactRatio ?? DEFAULT_COMPACT_RATIO;
    return Math.max(floor, Math.ceil(this.counters.snapshotBytes * ratio));
  }

  get stats(): CompactionStats {
    return { ...this.counters, compactAt: this.compactAt };
  }

  /** Locks the folder, rebuilds `engine` from it, and attaches itself as the engine's journal. */
  static open(opts: DataDirOptions, engine: Engine): DataDir {
    const dir = path.resolve(opts.dataDir);
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    acquireLock(dir);
    try {
      const { gen, snapshotRecords, snapshotBytes } = loadSnapshot(dir, engine);
      for (const f of fs.readdirSync(dir)) {
        if (/^journal-\d+\.log$/.test(f) && f !== journalName(gen)) fs.rmSync(path.join(dir, f));
      }
      const journalPath = path.join(dir, journalName(gen));
      const read = readRecordFile(journalPath);
      const recovery: RecoveryReport = { snapshotRecords, journalRecords: read?.records.length ?? 0, discardedBytes: 0 };
      for (const rec of read?.records ?? []) engine.apply(rec as JournalOp);
      if (read?.problem) {
        const size = fs.statSync(journalPath).size;
        recovery.problem = read.problem;
        recovery.discardedBytes = size - read.validBytes;
        const aside = path.join(dir, `${journalName(gen)}.corrupt-${Date.now()}`);
        fs.writeFileSync(aside, fs.readFileSync(journalPath).subarray(read.validBytes), { mode: FILE_MODE });
        fs.truncateSync(journalPath, read.validBytes);
        opts.logger?.warn(
          { dataDir: dir, problem: read.problem, keptRecords: recovery.journalRecords, discardedBytes: recovery.discardedBytes, savedTo: aside },
          'journal tail was corrupt or torn: kept the valid prefix',
        );
      }
      const store = new DataDir(dir, gen, opts, recovery, snapshotBytes);
      engine.sink = store;
      if (recovery.journalRecords > 0 || recovery.problem) store.compact(engine);
      return store;
    } catch (err) {
      releaseLock(dir);
      throw err;
    }
  }

  append(ops: JournalOp[]): void {
    if (this.closed) throw new Error('data folder is closed');
    this.journal.append(ops);
  }

  afterFlush(engine: Engine): void {
    if (this.journal.size < this.compactAt) return;
    try {
      this.compact(engine);
    } catch (err) {
      // The write itself is safe in the journal; try compacting again after as much growth again.
      this.compactAt = this.journal.size + this.threshold();
      fs.rmSync(path.join(this.dir, `${SNAPSHOT}.tmp`), { force: true });
      this.opts.logger?.error({ err: (err as Error).message, dataDir: this.dir }, 'journal compaction failed; the journal keeps growing');
    }
  }

  /** Writes the whole state as the next generation's snapshot and starts an empty journal. */
  compact(engine: Engine): void {
    const next = this.gen + 1;
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, 'w', FILE_MODE);
    let chunk: Buffer[] = [];
    let chunkBytes = 0;
    let count = 0;
    let total = 0;
    const put = (rec: Document) => {
      const buf = encodeRecord(rec);
      chunk.push(buf);
      chunkBytes += buf.length;
      if (chunkBytes >= 1 << 20) drain();
    };
    const drain = () => {
      const buf = Buffer.concat(chunk, chunkBytes);
      let written = 0;
      while (written < buf.length) written += fs.writeSync(fd, buf, written, buf.length - written);
      total += written;
      chunk = [];
      chunkBytes = 0;
    };
    try {
      put({ o: 'hdr', gen: next, format: 1, at: new Date() });
      for (const op of engine.dump()) {
        put(op);
        count++;
      }
      put({ o: 'end', count });
      drain();
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    syncDir(this.dir);
    this.journal.close();
    fs.rmSync(path.join(this.dir, journalName(this.gen)), { force: true });
    this.gen = next;
    this.journal = new AppendFile(path.join(this.dir, journalName(next)), this.opts.fsync ?? false);
    this.counters.compactions++;
    this.counters.bytesWritten += total;
    this.counters.snapshotBytes = total;
    this.compactAt = this.threshold();
  }

  close(engine: Engine): void {
    if (this.closed) return;
    try {
      this.compact(engine);
    } finally {
      this.journal.close();
      this.closed = true;
      if (engine.sink === this) engine.sink = undefined;
      releaseLock(this.dir);
    }
  }
}

function releaseLock(dir: string): void {
  openDirs.delete(dir);
  fs.rmSync(path.join(dir, LOCK), { force: true });
}

function syncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}

function loadSnapshot(dir: string, engine: Engine): { gen: number; snapshotRecords: number; snapshotBytes: number } {
  const file = path.join(dir, SNAPSHOT);
  const read = readRecordFile(file);
  if (!read) return { gen: 0, snapshotRecords: 0, snapshotBytes: 0 };
  const [hdr, ...rest] = read.records;
  const end = rest.pop();
  const complete = !read.problem && hdr?.o === 'hdr' && end?.o === 'end' && end.count === rest.length;
  if (!complete) {
    throw new Error(`snapshot ${file} is damaged (${read.problem ?? 'missing header or end record'}); refusing to start rather than lose data`);
  }
  for (const rec of rest) engine.apply(rec as JournalOp);
  return { gen: Number(hdr.gen), snapshotRecords: rest.length, snapshotBytes: read.validBytes };
}
