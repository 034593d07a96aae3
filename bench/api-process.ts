import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const API = path.resolve(import.meta.dirname, '..', 'api');

/**
 * How to start the api as `npm start` does: the compiled `api/dist/main.js` when it is built,
 * else the TypeScript entry through tsx. `source: true` forces the TypeScript entry.
 */
export function apiCommand(opts: { source?: boolean } = {}): { cwd: string; args: string[]; compiled: boolean } {
  const compiled = path.join(API, 'dist', 'main.js');
  if (!opts.source && existsSync(compiled)) return { cwd: API, args: [compiled], compiled: true };
  return { cwd: API, args: ['--import', 'tsx', path.join('src', 'main.ts')], compiled: false };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers (any status); fails when `child` exits first or after 60 s. */
export async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** SIGINT, then resolves when the process has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** Resident memory of a process, MB (Linux /proc). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}
