/**
 * Backup and restore of a data folder while a store serves it (the `pug-store backup|restore`
 * commands, cli.ts).
 *
 * Backup: the folder's files (snapshot.bson, journal-N.log) are hard-linked into a private
 * working folder beside it in one pass, which pins the inodes a running compaction might rename
 * or delete. If the live snapshot was replaced while linking (its inode changed), the pass is
 * repeated: otherwise every journal from the snapshot's generation up was linked, and they hold
 * every write acknowledged before the backup started (the store writes the journal before it
 * replies). The links are copied to files of their own (recovery may truncate a torn tail: never
 * the live journal's), the copy is opened like a store at start (snapshot + journals replayed, a
 * tail torn by a write in flight dropped) and closed, which compacts it into one snapshot: that
 * file is the backup. It is written 0600 (it holds session hashes and game-server passwords).
 *
 * Restore: into a new (missing or empty) folder, made 0700 whatever mode an empty one had; the file
 * becomes its snapshot.bson and is opened once, so a damaged backup is refused before anything
 * serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataDir, makeFolderPrivate, type StoreLogger } from './datadir.ts';
import { Engine } from './engine.ts';
import { DIR_MODE, FILE_MODE } from './journal.ts';

const SNAPSHOT = 'snapshot.bson';
const DATA_FILE = /^(snapshot\.bson|journal-\d+\.log)$/;
const LINK_ATTEMPTS = 20;

export interface BackupResult {
  /** Bytes in the backup file. */
  bytes: number;
  /** Records the copy replayed (snapshot + journals). */
  records: number;
}

/** Writes a consistent snapshot of `dataDir` (which may be in use) to `outFile` (0600). */
export function backupDataDir(dataDir: string, outFile: string, logger?: StoreLogger): BackupResult {
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(path.join(dir, SNAPSHOT)) && !fs.readdirSync(dir).some((f) => DATA_FILE.test(f))) {
    throw new Error(`${dir} holds no store data (no snapshot.bson or journal-N.log)`);
  }
  const work = fs.mkdtempSync(path.join(path.dirname(dir), `.${path.basename(dir)}-backup-`));
  fs.chmodSync(work, DIR_MODE);
  try {
    linkConsistently(dir, work);
    detachLinks(work);
    const engine = new Engine();
    const copy = DataDir.open({ dataDir: work, ...(logger ? { logger } : {}) }, engine);
    const records = copy.recovery.snapshotRecords + copy.recovery.journalRecords;
    copy.close(engine);
    const out = path.resolve(outFile);
    const partial = `${out}.partial-${process.pid}`;
    fs.copyFileSync(path.join(work, SNAPSHOT), partial);
    fs.chmodSync(partial, FILE_MODE);
    fs.renameSync(partial, out);
    return { bytes: fs.statSync(out).size, records };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Restores `backupFile` into `dataDir`, which must be missing or empty; returns the records it holds. */
export function restoreDataDir(backupFile: string, dataDir: string, logger?: StoreLogger): { records: number } {
  const dir = path.resolve(dataDir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: restore into a new folder`);
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  // An empty folder made beforehand keeps its mode through mkdir: 0700 it is.
  makeFolderPrivate(dir, logger);
  try {
    fs.copyFileSync(path.resolve(backupFile), path.join(dir, SNAPSHOT), fs.constants.COPYFILE_EXCL);
    fs.chmodSync(path.join(dir, SNAPSHOT), FILE_MODE);
    const engine = new Engine();
    const restored = DataDir.open({ dataDir: dir, ...(logger ? { logger } : {}) }, engine);
    const records = restored.recovery.snapshotRecords;
    restored.close(engine);
    return { records };
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Hard-links the data files into `work` in a pass during which the live snapshot was not replaced. */
function linkConsistently(dir: string, work: string): void {
  for (let attempt = 0; attempt < LINK_ATTEMPTS; attempt++) {
    const before = inodeOf(path.join(dir, SNAPSHOT));
    for (const name of fs.readdirSync(work)) fs.rmSync(path.join(work, name));
    for (const name of fs.readdirSync(dir).filter((f) => DATA_FILE.test(f))) {
      try {
        fs.linkSync(path.join(dir, name), path.join(work, name));
      } catch (err) {
        // A journal deleted meanwhile is older than the snapshot: the inode check decides.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    if (inodeOf(path.join(dir, SNAPSHOT)) === before) return;
  }
  throw new Error(`the store compacted during each of ${LINK_ATTEMPTS} attempts to copy ${dir}: try again`);
}

/** Replaces each hard link in `work` by a copy, so nothing done to the copy reaches the live files. */
function detachLinks(work: string): void {
  for (const name of fs.readdirSync(work)) {
    const link = path.join(work, name);
    const copy = `${link}.copy`;
    fs.copyFileSync(link, copy);
    fs.rmSync(link);
    fs.renameSync(copy, link);
    fs.chmodSync(link, FILE_MODE);
  }
}

function inodeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).ino;
  } catch {
    return undefined;
  }
}
