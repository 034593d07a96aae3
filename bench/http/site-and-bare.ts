/**
 * The two processes an HTTP bench compares: the running site (`api/dist/main.js`, as `npm start`
 * runs it, on a fresh data folder, logging at info to /dev/null) and a bare Koa + @koa/router
 * (bare-koa.mjs) answering the bytes the site answered for each path, with the same headers sent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCommand, freePort, stopProcess, waitForHttp } from '../api-process.ts';

export interface SiteAndBare {
  site: ChildProcess;
  siteUrl: string;
  bare: ChildProcess;
  bareUrl: string;
  /** What the requests send (a session cookie for a signed-in bench). */
  headers: Record<string, string>;
  /** The site's answer per path, which the bare server replays. */
  answers: Record<string, { status: number; type: string; body: string }>;
}

export async function withSiteAndBare<T>(
  opts: {
    paths: readonly string[];
    nodeEnv: 'production' | 'development';
    cpuProf?: string | undefined;
    /** The headers every request sends, made once the site answers (e.g. a development sign-in). */
    headers?: (siteUrl: string) => Promise<Record<string, string>>;
    /** Refuses a recorded answer (throws) when it is not what the bench means to measure. */
    check?: (path: string, status: number) => void;
  },
  measure: (run: SiteAndBare) => Promise<T>,
): Promise<T> {
  const data = mkdtempSync(path.join(tmpdir(), 'pug-bench-http-'));
  const sitePort = await freePort();
  const api = apiCommand();
  const prof = (dir: string) => (opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);
  const site = spawn(process.execPath, [...prof(opts.cpuProf ?? ''), ...api.args], {
    cwd: api.cwd,
    env: {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      MONGO_DATA_DIR: data,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NODE_ENV: opts.nodeEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let bare: ChildProcess | undefined;
  try {
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    await waitForHttp(`${siteUrl}/api/health`, site);
    const headers = (await opts.headers?.(siteUrl)) ?? {};
    const answers: SiteAndBare['answers'] = {};
    for (const p of opts.paths) {
      const res = await fetch(siteUrl + p, { headers });
      opts.check?.(p, res.status);
      answers[p] = { status: res.status, type: res.headers.get('content-type') ?? 'application/json', body: await res.text() };
    }
    const barePort = await freePort();
    bare = spawn(
      process.execPath,
      [...prof(path.join(opts.cpuProf ?? '', 'bare')), path.join(import.meta.dirname, 'bare-koa.mjs'), JSON.stringify({ port: barePort, answers })],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitForHttp(`${bareUrl}${opts.paths[0]}`, bare);
    return await measure({ site, siteUrl, bare, bareUrl, headers, answers });
  } finally {
    await Promise.all([stopProcess(site), bare ? stopProcess(bare) : Promise.resolve()]);
    rmSync(data, { recursive: true, force: true });
  }
}
