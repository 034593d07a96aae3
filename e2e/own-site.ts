import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TEST_SITE_ENV } from './site-env.ts';

/**
 * A site of a spec's own: an api process on a free port with a fresh data folder, serving the
 * same build as the shared site (playwright.config.ts). A spec on its own site runs beside the
 * specs that share the lobby of the shared site (the `own-site` project).
 */
export interface OwnSite {
  /** http://127.0.0.1:PORT */
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * How long the api may take to answer its health check. It starts from its TypeScript sources
 * (tsx): with another test run on the machine that took over a minute.
 */
const START_TIMEOUT_MS = 180_000;

/**
 * Starts the api (`name` prefixes its errors) with `env(url)` beside the test defaults, and waits until it is healthy.
 * The hook or test that calls it gets that time on top of its own.
 */
export async function startOwnSite(name: string, env: (url: string) => Record<string, string> = () => ({})): Promise<OwnSite> {
  test.info().setTimeout(test.info().timeout + START_TIMEOUT_MS);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `pug-e2e-${name}-`));
  const api = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(import.meta.dirname, '..', 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      LOG_PORT: '0',
      ...TEST_SITE_ENV,
      ...env(url),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  api.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name} api] ${chunk.toString()}`));
  const stop = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status ?? 0, { timeout: START_TIMEOUT_MS }).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
