/**
 * Durability: the store runs as a child process (its CLI), is killed with SIGKILL right after
 * writes were acknowledged, restarted on the same folder, and must hold every acknowledged write.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const apiDir = path.resolve(path.dirname(cli), '../../..');

interface Running {
  child: ChildProcess;
  uri: string;
  stderr: () => string;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

function startStore(dbpath: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--dbpath', dbpath], { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'] });
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

  it('refuses a folder another live process holds', async () => {
    const dir = tempDir();
    await startStore(dir);
    await expect(startStore(dir)).rejects.toThrow(/in use by process/);
  });
});
