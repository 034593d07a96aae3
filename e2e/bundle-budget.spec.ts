import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import apps from '../tooling/apps.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '..');
const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Budget for the JavaScript a player downloads before the lobby shows (gzip). */
const INITIAL_JS_BUDGET = 280 * 1024;

test('initial JavaScript of / before the lobby shows stays within budget', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
  const sizes = await Promise.all([...scripts].map(async ([url, body]) => ({ url, gzip: gz(await body) })));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);

  const entries = Object.keys(apps.remotes).map((name) => {
    const file = readFileSync(path.join(root, name, 'dist', 'remoteEntry.js'));
    return `${name} remoteEntry.js ${kb(file.length)} (${kb(gz(file))} gzip)`;
  });
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`);
  const report = [`initial JS before the lobby shows: ${kb(total)} gzip in ${sizes.length} files`, ...entries].join('\n');
  console.log(report);
  test.info().annotations.push({ type: 'bundle sizes', description: report });
  expect(total).toBeLessThan(INITIAL_JS_BUDGET);
});
