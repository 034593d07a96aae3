/**
 * A signed-in player's whole page load of `/`: every request the page makes
 * until the lobby is interactive and the network is quiet (CDP Network events: URL, start, end,
 * bytes on the wire), printed as a table. Nothing is fetched twice before the socket connects
 * (then the lobby reloads once, see below); the running pugs are asked for, not the last hundred.
 * The self user (with its notifications) and the queue list are not asked for together: the
 * host asks for the self user as it starts, the lobby asks for the queues when its remote's code
 * has loaded (the remote's manifest, entry and chunks come in between).
 */
import { expect } from '@playwright/test';
import { test } from './shared-site.ts';
import { signIn } from './support.ts';

/** A seeded demo player who has finished the tutorial (api/src/db/seed-data.ts). */
const RETURNING_PLAYER = { steamid: '76561198000000001', alias: 'Sandvich' };

interface Fetched {
  url: string;
  type: string;
  startMs: number;
  endMs?: number;
  bytes?: number;
  status?: number;
}

test('a signed-in page load of /: nothing fetched twice before the socket, the running pugs only', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(context, RETURNING_PLAYER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, Fetched>();
  let origin: number | undefined;
  const ms = (timestamp: number) => Math.round((timestamp - (origin ??= timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the request id: the first hop is a request of its own.
    const previous = requests.get(e.requestId);
    if (previous) requests.set(`${e.requestId}:${previous.url}`, previous);
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', startMs: ms(e.timestamp) });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.status = e.response.status;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { endMs: ms(e.timestamp), bytes: e.encodedDataLength });
  });
  cdp.on('Network.webSocketWillSendHandshakeRequest', (e) => {
    requests.set(e.requestId, { url: '/socket.io/ (WebSocket)', type: 'WebSocket', startMs: ms(e.timestamp) });
  });

  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeEnabled();
  await page.waitForLoadState('networkidle');

  const all = [...requests.values()].sort((a, b) => a.startMs - b.startMs);
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^wss?:\/\/[^/]+/, '');
  const table = all.map(
    (r) =>
      `${String(r.startMs).padStart(5)}-${String(r.endMs ?? '').padStart(5)} ms ${String(r.bytes ?? '').padStart(7)} B ${String(r.status ?? '').padStart(3)} ${r.type.padEnd(10)} ${path(r.url)}`,
  );
  const total = all.reduce((sum, r) => sum + (r.bytes ?? 0), 0);
  console.log(`${all.length} requests, ${(total / 1024).toFixed(1)} KB on the wire:\n${table.join('\n')}`);

  // Nothing fetched twice until the socket is up. Then the lobby loads once more (useLobbyClient.ts):
  // events sent before this page's socket joined its rooms were missed, and the socket's client
  // loads only at the interactive moment (the first-load budget), after the lobby's first load.
  const socketAt = all.find((r) => r.type === 'WebSocket')?.startMs ?? Infinity;
  const paths = (rs: Fetched[]) => rs.filter((r) => r.type !== 'WebSocket').map((r) => path(r.url));
  const before = paths(all.filter((r) => r.startMs < socketAt));
  expect(
    before.filter((p, i) => before.indexOf(p) !== i),
    'fetched more than once before the socket connected',
  ).toEqual([]);
  const again = paths(all.filter((r) => r.startMs >= socketAt)).filter((p) => before.includes(p));
  expect(again.sort(), 'fetched again once the socket connected').toEqual(['/api/pugHistoryDict', '/api/queues']);
  // The lobby's running pugs, not the last hundred pugs (141 KB with the demo data).
  const pugs = all.find((r) => path(r.url) === '/api/pugHistoryDict');
  expect(pugs?.bytes).toBeLessThan(20_000);

  expect(all.find((r) => path(r.url) === '/api/self/')?.status).toBe(200);
  expect(all.find((r) => path(r.url) === '/api/queues')?.status).toBe(200);
  await context.close();
});
