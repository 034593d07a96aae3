import { expect, test } from '@playwright/test';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Budget for the JavaScript a visitor's browser transfers for `/` before the lobby shows: the
 * compressed bytes on the wire as Chromium counts them (CDP `Network.loadingFinished`'s
 * `encodedDataLength`: body as sent plus response headers), not sizes computed here.
 * 212 KB today (brotli, with the moderation, alerts and lobby work); the issue's goal is 150 KB: docs/decisions.md says what the rest is.
 */
const INITIAL_JS_BUDGET = 220 * 1024;

interface Transfer {
  url: string;
  encoding: string;
  bytes: number;
}

test('initial JavaScript transferred for / before the lobby shows stays within budget', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; encoding: string }>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    scripts.set(event.requestId, { url: event.response.url, encoding: headers['content-encoding'] ?? 'identity' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) transfers.push({ ...script, bytes: event.encodedDataLength });
  });

  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
  const lobbyShown = [...transfers];
  const total = lobbyShown.reduce((sum, t) => sum + t.bytes, 0);

  for (const t of lobbyShown.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(t.bytes).padStart(9)}  ${t.encoding.padEnd(8)} ${new URL(t.url).pathname}`);
  }
  const report = `initial JS transferred before the lobby shows: ${kb(total)} in ${lobbyShown.length} files`;
  console.log(report);
  test.info().annotations.push({ type: 'bundle sizes', description: report });
  // Every script arrives compressed: the build precompresses them and the api serves the copy.
  expect(lobbyShown.filter((t) => t.encoding === 'identity').map((t) => t.url)).toEqual([]);
  expect(total).toBeLessThan(INITIAL_JS_BUDGET);
});
