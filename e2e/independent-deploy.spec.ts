import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

/** sha256 of every file of a build folder, by relative path. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function buildQueue(buildId?: string) {
  execFileSync('node', ['scripts/build.mjs', '--only', 'mf-queue'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...(buildId ? { PUG_BUILD_ID: buildId } : {}) },
  });
}

/** Copies a build folder, file times included (the build's staleness check and the api's ETags read them). */
const copyBuild = (from: string, to: string) => cpSync(from, to, { recursive: true, preserveTimestamps: true });

test.describe('independent deployment', () => {
  test.setTimeout(180_000);
  const queueDist = path.join(root, 'mf-queue', 'dist');
  let regularBuild: string;
  // The regular build is put back by copying it, not by building mf-queue a second time (~10 s).
  test.beforeAll(() => {
    regularBuild = path.join(mkdtempSync(path.join(tmpdir(), 'pug-mf-queue-')), 'dist');
    copyBuild(queueDist, regularBuild);
  });
  test.afterAll(() => {
    rmSync(queueDist, { recursive: true, force: true });
    copyBuild(regularBuild, queueDist);
    rmSync(path.dirname(regularBuild), { recursive: true, force: true });
  });

  test('a rebuilt mf-queue shows after a reload while the host stays byte-identical', async ({ page }) => {
    const hostBefore = fingerprint(path.join(root, 'host', 'dist'));
    await page.goto('/');
    const stamp = page.getByTestId('build-mf-queue');
    await expect(stamp).toBeVisible();
    const before = await stamp.textContent();

    const buildId = `redeploy-${Date.now().toString(36)}`;
    buildQueue(buildId);

    await page.reload();
    await expect(page.getByTestId('build-mf-queue')).toHaveText(`mf-queue build ${buildId}`);
    expect(before).not.toContain(buildId);
    await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
    expect(fingerprint(path.join(root, 'host', 'dist'))).toEqual(hostBefore);
  });
});
