/**
 * The `pug-store` CLI as the systemd unit runs it (a child process whose stdout goes to a journal):
 * a password the operator set (MONGO_STORE_PASSWORD) never appears in its output, the printed URI
 * says `<MONGO_STORE_PASSWORD>` in its place; a password the store made itself is printed, the only
 * way the operator learns it. A data folder open to others (0777) is made 0700 at start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) await stop(child);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pug-cli-'));
  dirs.push(dir);
  return dir;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the CLI on `dbpath` with `env` added; resolves with the printed URI and the output so far. */
function startCli(dbpath: string, env: Record<string, string>) {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('MONGO_STORE_PASSWORD' in env)) delete environment.MONGO_STORE_PASSWORD;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--dbpath', dbpath], {
    cwd: path.dirname(cli),
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise<{ child: ChildProcess; uri: string; output: () => { out: string; err: string } }>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('mongodb://'));
      if (line) resolve({ child, uri: line.trim(), output: () => ({ out, err }) });
    });
    child.once('exit', (code) => reject(new Error(`the store exited with ${code}: ${err}`)));
  });
}

async function canRead(uri: string): Promise<boolean> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    await client.db('app').collection('players').countDocuments();
    return true;
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

describe('pug-store, as a service runs it', () => {
  it('never prints a password the operator set, and makes a folder open to others 0700', async () => {
    const password = 'operator-chosen-Secret-4711';
    const dbpath = path.join(tempDir(), 'data');
    fs.mkdirSync(dbpath);
    fs.chmodSync(dbpath, 0o777);
    const { child, uri, output } = await startCli(dbpath, { MONGO_STORE_PASSWORD: password });

    expect(uri).toMatch(/^mongodb:\/\/pug:<MONGO_STORE_PASSWORD>@127\.0\.0\.1:\d+\/\?authSource=admin$/);
    expect(fs.statSync(dbpath).mode & 0o777).toBe(0o700);
    // The operator puts the password in: it works; the printed URI as it stands does not.
    expect(await canRead(uri.replace('<MONGO_STORE_PASSWORD>', encodeURIComponent(password)))).toBe(true);
    await stop(child);
    const { out, err } = output();
    expect(err).toContain('the data folder was open to others: made 0700');
    for (const text of [out, err]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(encodeURIComponent(password));
    }
  });

  it('prints the password it made itself, which is the only way to learn it', async () => {
    const dbpath = path.join(tempDir(), 'data');
    const { uri } = await startCli(dbpath, {});
    const printed = decodeURIComponent(new URL(uri).password);
    expect(printed).toMatch(/^\S{20,}$/);
    expect(printed).not.toBe('<MONGO_STORE_PASSWORD>');
    expect(await canRead(uri)).toBe(true);
    expect(await canRead(uri.replace(new URL(uri).password, 'wrong'))).toBe(false);
  });
});
