/**
 * The lobby's first paint for a returning player (signed in, tutorial done: a seeded demo player)
 * on a slow line, in Chromium (Debian's), cold cache:
 * CDP throttling to 10 Mbps down / 40 ms latency, `/` until the lobby is interactive (the queue
 * tabs shown and a class card's "Add …" button rendered and enabled, noted in the page by a
 * MutationObserver), the JavaScript requested before then (CDP encodedDataLength; what the page
 * loads right after, the socket's client and the lobby machine, does not count). Baseline in the same run: the same
 * site asked for uncompressed responses (Accept-Encoding: identity), i.e. what browsers got
 * before the build precompressed its assets. Goal: interactive <= 1.5 s, JS <= 150 KB.
 * The same on a slow line (1.6 Mbps / 150 ms round trip), where round trips dominate: goal
 * interactive <= 2.5 s and all the JavaScript sent until the network settles (the chunks loaded
 * right after the interactive moment too) <= 150 KB.
 * `--files` also lists each script of the last slow-line load: its bytes, and whether it came before
 * the interactive moment.
 *   node --import tsx bench/browser/lobby-interactive.bench.ts [--runs 3] [--files]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium, expect, type Browser } from '@playwright/test';
import { apiCommand, freePort, stopProcess, waitForHttp } from '../api-process.ts';
import { CHROMIUM_LAUNCH } from '../../tooling/chromium.ts';

export interface InteractiveRow {
  label: string;
  interactiveMs: number;
  jsBytes: number;
  jsFiles: number;
  /** Every script the page asked for until the network settled (the deferred chunks too). */
  settledJsBytes: number;
}

/** One script of a load: its path, bytes as sent, and whether it was asked for before the lobby was interactive. */
export interface ScriptSent {
  path: string;
  bytes: number;
  beforeInteractive: boolean;
}

/** A seeded demo player (api/src/db/seed-data.ts) who has finished the tutorial. */
const RETURNING_PLAYER = '76561198000000001';
interface Throttle {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}
const THROTTLE: Throttle = { latency: 40, downloadThroughput: (10 * 1_000_000) / 8, uploadThroughput: (5 * 1_000_000) / 8 };
/** A slow line: 1.6 Mbps down, 750 kbps up, 150 ms round trip (Lighthouse's "slow 4G"). */
const SLOW: Throttle = { latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1_000) / 8 };

async function loadOnce(
  browser: Browser,
  url: string,
  identity: boolean,
  throttle: Throttle | null = THROTTLE,
): Promise<{ interactiveMs: number; jsBytes: number; jsFiles: number; settledJsBytes: number; scripts: ScriptSent[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: url });
  const signedIn = await context.request.post('/auth/dev-login', { data: { steamid: RETURNING_PLAYER, alias: 'Returning player' } });
  if (!signedIn.ok()) throw new Error(`dev sign-in answered ${signedIn.status()}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Chromium 14x+ throttles by rule (the older emulateNetworkConditions is deprecated there).
  if (throttle)
    await cdp
      .send(
        'Network.emulateNetworkConditionsByRule' as 'Network.emulateNetworkConditions',
        {
          offline: false,
          matchedNetworkConditions: [{ urlPattern: '', ...throttle }],
        } as never,
      )
      .catch(() => cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttle }));
  if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  const scripts = new Map<string, string>();
  const transferred = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = scripts.get(e.requestId);
    if (url) transferred.set(url, e.encodedDataLength);
  });
  // The moment the lobby is interactive, taken in the page (as e2e/bundle-budget.spec.ts does):
  // the queue tabs and an enabled "Add …" button are there.
  // (A string: this file is compiled without the DOM types.)
  await page.addInitScript({
    content: `new MutationObserver((_changes, observer) => {
      const tabs = [...document.querySelectorAll('[role="tab"]')].some((tab) => /Sixes/.test(tab.textContent || ''));
      const add = [...document.querySelectorAll('button')].some((b) => !b.disabled && /^Add /.test(b.getAttribute('aria-label') || ''));
      if (window.__lobbyInteractiveAt === undefined && tabs && add) {
        window.__lobbyInteractiveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });`,
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('tab', { name: /Sixes/ }).waitFor({ state: 'visible', timeout: 60_000 });
  const card = page.getByRole('button', { name: /^Add / }).first();
  await card.waitFor({ state: 'visible', timeout: 60_000 });
  await expect(card).toBeEnabled({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Time since the navigation started, in the page's own clock; the scripts requested before it.
  const { at, starts } = await page.evaluate<{ at: number; starts: [string, number][] }>(`({
    at: window.__lobbyInteractiveAt ?? performance.now(),
    starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
  })`);
  const js = starts.filter(([name, start]) => start < at && transferred.has(name)).map(([name]) => transferred.get(name)!);
  const interactiveMs = at;
  const settledJsBytes = [...transferred.values()].reduce((a, b) => a + b, 0);
  const before = new Set(starts.filter(([, start]) => start < at).map(([name]) => name));
  const sent = [...transferred].map(([name, bytes]) => ({ path: new URL(name).pathname, bytes, beforeInteractive: before.has(name) }));
  await context.close();
  return { interactiveMs, jsBytes: js.reduce((a, b) => a + b, 0), jsFiles: js.length, settledJsBytes, scripts: sent };
}

export async function runLobbyInteractiveBench(opts: { runs?: number } = {}): Promise<{ rows: InteractiveRow[]; slowScripts: ScriptSent[] }> {
  const runs = opts.runs ?? 3;
  const data = mkdtempSync(path.join(tmpdir(), 'pug-bench-browser-'));
  const port = await freePort();
  const api = apiCommand();
  const site = spawn(process.execPath, api.args, {
    cwd: api.cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MONGO_DATA_DIR: data, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitForHttp(`${url}api/health`, site);
    await loadOnce(browser, url, false); // warm the server (file cache, JIT)
    type Sample = Awaited<ReturnType<typeof loadOnce>>;
    const samples = {
      compressed: [] as Sample[],
      identity: [] as Sample[],
      unthrottled: [] as Sample[],
      slow: [] as Sample[],
      slowIdentity: [] as Sample[],
    };
    for (let i = 0; i < runs; i++) {
      samples.compressed.push(await loadOnce(browser, url, false));
      samples.identity.push(await loadOnce(browser, url, true));
      samples.unthrottled.push(await loadOnce(browser, url, false, null));
      samples.slow.push(await loadOnce(browser, url, false, SLOW));
      samples.slowIdentity.push(await loadOnce(browser, url, true, SLOW));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const row = (label: string, s: Awaited<ReturnType<typeof loadOnce>>[]): InteractiveRow => ({
      label,
      interactiveMs: median(s.map((x) => x.interactiveMs)),
      jsBytes: median(s.map((x) => x.jsBytes)),
      jsFiles: median(s.map((x) => x.jsFiles)),
      settledJsBytes: median(s.map((x) => x.settledJsBytes)),
    });
    const rows = [
      row('compressed (as served now)', samples.compressed),
      row('uncompressed (identity, before)', samples.identity),
      // No throttling: what the page costs in CPU and round trips on this machine alone.
      row('compressed, loopback unthrottled', samples.unthrottled),
      row('slow line, compressed', samples.slow),
      row('slow line, uncompressed (before)', samples.slowIdentity),
    ];
    return { rows, slowScripts: samples.slow.at(-1)?.scripts ?? [] };
  } finally {
    await browser.close();
    await stopProcess(site);
    rmSync(data, { recursive: true, force: true });
  }
}

/** The scripts of one load, largest first, each marked before or after the interactive moment. */
export function formatScripts(scripts: ScriptSent[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
  const total = (xs: ScriptSent[]) => kb(xs.reduce((a, x) => a + x.bytes, 0));
  const sorted = [...scripts].sort((a, b) => b.bytes - a.bytes);
  return [
    `  the last slow-line load's scripts: ${total(scripts.filter((x) => x.beforeInteractive))} before the interactive moment, ${total(scripts.filter((x) => !x.beforeInteractive))} after`,
    ...sorted.map((x) => `  ${kb(x.bytes)}  ${x.beforeInteractive ? 'before' : 'after '}  ${x.path}`),
  ].join('\n');
}

export function formatLobbyInteractive(rows: InteractiveRow[]): string {
  const [now, before, , slow, slowBefore] = rows as [InteractiveRow, InteractiveRow, InteractiveRow, InteractiveRow, InteractiveRow];
  const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
  return [
    '  cold cache, a returning player, `/` until a class card is clickable; JS before then, and all JS until the network settles.',
    '  10 Mbps / 40 ms: goal <= 1500 ms, JS <= 150 KB. Slow line 1.6 Mbps / 150 ms: goal <= 2500 ms, all JS <= 150 KB.',
    ...rows.map(
      (r) =>
        `  ${r.label.padEnd(32)} interactive ${r.interactiveMs.toFixed(0).padStart(5)} ms, JS ${kb(r.jsBytes)} in ${r.jsFiles} files, settled ${kb(r.settledJsBytes)}`,
    ),
    `  ratio now / before (10 Mbps): ${(now.interactiveMs / before.interactiveMs).toFixed(2)}x time, ${(now.jsBytes / before.jsBytes).toFixed(2)}x JS bytes`,
    `  ratio now / before (slow line): ${(slow.interactiveMs / slowBefore.interactiveMs).toFixed(2)}x time, ${(slow.settledJsBytes / slowBefore.settledJsBytes).toFixed(2)}x all JS bytes`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, files: { type: 'boolean' } } });
  const { rows, slowScripts } = await runLobbyInteractiveBench({ runs: Number(values.runs ?? 3) });
  console.log(formatLobbyInteractive(rows));
  if (values.files) console.log(formatScripts(slowScripts));
}
