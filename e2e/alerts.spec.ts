import { expect, type Browser, type BrowserContext, type Page, type TestInfo, type WebSocketRoute } from '@playwright/test';
import { test } from './shared-site.ts';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { closeTutorialWhenShown, fillSixesWithDummies, signIn, tutorialHadItsChance } from './support.ts';

/**
 * The player's experience: a pug fills while one player's tab is in the background
 * (the readyup cue plays through Web Audio, a desktop notification is shown, the title flashes),
 * the tutorial is finished through the fake Discord, and the connection banner shows while the
 * socket is cut. Screenshots at both widths are kept as test artifacts (and in PUG_SHOTS_DIR).
 */

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const file = testInfo.outputPath(`${name}-${size.name}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name}-${size.name}`, { path: file, contentType: 'image/png' });
    if (process.env.PUG_SHOTS_DIR) {
      mkdirSync(process.env.PUG_SHOTS_DIR, { recursive: true });
      copyFileSync(file, path.join(process.env.PUG_SHOTS_DIR, `${name}-${size.name}.png`));
    }
  }
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
}

/**
 * Records what the page asks of the browser's alert APIs: which sounds (by URL) were started on
 * Web Audio, which desktop notifications were shown (a stand-in Notification with permission
 * granted), every tab title; and lets the test put the tab in the background.
 */
async function recordAlerts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Rec = { played: string[]; notifications: { title: string; body?: string }[]; titles: string[]; background: boolean };
    const rec: Rec = { played: [], notifications: [], titles: [], background: false };
    (window as unknown as { __alerts: Rec }).__alerts = rec;
    const urlOfBytes = new WeakMap<ArrayBuffer, string>();
    const urlOfBuffer = new WeakMap<AudioBuffer, string>();
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
      if (!url.startsWith('/sounds/')) return response;
      const bytes = await response.arrayBuffer();
      urlOfBytes.set(bytes, url);
      return { ok: response.ok, status: response.status, arrayBuffer: async () => bytes } as Response;
    };
    const decode = BaseAudioContext.prototype.decodeAudioData;
    BaseAudioContext.prototype.decodeAudioData = function (this: BaseAudioContext, bytes: ArrayBuffer, ...rest: never[]) {
      const url = urlOfBytes.get(bytes);
      return decode.call(this, bytes, ...rest).then((buffer: AudioBuffer) => {
        if (url) urlOfBuffer.set(buffer, url);
        return buffer;
      });
    };
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: [number?, number?, number?]) {
      rec.played.push((this.buffer && urlOfBuffer.get(this.buffer)) ?? '?');
      return start.apply(this, args);
    };
    class RecordingNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as NotificationPermission;
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions = {}) {
        rec.notifications.push({ title, body: options.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => (rec.background ? 'hidden' : 'visible'), configurable: true });
    const hasFocus = Document.prototype.hasFocus;
    Document.prototype.hasFocus = function (this: Document) {
      return rec.background ? false : hasFocus.call(this);
    };
    new MutationObserver(() => {
      if (rec.titles.at(-1) !== document.title) rec.titles.push(document.title);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

type Recorded = { played: string[]; notifications: { title: string; body?: string }[]; titles: string[] };
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __alerts: Recorded }).__alerts);

async function player(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext();
  await recordAlerts(context);
  await signIn(context, who, admin);
  return context;
}

test('a pug fills while one tab is in the background: the readyup cue plays, a notification shows, the title flashes', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const players = [
    { steamid: '76561198740000001', alias: 'Alert Medic', role: 'medic', label: 'Medic' },
    { steamid: '76561198740000002', alias: 'Alert Demo', role: 'demoman', label: 'Demoman' },
  ] as const;
  const contexts = await Promise.all(players.map((p) => player(browser, p)));
  const admin = await player(browser, { steamid: '76561198740000009', alias: 'Alert Admin' }, true);
  const pages: Page[] = [];
  for (const [i, context] of contexts.entries()) {
    const page = await context.newPage();
    await page.goto('/?pugId=sixes');
    await closeTutorialWhenShown(page);
    // The tutorial opening over the page took the Add click once: it gets its chance first.
    await tutorialHadItsChance(page);
    await page.getByRole('button', { name: `Add ${players[i]!.label}`, exact: true }).click();
    await expect(page.getByTestId(`slot-${players[i]!.role}`).getByText(players[i]!.alias)).toBeVisible();
    pages.push(page);
  }
  const [background, front] = pages as [Page, Page];
  await background.evaluate(() => {
    (window as unknown as { __alerts: { background: boolean } }).__alerts.background = true;
  });

  await fillSixesWithDummies(
    admin,
    players.map((p) => p.role),
    76561198750000000n,
  );

  // The background tab: the readyup cue of the default pack, a desktop notification, a flashing title.
  await expect.poll(async () => (await recorded(background)).played).toContain('/sounds/default/readyup.ogg');
  await expect.poll(async () => (await recorded(background)).notifications.map((n) => n.title)).toContain('Your pug is ready!');
  await expect.poll(async () => (await recorded(background)).titles).toContain('⚠ READY UP!');
  // The tab in front hears the cue too, but gets no desktop notification: the player sees the dialog.
  await expect.poll(async () => (await recorded(front)).played).toContain('/sounds/default/readyup.ogg');
  expect((await recorded(front)).notifications).toEqual([]);
  // The cue files are real Ogg audio, served by the api.
  const sound = await background.request.get('/sounds/default/readyup.ogg');
  expect(sound.headers()['content-type']).toBe('audio/ogg');
  expect((await sound.body()).subarray(0, 4).toString()).toBe('OggS');

  // Both ready up: the flashing stops; the map vote and the start bring their cues.
  for (const page of pages) await page.getByRole('dialog', { name: 'Ready up!' }).getByRole('button', { name: 'Ready up' }).click();
  await expect(background).not.toHaveTitle('⚠ READY UP!');
  for (const page of pages) await page.getByRole('region', { name: 'Vote for a map' }).getByRole('button').first().click();
  await expect.poll(async () => (await recorded(background)).played, { timeout: 30_000 }).toContain('/sounds/default/joinserver.ogg');
  expect((await recorded(background)).played).toContain('/sounds/default/pickmap.ogg');
  expect((await recorded(background)).notifications.map((n) => n.title)).toContain('Your pug has started');
  await background.evaluate(() => {
    (window as unknown as { __alerts: { background: boolean } }).__alerts.background = false;
  });
  await shoot(background, testInfo, 'pug-started');
  await Promise.all([...contexts, admin].map((c) => c.close()));
});

test('a new player finishes the tutorial through Discord; the bottom bar tells and is dismissed', async ({ browser }, testInfo) => {
  // A newcomer and a Discord account each try: the first try's player finished the tutorial and holds its account.
  const account =
    testInfo.retry === 0
      ? { label: 'Pug Medic (@pugmedic)', name: 'Pug Medic', id: '80351110224678912' }
      : { label: 'Pug Scout (@pugscout)', name: 'Pug Scout', id: '80351110224678913' };
  const context = await player(browser, { steamid: String(76561198740000021n + BigInt(testInfo.retry)), alias: 'Tutorial Newbie' });
  const page = await context.newPage();
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toContainText('Queue by class');
  await shoot(page, testInfo, 'tutorial-welcome');
  await welcome.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: "What's New" }).getByRole('button', { name: 'Next' }).click();
  const started = page.getByRole('dialog', { name: 'Get Started' });
  await expect(started.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await expect(started).toContainText('link and verify your Discord account');
  await shoot(page, testInfo, 'tutorial-get-started');

  // Out to (the fake) Discord, authorize, and back on the same step.
  await started.getByRole('link', { name: 'Link Discord' }).click();
  await expect(page.getByRole('heading', { name: /wants to access your Discord account/ })).toBeVisible();
  await page.getByLabel('Account').selectOption({ label: account.label });
  await page.getByRole('button', { name: 'Authorize' }).click();
  const back = page.getByRole('dialog', { name: 'Get Started' });
  await expect(back).toContainText('Discord linked and verified.');

  // Finishing is a GET that changes state: a navigation to it (a link, a typed address) is refused;
  // only the site's own fetch, below, finishes the tutorial.
  const probe = await context.newPage();
  const navigation = await probe.goto('/api/finishTutorial');
  expect(navigation?.status()).toBe(403);
  expect(await navigation?.json()).toMatchObject({ error: { code: 'APP_FETCH_REQUIRED' } });
  await probe.close();
  expect(((await (await context.request.get('/api/self/')).json()) as { completeTutorial: boolean }).completeTutorial).toBe(false);

  await back.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The bottom bar says so; dismissing it clears it (GET /api/dismissNotification/{id}).
  const bar = page.getByRole('region', { name: 'Your notifications' });
  await expect(bar).toContainText(`Discord account ${account.name} linked.`);
  await shoot(page, testInfo, 'notification-bar');
  await bar.getByRole('button', { name: `Dismiss: Discord account ${account.name} linked.` }).click();
  await expect(bar).toHaveCount(0);

  // Finished for good: a reload shows neither the tutorial nor the dismissed notification.
  // (The audio prompt may show: a reloaded page has had no click yet.)
  await page.reload();
  await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Welcome!|What's New|Get Started/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your notifications' })).toHaveCount(0);
  const self = (await (await context.request.get('/api/self/')).json()) as { completeTutorial: boolean; isDiscordVerified: boolean; discordid: string };
  expect(self).toMatchObject({ completeTutorial: true, isDiscordVerified: true, discordid: account.id });
  await context.close();
});

test('a cut connection shows Reconnecting…, the own join still shows, and the banner goes when it is back', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const context = await player(browser, { steamid: '76561198740000031', alias: 'Offline Scout' });
  const page = await context.newPage();
  let cut = false;
  let connected = false;
  const open: WebSocketRoute[] = [];
  // Every socket of the page goes through this route: connected to the api, or (cut) left hanging
  // until Socket.IO's connection timeout, as behind a dead network.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (cut) return;
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('40')) connected = true; // Socket.IO's CONNECT answer
      ws.send(message);
    });
    open.push(ws);
  });
  await page.goto('/?pugId=highlander');
  await closeTutorialWhenShown(page);
  await expect(page.getByRole('tab', { name: /Highlander/ })).toHaveAttribute('aria-selected', 'true');
  const banner = page.getByRole('status').filter({ hasText: 'Reconnecting… live updates are paused.' });
  await expect(banner).toHaveCount(0);
  // The socket connects right after the lobby is interactive (its client library loads then).
  await expect.poll(() => connected).toBe(true);

  cut = true;
  for (const ws of open.splice(0)) await ws.close();
  await expect(banner).toBeVisible();
  await shoot(page, testInfo, 'reconnecting');

  // The join's own answer updates the lobby with no socket.
  await page.getByRole('button', { name: 'Add Scout', exact: true }).click();
  await expect(page.getByTestId('slot-scout').locator('[data-self]')).toContainText('Offline Scout');

  // The network is back: the next attempt connects, the banner goes and the lobby is live again.
  cut = false;
  await expect(banner).toHaveCount(0, { timeout: 45_000 });
  await page.getByRole('button', { name: 'Remove Scout', exact: true }).click();
  await expect(page.getByTestId('slot-scout').locator('[data-self]')).toHaveCount(0);
  await context.close();
});
