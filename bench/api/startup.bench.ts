/**
 * Start-up of the api as `npm start` runs it (compiled api/dist/main.js) vs the TypeScript
 * sources through tsx (what it ran before): time from spawn to "Pug site ready" and the
 * process's resident memory once ready, same data folder state, alternated, in the same run.
 *   node --import tsx bench/api/startup.bench.ts [--runs 3]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { apiCommand, rssMb } from '../api-process.ts';

export interface StartupRow {
  label: string;
  readyMs: number;
  rssMb: number;
}

/** Starts the api once on a free port with its own data folder; resolves when it printed ready. */
function startOnce(source: boolean): Promise<{ readyMs: number; rssMb: number }> {
  const { cwd, args } = apiCommand({ source });
  const data = mkdtempSync(path.join(tmpdir(), 'pug-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MONGO_DATA_DIR: data, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('Pug site ready at')) return;
      const readyMs = performance.now() - started;
      // Let start-up's last allocations settle before reading the resident set.
      setTimeout(() => {
        const rss = rssMb(child.pid!);
        child.kill('SIGINT');
        resolve({ readyMs, rssMb: rss });
      }, 500);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(data, { recursive: true, force: true });
      if (!out.includes('Pug site ready at')) reject(new Error(`the api exited (${code}) before it was ready`));
    });
  });
}

export async function runStartupBench(opts: { runs?: number } = {}): Promise<StartupRow[]> {
  const runs = opts.runs ?? 3;
  if (!apiCommand().compiled) throw new Error('api/dist/main.js is missing: run `npm run build` first');
  const compiled: { readyMs: number; rssMb: number }[] = [];
  const source: { readyMs: number; rssMb: number }[] = [];
  await startOnce(false); // warm the file cache for both
  await startOnce(true);
  for (let i = 0; i < runs; i++) {
    compiled.push(await startOnce(false));
    source.push(await startOnce(true));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return [
    { label: 'compiled api/dist/main.js', readyMs: median(compiled.map((r) => r.readyMs)), rssMb: median(compiled.map((r) => r.rssMb)) },
    { label: 'TypeScript through tsx', readyMs: median(source.map((r) => r.readyMs)), rssMb: median(source.map((r) => r.rssMb)) },
  ];
}

export function formatStartup(rows: StartupRow[]): string {
  const [compiled, source] = rows as [StartupRow, StartupRow];
  return [
    ...rows.map((r) => `  ${r.label.padEnd(28)} ready in ${r.readyMs.toFixed(0).padStart(5)} ms, RSS ${r.rssMb.toFixed(1).padStart(6)} MB`),
    `  ratio compiled / tsx: ${(compiled.readyMs / source.readyMs).toFixed(2)}x start time, ${(compiled.rssMb / source.rssMb).toFixed(2)}x memory`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { runs: { type: 'string' } } });
  console.log(formatStartup(await runStartupBench({ runs: Number(values.runs ?? 3) })));
}
