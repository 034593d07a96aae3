/**
 * The data folder: `snapshot.bson` (the state at generation G) + `journal-G.log`, `journal-G+1.log`…
 * (every acknowledged change since, in order) + `mongod.lock`. Opening it replays the snapshot,
 * then each journal from generation G up; a corrupt or torn journal tail is reported and cut off
 * (the bytes are kept aside), the valid prefix kept. Journals older than the snapshot are already
 * in it and are deleted.
 *
 * When to compact is amortised, like Redis's auto-aof-rewrite-percentage: once the journal holds
 * more than max(compactBytes, last snapshot's size × compactRatio) bytes. A fixed threshold would
 * rewrite the whole (growing) state every few MiB, so bulk-loading N bytes would write O(N²); with
 * the threshold growing with the snapshot, each compaction is paid for by at least as many journal
 * bytes as it rewrites (×ratio), and the total compaction work stays linear in what was written.
 *
 * A compaction while serving never holds the event loop for more than a slice (a few ms):
 * 1. switch: journal N is complete; new writes go to `journal-N+1.log` from now on;
 * 2. the state is walked from that point and written to `snapshot.bson.tmp` in slices of
 *    ~SLICE_MS of encoding, each followed by a turn of the event loop (the file writes and the
 *    fsync run on libuv's thread pool). Documents changed meanwhile are captured in whatever
 *    state the walk finds them: the snapshot is fuzzy;
 * 3. the fsynced file is renamed to `snapshot.bson` (header: generation N+1), the folder fsynced,
 *    and only then is journal N deleted.
 * Recovery = snapshot N+1 + journal N+1 is exact because every journal op is a blind write of its
 * unit (a whole document put, a remove by id, a collection created if missing or dropped with its
 * documents, an index built or dropped by name, a database dropped): replaying an op over a state
 * that may already hold it or a later value of the same unit ends in the op's own value, so after
 * the replay every unit the journal touched has its last journalled value and every other unit
 * the value the walk found, which is its value at the switch (engine.ts; `engine.test.ts` checks
 * every op kind). A crash before step 3's rename leaves
 * snapshot N + journal N (complete) + journal N+1, replayed in order.
 * At open and at close the compaction runs synchronously (nothing else is being served).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Document } from 'bson';
import { AppendFile, DIR_MODE, FILE_MODE, encodeRecord, putRecord, readRecordFile, recordBytes, serializePayload } from './journal.ts';
import type { Engine, JournalOp, OpSink } from './engine.ts';

export interface StoreLogger {
  info(o: object | string, m?: string): void;
  warn(...a: unknown[]): void;
  error(...a: unknown[]): void;
}

/**
 * The moments of a background compaction, for tests and tracing: `switched` (journal N+1 opened),
 * `slice` (a slice of the snapshot is in the .tmp file), `written` (the .tmp is complete and
 * fsynced), `renamed` (snapshot N+1 in place, journal N still there), `done` (journal N deleted).
 */
export type CompactionStep = 'switched' | 'slice' | 'written' | 'renamed' | 'done';

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
  /** Called synchronously at each step of a background compaction (the folder is in that state). */
  onCompactionStep?: (step: CompactionStep) => void;
}
export interface RecoveryReport {
  snapshotRecords: number;
  /** Records replayed from the journals (all generations from the snapshot's up). */
  journalRecords: number;
  /** Bytes cut from the journals' tails because they were torn or corrupt. */
  discardedBytes: number;
  problem?: string;
}

const SNAPSHOT = 'snapshot.bson';
const SNAPSHOT_TMP = `${SNAPSHOT}.tmp`;
/** The replaced snapshot's second name while its blocks are freed off the event loop. */
const SNAPSHOT_OLD = `${SNAPSHOT}.old`;
const DEFAULT_COMPACT_BYTES = 16 * 1024 * 1024;
const DEFAULT_COMPACT_RATIO = 1;
const LOCK = 'mongod.lock';
/** Encoding time per slice of a background compaction before the event loop gets a turn. */
const SLICE_MS = 4;
/** A slice also ends at this many bytes (the size of its buffer, one thread-pool write). */
const SLICE_BYTES = 2 * 1024 * 1024;
const openDirs = new Set<string>();

const journalName = (gen: number) => `journal-${gen}.log`;

/** The journal generations in the folder, oldest first. */
function journalGens(dir: string): number[] {
  const gens: number[] = [];
  for (const f of fs.readdirSync(dir)) {
    const m = /^journal-(\d+)\.log$/.exec(f);
    if (m) gens.push(Number(m[1]));
  }
  return gens.sort((a, b) => a - b);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes the folder its owner's only (0700) whatever mode it was given (a folder made beforehand,
 * 0777 or 0755), at every open and restore, so others can reach none of its files. A folder whose
 * mode cannot be changed (another owner) is refused.
 */
export function makeFolderPrivate(dir: string, logger?: StoreLogger): void {
  const was = fs.statSync(dir).mode & 0o777;
  if (was === DIR_MODE) return;
  const octal = `0${was.toString(8)}`;
  try {
    fs.chmodSync(dir, DIR_MODE);
  } catch (err) {
    throw new Error(`data folder ${dir} is mode ${octal} and cannot be made 0700 (${(err as NodeJS.ErrnoException).code ?? 'error'}): fix its owner or mode`);
  }
  logger?.warn({ dir, was: octal }, 'the data folder was open to others: made 0700');
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
  /** Compactions completed since the folder was opened (the one at open, if any, included). */
  compactions: number;
  /** Snapshot bytes written by them, in total. */
  bytesWritten: number;
  /** The current snapshot's size. */
  snapshotBytes: number;
  /** The journal size that triggers the next compaction. */
  compactAt: number;
  /** Whether a background compaction is running now. */
  compacting: boolean;
  /** The longest the last completed background compaction held the event loop at once, ms. */
  longestSliceMs: number;
  /** The current journal's size (what a restart would replay on top of the snapshot). */
  journalBytes: number;
}

/** A background compaction in flight. */
interface Running {
  /** The generation being written (the current journal's). */
  gen: number;
  /** Set by close(): the task stops at its next step and leaves the folder to close's own compaction. */
  cancelled: boolean;
  done: Promise<void>;
}

class Cancelled extends Error {}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function writeAll(fd: number, buf: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const from = (offset: number) =>
      fs.write(fd, buf, offset, buf.length - offset, null, (err, written) => {
        if (err) reject(err);
        else if (offset + written < buf.length) from(offset + written);
        else resolve();
      });
    from(0);
  });
}

const fsyncAsync = (fd: number) => new Promise<void>((resolve, reject) => fs.fsync(fd, (err) => (err ? reject(err) : resolve())));

export class DataDir implements OpSink {
  private journal: AppendFile;
  private closed = false;
  private compactAt = 0;
  private readonly counters: Omit<CompactionStats, 'compacting' | 'compactAt' | 'journalBytes'>;
  private running: Running | undefined;

  private constructor(
    readonly dir: string,
    /** The generation of the journal being appended to. */
    private gen: number,
    private readonly opts: DataDirOptions,
    readonly recovery: RecoveryReport,
    snapshotBytes: number,
  ) {
    this.journal = new AppendFile(path.join(dir, journalName(gen)), opts.fsync ?? false);
    this.counters = { compactions: 0, bytesWritten: 0, snapshotBytes, longestSliceMs: 0 };
    this.compactAt = this.threshold();
  }

  /** max(floor, snapshot × ratio): how much journal the last snapshot has earned before the next rewrite. */
  private threshold(): number {
    const floor = this.opts.compactBytes ?? DEFAULT_COMPACT_BYTES;
    const ratio = this.opts.compactRatio ?? DEFAULT_COMPACT_RATIO;
    return Math.max(floor, Math.ceil(this.counters.snapshotBytes * ratio));
  }

  get stats(): CompactionStats {
    return { ...this.counters, compactAt: this.compactAt, compacting: this.running !== undefined, journalBytes: this.journal.size };
  }

  /** Locks the folder, rebuilds `engine` from it, and attaches itself as the engine's journal. */
  static open(opts: DataDirOptions, engine: Engine): DataDir {
    const dir = path.resolve(opts.dataDir);
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    makeFolderPrivate(dir, opts.logger);
    acquireLock(dir);
    try {
      const { gen, snapshotRecords, snapshotBytes } = loadSnapshot(dir, engine);
      // A compaction that crashed before its rename left a partial snapshot: not the state, drop it.
      removeTmp(path.join(dir, SNAPSHOT_TMP));
      fs.rmSync(path.join(dir, SNAPSHOT_OLD), { force: true });
      const recovery: RecoveryReport = { snapshotRecords, journalRecords: 0, discardedBytes: 0 };
      let current = gen;
      for (const g of journalGens(dir)) {
        // Older journals are in the snapshot already (a crash between its rename and their deletion).
        if (g < gen) fs.rmSync(path.join(dir, journalName(g)));
        else {
          replayJournal(dir, g, engine, recovery, opts.logger);
          current = g;
        }
      }
      const store = new DataDir(dir, current, opts, recovery, snapshotBytes);
      engine.sink = store;
      if (recovery.journalRecords > 0 || recovery.problem || current !== gen) store.compact(engine);
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
    if (this.running || this.journal.size < this.compactAt) return;
    void this.startCompaction(engine);
  }

  /**
   * Starts a background compaction (or returns the running one): see the file's comment. The
   * promise settles when it has finished or failed (a failure is logged, never thrown: the writes
   * are safe in the journals, which recovery replays in order).
   */
  startCompaction(engine: Engine): Promise<void> {
    if (this.running) return this.running.done;
    if (this.closed) return Promise.resolve();
    const next = this.gen + 1;
    let journal: AppendFile;
    try {
      journal = this.openJournal(next);
    } catch (err) {
      this.compactionFailed(err);
      return Promise.resolve();
    }
    this.journal.close();
    this.journal = journal;
    this.gen = next;
    this.opts.onCompactionStep?.('switched');
    const run: Running = { gen: next, cancelled: false, done: Promise.resolve() };
    this.running = run;
    run.done = this.writeInSlices(run, engine).then(
      () => {
        if (this.running === run) this.running = undefined;
      },
      (err: unknown) => {
        if (this.running === run) this.running = undefined;
        if (err instanceof Cancelled) return;
        try {
          removeTmp(path.join(this.dir, SNAPSHOT_TMP));
        } catch {
          // It cannot be removed now: the next compaction tries again.
        }
        this.compactionFailed(err);
      },
    );
    return run.done;
  }

  /** Settles when no background compaction is running (at once if none is). */
  whenIdle(): Promise<void> {
    return this.running?.done ?? Promise.resolve();
  }

  private compactionFailed(err: unknown): void {
    // The writes are safe in the journal; try compacting again after as much growth again.
    this.compactAt = this.journal.size + this.threshold();
    this.opts.logger?.error({ err: (err as Error).message, dataDir: this.dir }, 'journal compaction failed; the journal keeps growing');
  }

  private async writeInSlices(run: Running, engine: Engine): Promise<void> {
    const checkpoint = () => {
      if (run.cancelled) throw new Cancelled('the data folder closed during the compaction');
    };
    // How long each synchronous stretch of this task holds the event loop: from a resumption to the next await.
    let resumed = performance.now();
    let longest = 0;
    const yieldTo = async (p: Promise<void>) => {
      longest = Math.max(longest, performance.now() - resumed);
      await p;
      resumed = performance.now();
      checkpoint();
    };
    // The command whose flush started this gets its reply first.
    await yieldTo(nextTurn());
    const tmp = path.join(this.dir, SNAPSHOT_TMP);
    const fd = fs.openSync(tmp, 'w', FILE_MODE);
    // The walk starts now, after the switch: every unit is captured at its value at some moment
    // since (Map iterators see entries added meanwhile and skip those deleted before their turn).
    const records = snapshotFileRecords(engine, run.gen);
    function* payloads(): Generator<Uint8Array> {
      for (const rec of records) yield serializePayload(rec);
    }
    const source = payloads();
    // Two slice buffers: one is filled while the other's write runs on the thread pool.
    const buffers = [Buffer.allocUnsafe(SLICE_BYTES), Buffer.allocUnsafe(SLICE_BYTES)];
    let inFlight: Promise<void> = Promise.resolve();
    let total = 0;
    try {
      let carry: Uint8Array | undefined;
      for (let slice = 0, finished = false; !finished; slice++) {
        const until = performance.now() + SLICE_MS;
        const buf = buffers[slice % 2]!;
        let used = 0;
        let chunk: Buffer | undefined;
        for (;;) {
          let payload = carry;
          carry = undefined;
          if (!payload) {
            const next = source.next();
            if (next.done) {
              finished = true;
              break;
            }
            payload = next.value;
          }
          if (used + recordBytes(payload) > buf.length) {
            // A record larger than a whole slice buffer is written on its own.
            if (used === 0) putRecord(payload, (chunk = Buffer.allocUnsafe(recordBytes(payload))), 0);
            else carry = payload;
            break;
          }
          used += putRecord(payload, buf, used);
          if (performance.now() >= until) break;
        }
        chunk ??= buf.subarray(0, used);
        // One write on the thread pool at a time; this slice was encoded while the last one's ran.
        await yieldTo(inFlight);
        this.opts.onCompactionStep?.('slice');
        if (chunk.length > 0) inFlight = writeAll(fd, chunk);
        total += chunk.length;
        if (!finished) await yieldTo(nextTurn());
      }
      await yieldTo(inFlight);
      await yieldTo(fsyncAsync(fd));
    } finally {
      await inFlight.catch(() => undefined);
      fs.closeSync(fd);
    }
    checkpoint();
    this.opts.onCompactionStep?.('written');
    // Replacing the old snapshot would free its blocks inside the rename (ms per 100 MB): a second
    // name keeps them, the rename only swaps names, and the unlink runs on the thread pool.
    // `snapshot.bson` names a complete snapshot at every moment.
    const snapshot = path.join(this.dir, SNAPSHOT);
    const previous = path.join(this.dir, SNAPSHOT_OLD);
    fs.rmSync(previous, { force: true });
    let keptPrevious = false;
    try {
      fs.linkSync(snapshot, previous);
      keptPrevious = true;
    } catch {
      // No previous snapshot (or no hard links here): the rename frees it, as compact() does.
    }
    fs.renameSync(tmp, snapshot);
    this.countCompaction(total);
    this.opts.onCompactionStep?.('renamed');
    // Only once the rename is durable may the journals it replaces go.
    await yieldTo(syncDirAsync(this.dir));
    const stale = journalGens(this.dir)
      .filter((g) => g < run.gen)
      .map((g) => journalName(g));
    if (keptPrevious) stale.push(SNAPSHOT_OLD);
    await yieldTo(Promise.all(stale.map((f) => fs.promises.rm(path.join(this.dir, f), { force: true }))).then(() => undefined));
    this.counters.longestSliceMs = Math.max(longest, performance.now() - resumed);
    this.opts.onCompactionStep?.('done');
  }

  /** A new journal generation; with `fsync`, its name is made durable before a write in it is acknowledged. */
  private openJournal(gen: number): AppendFile {
    const journal = new AppendFile(path.join(this.dir, journalName(gen)), this.opts.fsync ?? false);
    if (this.opts.fsync) syncDir(this.dir);
    return journal;
  }

  private removeJournalsBefore(gen: number): void {
    for (const g of journalGens(this.dir)) if (g < gen) fs.rmSync(path.join(this.dir, journalName(g)), { force: true });
  }

  /**
   * Writes the whole state as the next generation's snapshot and starts an empty journal, all
   * synchronously (at open and close, when nothing else is being served).
   */
  compact(engine: Engine): void {
    const next = this.gen + 1;
    const tmp = path.join(this.dir, SNAPSHOT_TMP);
    removeTmp(tmp);
    fs.rmSync(path.join(this.dir, SNAPSHOT_OLD), { force: true });
    const fd = fs.openSync(tmp, 'w', FILE_MODE);
    let chunk: Buffer[] = [];
    let chunkBytes = 0;
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
      for (const rec of snapshotFileRecords(engine, next)) put(rec);
      drain();
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    syncDir(this.dir);
    this.journal.close();
    this.removeJournalsBefore(next);
    this.gen = next;
    this.journal = this.openJournal(next);
    this.countCompaction(total);
  }

  /** A snapshot of `bytes` is in place: the next compaction's threshold follows from its size. */
  private countCompaction(bytes: number): void {
    this.counters.compactions++;
    this.counters.bytesWritten += bytes;
    this.counters.snapshotBytes = bytes;
    this.compactAt = this.threshold();
  }

  /**
   * Leaves one snapshot and an empty journal. A background compaction still running is abandoned
   * (its partial file unlinked; its task stops at its next step without touching the folder) and
   * replaced by a synchronous one of the whole state.
   */
  close(engine: Engine): void {
    if (this.closed) return;
    try {
      if (this.running) {
        this.running.cancelled = true;
        this.running = undefined;
        // The task may still have a write in flight on its descriptor: compact() unlinks the
        // name first, which gives that write an orphan inode and the new snapshot a fresh file.
      }
      this.compact(engine);
    } finally {
      this.journal.close();
      this.closed = true;
      if (engine.sink === this) engine.sink = undefined;
      releaseLock(this.dir);
    }
  }
}

/** A snapshot file's records: its header (generation `gen`), every op of the state, and the count that closes it. */
function* snapshotFileRecords(engine: Engine, gen: number): Generator<Document> {
  yield { o: 'hdr', gen, format: 1, at: new Date() };
  let count = 0;
  for (const op of engine.dump()) {
    count++;
    yield op;
  }
  yield { o: 'end', count };
}

/** A partial snapshot (whatever it is: a file, or a folder in the way) is never the state. */
function removeTmp(tmp: string): void {
  fs.rmSync(tmp, { force: true, recursive: true });
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

async function syncDirAsync(dir: string): Promise<void> {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    await fsyncAsync(fd);
  } catch {
    // As syncDir.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Replays one journal generation; a corrupt or torn tail is set aside and cut off, the valid prefix kept. */
function replayJournal(dir: string, gen: number, engine: Engine, recovery: RecoveryReport, logger: StoreLogger | undefined): void {
  const journalPath = path.join(dir, journalName(gen));
  const read = readRecordFile(journalPath);
  if (!read) return;
  for (const rec of read.records) engine.apply(rec as JournalOp);
  recovery.journalRecords += read.records.length;
  if (!read.problem) return;
  const size = fs.statSync(journalPath).size;
  recovery.problem = recovery.problem ? `${recovery.problem}; ${read.problem}` : read.problem;
  recovery.discardedBytes += size - read.validBytes;
  const aside = path.join(dir, `${journalName(gen)}.corrupt-${Date.now()}`);
  fs.writeFileSync(aside, fs.readFileSync(journalPath).subarray(read.validBytes), { mode: FILE_MODE });
  fs.truncateSync(journalPath, read.validBytes);
  logger?.warn(
    {
      dataDir: dir,
      journal: journalName(gen),
      problem: read.problem,
      keptRecords: read.records.length,
      discardedBytes: size - read.validBytes,
      savedTo: aside,
    },
    'journal tail was corrupt or torn: kept the valid prefix',
  );
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
