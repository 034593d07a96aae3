/**
 * Durability: the store runs as a child process (its CLI), is killed with SIGKILL right after
 * writes were acknowledged, restarted on the same folder, and must hold every acknowledged write.
 * A crash at each step of a background compaction is simulated by copying the folder (real
 * files) at that step, with writes acknowledged all along, and recovering each copy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { DataDir, type CompactionStep } from './datadir.ts';
import { Engine } from './engine.ts';
import { engineState } from './engine-testing.ts';
import { encodeRecord } from './journal.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const storeDir = path.resolve(path.dirname(cli), '..');

interface Running {
  child: ChildProcess;
  uri: string;
  stderr: () => string;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

function startStore(dbpath: string, extra: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--dbpath', dbpath, ...extra], {
    cwd: storeDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('mongodb://'));
      if (line) resolve({ child, uri: line.trim(), stderr: () => err });
    });
    child.once('exit', (code) => reject(new Error(`store exited with ${code}: ${err}`)));
  });
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function dump(uri: string): Promise<Record<string, unknown[]>> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    const db = client.db('app');
    const out: Record<string, unknown[]> = {};
    for (const { name } of await db.listCollections().toArray()) {
      out[name] = await db.collection(name).find().sort({ _id: 1 }).toArray();
      out[`${name}#indexes`] = (await db.collection(name).listIndexes().toArray()).map((i) => i.name);
    }
    return out;
  } finally {
    await client.close();
  }
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pug-durable-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('durability across SIGKILL', () => {
  it('keeps every acknowledged insert, update, delete and index', async () => {
    const dir = tempDir();
    const first = await startStore(dir);
    const client = new MongoClient(first.uri);
    const db = client.db('app');
    await db.collection('users').createIndex({ steamid: 1 }, { unique: true });
    await db
      .collection<{ _id: number; steamid: string; elo?: number }>('users')
      .insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: i, steamid: `7656119800000${1000 + i}` })));
    await db.collection<{ _id: number }>('users').updateMany({ _id: { $lt: 100 } }, { $set: { elo: 1600 } });
    await db.collection<{ _id: number }>('users').deleteMany({ _id: { $gte: 250 } });
    await db.collection<{ _id: string }>('queues').findOneAndUpdate({ _id: 'sixes' }, { $inc: { version: 1 } }, { upsert: true });
    // Many writes in flight at once; the kill comes as soon as the last one is acknowledged.
    await Promise.all(Array.from({ length: 200 }, () => db.collection<{ _id: string }>('queues').updateOne({ _id: 'sixes' }, { $inc: { version: 1 } })));
    const before = await dump(first.uri);
    await kill9(first.child);
    await client.close(true).catch(() => undefined);

    const second = await startStore(dir);
    const after = await dump(second.uri);
    expect(after).toEqual(before);
    expect((after.queues as Array<{ version: number }>)[0]!.version).toBe(201);
    expect(after.users).toHaveLength(250);
    expect(after['users#indexes']).toEqual(['_id_', 'steamid_1']);
    // The unique index still holds after recovery.
    const c2 = new MongoClient(second.uri);
    const err = await c2
      .db('app')
      .collection('users')
      .insertOne({ steamid: '76561198000001000' })
      .catch((e: { code?: number }) => e);
    expect((err as { code?: number }).code).toBe(11000);
    await c2.close();
  });

  it('detects a torn journal tail, reports it, and keeps the valid prefix', async () => {
    const dir = tempDir();
    const first = await startStore(dir);
    const client = new MongoClient(first.uri);
    const c = client.db('app').collection<{ _id: number }>('log');
    for (let i = 0; i < 20; i++) await c.insertOne({ _id: i });
    await kill9(first.child);
    await client.close(true).catch(() => undefined);

    const journal = fs.readdirSync(dir).find((f) => /^journal-\d+\.log$/.test(f))!;
    const file = path.join(dir, journal);
    const size = fs.statSync(file).size;
    fs.truncateSync(file, size - 3); // tear the last record (the insert of _id 19)
    fs.appendFileSync(file, Buffer.from([1, 2])); // and leave some garbage behind it

    const second = await startStore(dir);
    const after = await dump(second.uri);
    expect((after.log as Array<{ _id: number }>).map((d) => d._id)).toEqual(Array.from({ length: 19 }, (_, i) => i));
    expect(second.stderr()).toMatch(/journal tail was corrupt or torn/);
    expect(fs.readdirSync(dir).some((f) => f.includes('.corrupt-'))).toBe(true);

    // After the repair, new writes land after the valid prefix and survive another kill.
    const c3 = new MongoClient(second.uri);
    await c3.db('app').collection<{ _id: number }>('log').insertOne({ _id: 100 });
    await kill9(second.child);
    await c3.close(true).catch(() => undefined);
    const third = await startStore(dir);
    expect(((await dump(third.uri)).log as Array<{ _id: number }>).map((d) => d._id)).toEqual([...Array.from({ length: 19 }, (_, i) => i), 100]);
    expect(third.stderr()).not.toMatch(/corrupt/);
  });

  it('keeps every write acknowledged during a background compaction when killed before it ends', async () => {
    const dir = tempDir();
    const first = await startStore(dir, ['--compact-mb', '32']);
    const client = new MongoClient(first.uri);
    const db = client.db('app');
    const pugs = db.collection<{ _id: string; n?: number }>('pugs');
    const pad = 'p'.repeat(900);
    const journals = () => fs.readdirSync(dir).filter((f) => /^journal-\d+\.log$/.test(f));
    // ~1 MB per batch until the journal passes 32 MiB and a compaction of that state starts.
    let filled = 0;
    while (journals().length < 2) {
      if (filled > 80_000) throw new Error('no compaction started');
      await pugs.insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: `fill-${filled + i}`, pad })));
      filled += 1000;
    }
    // Acknowledged while it runs: inserts, a counter, deletes of documents the walk may not have reached.
    const during = 20;
    await pugs.insertOne({ _id: 'counter', n: 0 });
    await Promise.all(
      Array.from({ length: during }, (_, i) =>
        Promise.all([
          pugs.insertOne({ _id: `during-${i}` }),
          pugs.updateOne({ _id: 'counter' }, { $inc: { n: 1 } }),
          pugs.deleteOne({ _id: `fill-${filled - 1 - i}` }),
        ]),
      ),
    );
    await kill9(first.child);
    await client.close(true).catch(() => undefined);
    // Killed before the compaction ended: both journals are still there.
    expect(journals()).toHaveLength(2);

    const second = await startStore(dir);
    const c2 = new MongoClient(second.uri);
    const after = c2.db('app').collection<{ _id: string; n?: number }>('pugs');
    expect(await after.countDocuments()).toBe(filled + during + 1 - during);
    expect((await after.findOne({ _id: 'counter' }))?.n).toBe(during);
    expect(await after.countDocuments({ _id: { $in: Array.from({ length: during }, (_, i) => `during-${i}`) } })).toBe(during);
    expect(await after.countDocuments({ _id: { $in: Array.from({ length: during }, (_, i) => `fill-${filled - 1 - i}`) } })).toBe(0);
    await c2.close();
  }, 60_000);

  it('refuses a folder another live process holds', async () => {
    const dir = tempDir();
    await startStore(dir);
    await expect(startStore(dir)).rejects.toThrow(/in use by process/);
  });
});

describe('a crash at any step of a background compaction', () => {
  const USERS = 8_000;
  const bio = 'b'.repeat(240);

  function fill(e: Engine) {
    e.ensureCollection('app', 'users');
    e.write({ o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { name: 1 }, name: 'name_1', unique: true } });
    e.write({ o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { elo: -1 }, name: 'elo_-1' } });
    for (let i = 0; i < USERS; i++) e.write({ o: 'p', d: 'app', c: 'users', doc: { _id: i, name: `u${i}`, elo: 1500, bio } });
    e.ensureCollection('app', 'temp');
    for (let i = 0; i < 100; i++) e.write({ o: 'p', d: 'app', c: 'temp', doc: { _id: `t${i}` } });
    e.ensureCollection('logs', 'lines');
    for (let i = 0; i < 100; i++) e.write({ o: 'p', d: 'logs', c: 'lines', doc: { _id: i, at: new Date(1_700_000_000_000 + i) } });
    e.flush();
  }

  /** One acknowledged batch of every kind of change, spread over documents the walk has and has not reached. */
  function mutate(e: Engine, round: number) {
    const users = e.collection('app', 'users')!;
    const id = (k: number) => (round * 7919 + k * 104_729) % USERS;
    e.write({ o: 'p', d: 'app', c: 'users', doc: { _id: id(1), name: `u${id(1)}`, elo: 1500 + round, bio } });
    if (users.get(id(2))) e.write({ o: 'r', d: 'app', c: 'users', id: id(2) });
    e.write({ o: 'p', d: 'app', c: 'users', doc: { _id: USERS + round, name: `new${round}`, elo: round } });
    // Two users trade names (the unique index holds one of them mid-way in any replay).
    const a = users.get(id(3));
    const b = users.get(id(4));
    if (a && b && a._id !== b._id) {
      e.write({ o: 'p', d: 'app', c: 'users', doc: { ...a, name: `swap${round}` } });
      e.write({ o: 'p', d: 'app', c: 'users', doc: { ...b, name: a.name } });
      e.write({ o: 'p', d: 'app', c: 'users', doc: { ...a, name: b.name } });
    }
    if (round % 3 === 0) e.write({ o: 'di', d: 'app', c: 'users', n: 'elo_-1' });
    if (round % 3 === 1) e.write({ o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { elo: -1 }, name: 'elo_-1' } });
    if (round % 4 === 2) {
      e.write({ o: 'dc', d: 'app', c: 'temp' });
      e.ensureCollection('app', 'temp');
      e.write({ o: 'p', d: 'app', c: 'temp', doc: { _id: `r${round}` } });
    }
    if (round === 2) {
      e.write({ o: 'dd', d: 'logs' });
      e.ensureCollection('logs', 'lines');
      e.write({ o: 'p', d: 'logs', c: 'lines', doc: { _id: 'after-drop' } });
    }
    if (round === 4) {
      e.ensureCollection('app', 'late');
      e.write({ o: 'ci', d: 'app', c: 'late', spec: { v: 2, key: { k: 1 }, name: 'k_1', unique: true } });
      e.write({ o: 'p', d: 'app', c: 'late', doc: { _id: 1, k: 'one' } });
    }
    e.flush();
  }

  it('recovers every acknowledged write from the folder as it was at each step, also with a torn last record', async () => {
    const dir = tempDir();
    const engine = new Engine();
    const crashes: Array<{ step: CompactionStep | 'idle'; dir: string; state: ReturnType<typeof engineState> }> = [];
    let slices = 0;
    const crashNow = (step: CompactionStep | 'idle') => {
      // Every step but the slices, of which the first two and every fifth (each copy costs a recovery).
      if (step === 'slice' && ++slices > 2 && slices % 5 !== 0) return;
      const copy = tempDir();
      fs.cpSync(dir, copy, { recursive: true });
      crashes.push({ step, dir: copy, state: engineState(engine) });
    };
    const data = DataDir.open({ dataDir: dir, compactBytes: 1 << 30, onCompactionStep: crashNow }, engine);
    fill(engine);
    data.compact(engine); // snapshot 1: the background compaction replaces a snapshot
    mutate(engine, 0); // before the compaction: in journal 1
    const done = data.startCompaction(engine);
    let rounds = 0;
    while (data.stats.compacting) {
      await new Promise((r) => setImmediate(r));
      mutate(engine, ++rounds);
      if (rounds === 3) crashNow('idle');
    }
    await done;
    mutate(engine, ++rounds);
    crashNow('idle');
    data.close(engine);

    // Writes were acknowledged throughout, and every step was reached.
    expect(rounds).toBeGreaterThan(4);
    const steps = new Set(crashes.map((c) => c.step));
    for (const s of ['switched', 'slice', 'written', 'renamed', 'done'] as const) expect(steps).toContain(s);
    // The copies hold what each step leaves: a partial .tmp, both journals before the rename, a stale journal after it.
    const files = (step: string) => fs.readdirSync(crashes.find((c) => c.step === step)!.dir).sort();
    expect(files('switched')).toEqual(['journal-1.log', 'journal-2.log', 'mongod.lock', 'snapshot.bson']);
    expect(files('slice')).toEqual(['journal-1.log', 'journal-2.log', 'mongod.lock', 'snapshot.bson', 'snapshot.bson.tmp']);
    expect(files('written')).toEqual(['journal-1.log', 'journal-2.log', 'mongod.lock', 'snapshot.bson', 'snapshot.bson.tmp']);
    expect(files('renamed')).toEqual(['journal-1.log', 'journal-2.log', 'mongod.lock', 'snapshot.bson', 'snapshot.bson.old']);
    expect(files('done')).toEqual(['journal-2.log', 'mongod.lock', 'snapshot.bson']);

    for (const crash of crashes) {
      // A write in progress at the crash: its record torn at the end of the newest journal.
      const torn = tempDir();
      fs.cpSync(crash.dir, torn, { recursive: true });
      const newest = fs
        .readdirSync(torn)
        .filter((f) => /^journal-\d+\.log$/.test(f))
        .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
        .pop()!;
      const record = encodeRecord({ o: 'p', d: 'app', c: 'users', doc: { _id: 'never-acknowledged' } });
      fs.appendFileSync(path.join(torn, newest), record.subarray(0, record.length - 4));

      for (const folder of [crash.dir, torn]) {
        const recovered = new Engine();
        const reopened = DataDir.open({ dataDir: folder }, recovered);
        expect(engineState(recovered), `crash at ${crash.step} (${folder === torn ? 'torn tail' : 'clean'})`).toEqual(crash.state);
        if (folder === torn) expect(reopened.recovery.problem).toMatch(/truncated/);
        reopened.close(recovered);
        expect(
          fs
            .readdirSync(folder)
            .filter((f) => !f.includes('.corrupt-'))
            .sort(),
        ).toEqual([expect.stringMatching(/^journal-\d+\.log$/), 'snapshot.bson']);
      }
    }
  }, 120_000);
});
