/**
 * `pug-store backup` while a store serves the folder and writes keep coming (with compactions
 * running meanwhile), then `pug-store restore` into a new folder, read back through the driver.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from './server.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const run = promisify(execFile);
const pugStore = (...args: string[]) => run(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: path.dirname(cli) });

const dirs: string[] = [];
const stores: EmbeddedStore[] = [];
const clients: MongoClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pug-backup-'));
  dirs.push(dir);
  return dir;
}

async function serve(dataDir: string, compactBytes?: number) {
  const store = await startEmbeddedStore({ dataDir, port: 0, ...(compactBytes ? { compactBytes, compactRatio: 1 } : {}) });
  stores.push(store);
  const client = new MongoClient(store.uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  clients.push(client);
  return { store, db: client.db('app') };
}

describe('pug-store backup and restore', () => {
  it('keeps every write acknowledged before the backup, while writes and compactions go on during it', async () => {
    const live = path.join(tempDir(), 'live');
    // A small compaction threshold: the journal is rewritten several times while the backup copies.
    const { db, store } = await serve(live, 64 * 1024);
    const players = db.collection<{ _id: number; alias: string; pad: string }>('players');
    await players.createIndex({ alias: 1 }, { unique: true });
    let next = 0;
    const acknowledged: number[] = [];
    const write = async () => {
      const id = next++;
      await players.insertOne({ _id: id, alias: `p${id}`, pad: 'x'.repeat(500) });
      if (id % 7 === 0) await players.updateOne({ _id: id - 7 >= 0 ? id - 7 : id }, { $set: { pad: 'updated' } });
      acknowledged.push(id);
    };
    for (let i = 0; i < 400; i++) await write();

    let writing = true;
    const writer = (async () => {
      while (writing) await write();
    })();
    await new Promise((r) => setTimeout(r, 50));
    const beforeBackup = [...acknowledged];
    const compactionsBefore = store.dataDir.stats.compactions;
    const out = path.join(tempDir(), 'pugs.backup');
    const backup = await pugStore('backup', '--dbpath', live, '--out', out);
    const afterBackup = acknowledged.length;
    const compactionsDuring = store.dataDir.stats.compactions - compactionsBefore;
    writing = false;
    await writer;

    expect(backup.stdout).toMatch(/^backup of .* written to .*pugs\.backup \(\d+ records, \d+ bytes\)\n$/);
    expect(afterBackup).toBeGreaterThan(beforeBackup.length); // writes went on during the backup
    expect(compactionsDuring).toBeGreaterThan(0); // and the live folder was rewritten meanwhile
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(tempDir(), 'restored');
    const restore = await pugStore('restore', '--from', out, '--dbpath', restoredDir);
    expect(restore.stdout).toMatch(/restored into .*restored \(\d+ records\)/);
    expect(fs.statSync(restoredDir).mode & 0o777).toBe(0o700);

    const restored = (await serve(restoredDir)).db.collection<{ _id: number; alias: string; pad: string }>('players');
    const ids = new Set((await restored.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
    const missing = beforeBackup.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    // Contiguous: the backup is a point in time, not a sample.
    expect([...ids].sort((a, b) => a - b)).toEqual([...Array(ids.size).keys()]);
    expect(await restored.findOne({ _id: 0 })).toMatchObject({ alias: 'p0', pad: 'updated' });
    // The unique index came back with the data.
    await expect(restored.insertOne({ _id: -1, alias: 'p1', pad: '' })).rejects.toMatchObject({ code: 11000 });
  });

  it('makes an empty folder made beforehand 0700, whatever mode it had', async () => {
    const live = path.join(tempDir(), 'live');
    const { db, store } = await serve(live);
    await db.collection('users').insertOne({ steamid: '1' });
    const out = path.join(tempDir(), 'b.backup');
    await pugStore('backup', '--dbpath', live, '--out', out);
    await store.close();
    stores.splice(0);

    const target = path.join(tempDir(), 'made-by-hand');
    fs.mkdirSync(target);
    fs.chmodSync(target, 0o777);
    const restore = await pugStore('restore', '--from', out, '--dbpath', target);
    expect(restore.stderr).toContain('the data folder was open to others: made 0700');
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(target, 'snapshot.bson')).mode & 0o777).toBe(0o600);
  });

  it('refuses to restore over a folder that holds data, and a file that is not a backup', async () => {
    const live = path.join(tempDir(), 'live');
    const { db, store } = await serve(live);
    await db.collection('users').insertOne({ steamid: '1' });
    const out = path.join(tempDir(), 'b.backup');
    await pugStore('backup', '--dbpath', live, '--out', out);
    await store.close();
    stores.splice(0);

    await expect(pugStore('restore', '--from', out, '--dbpath', live)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not empty: restore into a new folder'),
    });
    const junk = path.join(tempDir(), 'junk.backup');
    fs.writeFileSync(junk, 'not a snapshot');
    const target = path.join(tempDir(), 'target');
    await expect(pugStore('restore', '--from', junk, '--dbpath', target)).rejects.toMatchObject({ code: 1 });
    expect(fs.existsSync(target)).toBe(false);
    await expect(pugStore('backup', '--dbpath', tempDir(), '--out', junk)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('holds no store data'),
    });
  });
});
