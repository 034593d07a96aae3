import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { MAP_VOTE_S } from '../domain/src/constants.ts';
import { leagueEnv } from './league-env.ts';
import { startOwnSite, type OwnSite } from './own-site.ts';
import { fillSixesWithDummies, signIn, expectNoSidewaysScroll } from './support.ts';

/**
 * Every page of the site, signed out, as a player and as an admin, at both widths (desktop
 * 1440×900, phone 390×844): axe-core finds no accessibility violation (WCAG 2.x A/AA and best
 * practices) in the dark theme, and no page scrolls sideways on a phone in either theme. With
 * PUG_E2E_SHOTS set (or on a retry) a screenshot of each dark page is attached to the test's
 * report. The light theme changes nothing but colours: its colours are checked by the design
 * system's contrast test (design-system/src/theme/contrast.test.ts, every pair the components
 * draw, in both themes), so axe runs once per page and viewer (it was 3.5 min of the browser tests
 * with a light pass).
 * One browser context per (viewer, width); the two widths' passes run side by side. On a phone
 * each page is checked in the light theme too, switched by the top bar's toggle without a reload
 * (rather than a third pass loading every page again in the light theme).
 * On a site of its own (e2e/own-site.ts): the journey is the longest of the browser tests, and runs
 * beside the specs that share the lobby of the shared site.
 *
 * To check a new page, add it to PAGES (its path, who may see it, and what says it has loaded).
 */
type Viewer = 'visitor' | 'player' | 'admin';
interface SitePage {
  name: string;
  /** The path, or a function of what the run set up (the pug's id, the player's steamid). */
  path: string | ((run: Run) => string);
  viewers: readonly Viewer[];
  /** Shown once the page has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Its tables fit a phone without scrolling sideways inside their frame (the columns that matter shown). */
  tablesFit?: boolean;
}
interface Run {
  pugId: string;
  player: string;
}

const PLAYER = { steamid: '76561198730000001', alias: 'Axe Medic' };
const ADMIN = { steamid: '76561198730000009', alias: 'Axe Admin' };
const everyone: readonly Viewer[] = ['visitor', 'player', 'admin'];

const PAGES: readonly SitePage[] = [
  { name: 'lobby', path: '/?pugId=sixes', viewers: everyone, ready: (p) => p.getByRole('heading', { name: 'Queues' }) },
  { name: 'pug-history', path: '/pugs', viewers: ['visitor', 'player'], ready: (p) => p.getByRole('heading', { name: /Pug history/ }), tablesFit: true },
  { name: 'ladder', path: '/players', viewers: ['visitor', 'player'], ready: (p) => p.getByRole('heading', { name: 'Ladder' }), tablesFit: true },
  {
    name: 'statistics',
    path: '/statistics',
    viewers: ['visitor', 'player'],
    ready: (p) => p.getByRole('heading', { name: 'Statistics', level: 1 }),
    tablesFit: true,
  },
  {
    name: 'calibration',
    path: '/calibration',
    viewers: ['visitor', 'player'],
    ready: (p) => p.getByRole('heading', { name: 'Calibration', level: 1 }),
    tablesFit: true,
  },
  { name: 'pug', path: (r) => `/pugs/${r.pugId}`, viewers: ['visitor', 'player'], ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'pug-not-found', path: '/pugs/does-not-exist', viewers: ['visitor'], ready: (p) => p.getByRole('heading', { name: 'Pug not found' }) },
  {
    name: 'profile',
    path: (r) => `/players/${r.player}`,
    viewers: ['visitor', 'player'],
    ready: (p) => p.getByRole('heading', { level: 1, name: PLAYER.alias }),
    tablesFit: true,
  },
  { name: 'admin-maps', path: '/admin/maps', viewers: ['admin'], ready: (p) => p.getByRole('heading', { name: 'Sixes pool' }) },
  { name: 'admin-servers', path: '/admin/servers', viewers: ['admin'], ready: (p) => p.getByRole('heading', { name: 'Game servers' }) },
  { name: 'admin-chat-words', path: '/admin/chat-words', viewers: ['admin'], ready: (p) => p.getByRole('heading', { name: 'Chat filter' }) },
  { name: 'not-found', path: '/no-such-page', viewers: ['visitor'], ready: (p) => p.getByRole('heading', { level: 1, name: 'Page not found' }) },
];

let own: OwnSite | undefined;
test.beforeAll(async () => {
  // Configured as the shared site is: its pages show what a visitor of that site sees.
  own = await startOwnSite('accessibility', () => leagueEnv(process.env.PUG_E2E_SSO_PORT!));
});
test.afterAll(async () => {
  await own?.stop();
});

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Fails on every axe violation, naming the rule and the elements. */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const { violations } = await axe.analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect.soft(found, `${label}: accessibility violations`).toEqual([]);
}

/** No table hides a column behind a sideways scroll of its own frame. */
async function expectTablesFit(page: Page, label: string): Promise<void> {
  const frames = await page.locator('[role="region"]:has(> table)').evaluateAll((els) =>
    els.map((el) => ({
      name: el.getAttribute('aria-labelledby') ? document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent : el.getAttribute('aria-label'),
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    })),
  );
  for (const frame of frames) expect.soft(frame.scrollWidth, `${label}: the table "${frame.name}" scrolls sideways`).toBeLessThanOrEqual(frame.clientWidth + 1);
}

/** A full-page screenshot kept in the test's output folder (test-results/…) and attached to its report. */
async function shoot(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // Full-page screenshots of every page are for a person to look at (PUG_E2E_SHOTS=1, or a retry
  // after a failure); on every run they were a fifth of this journey's CPU.
  if (!process.env.PUG_E2E_SHOTS && testInfo.retry === 0) return;
  const path = testInfo.outputPath(`${label}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(label, { path, contentType: 'image/png' });
}

async function contextFor(
  browser: Browser,
  viewer: Viewer,
  theme: string,
  viewport: { width: number; height: number },
  { tutorial = false } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: own!.url, viewport });
  // The theme is the player's stored choice.
  await context.addInitScript((mode) => window.localStorage.setItem('pug.themeMode', mode), theme);
  // The first-run tutorial would cover every page of a new player: it is checked once, on its own.
  if (!tutorial) await context.route('**/mf/mf-tutorial/**', (route) => route.abort('blockedbyclient'));
  if (viewer === 'player') await signIn(context, PLAYER);
  if (viewer === 'admin') await signIn(context, ADMIN, true);
  return context;
}

/** A finished lobby round: the player and eleven dummies ready up and vote, and the pug starts. Checks the ready-up and map vote screens on the way. */
async function startPug(browser: Browser, testInfo: TestInfo): Promise<Run> {
  const admin = await contextFor(browser, 'admin', 'dark', WIDTHS[0].viewport);
  const context = await contextFor(browser, 'player', 'dark', WIDTHS[0].viewport, { tutorial: true });
  const page = await context.newPage();
  await page.goto('/?pugId=sixes');
  const tutorial = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(tutorial).toBeVisible();
  await expectNoViolations(page, 'tutorial');
  await tutorial.getByRole('button', { name: 'Close' }).click();
  await expect(tutorial).toBeHidden();
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], 76561198731000000n);
  const dialog = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'ready-up');
  await shoot(page, testInfo, 'ready-up-desktop-dark');
  await dialog.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('region', { name: 'Vote for a map' });
  await expect(vote).toBeVisible();
  await expectNoViolations(page, 'map vote');
  await shoot(page, testInfo, 'map-vote-desktop-dark');
  // The vote lasts MAP_VOTE_S: on a busy machine the checks above can outlast it, and then the pug
  // starts with the vote as it stood (the click would wait for a button that is gone).
  await vote
    .getByRole('button')
    .first()
    .click({ timeout: 5_000 })
    .catch(() => expect(vote, 'the vote closed on its own').toBeHidden({ timeout: MAP_VOTE_S * 1000 }));
  await expect(page.getByTestId('team-blu')).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, 'live pug');
  await shoot(page, testInfo, 'live-pug-desktop-dark');
  await page.goto('/pugs');
  const href = await page.locator('main a[href^="/pugs/"]').first().getAttribute('href');
  const pugId = href?.split('/').pop();
  expect(pugId, 'the live pug links to its page').toBeTruthy();
  await Promise.all([admin.close(), context.close()]);
  return { pugId: pugId!, player: PLAYER.steamid };
}

/**
 * The page switches to `mode` through the top bar's theme toggle (the player's own way). The next
 * page loads in the context's theme again: its init script stores it before every page (contextFor).
 */
async function switchTheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme-mode', mode);
}

/** On a phone: nothing scrolls sideways, the page nor its tables' frames. */
async function expectPhoneFit(page: Page, sitePage: SitePage, label: string): Promise<void> {
  await expectNoSidewaysScroll(page, label, { soft: true });
  if (sitePage.tablesFit) await expectTablesFit(page, label);
}

/**
 * Every page each viewer may see at one width, in one browser context per viewer, in the dark
 * theme: axe and a screenshot; on a phone the sideways-scroll checks, then the same in the light theme.
 */
async function visitEveryPage(browser: Browser, testInfo: TestInfo, run: Run, width: (typeof WIDTHS)[number]) {
  for (const viewer of everyone) {
    const context = await contextFor(browser, viewer, 'dark', width.viewport);
    const page = await context.newPage();
    for (const sitePage of PAGES.filter((p) => p.viewers.includes(viewer))) {
      const label = `${sitePage.name} ${viewer} dark ${width.name}`;
      await page.goto(typeof sitePage.path === 'string' ? sitePage.path : sitePage.path(run));
      await expect.soft(sitePage.ready(page), label).toBeVisible();
      await expectNoViolations(page, label);
      await shoot(page, testInfo, label.replaceAll(' ', '-'));
      if (width.name !== 'phone') continue;
      await expectPhoneFit(page, sitePage, label);
      await switchTheme(page, 'light');
      await expectPhoneFit(page, sitePage, `${sitePage.name} ${viewer} light ${width.name}`);
    }
    await context.close();
  }
}

test('every page passes axe at both widths, with no sideways scroll in either theme', async ({ browser }, testInfo) => {
  // About 2-5 minutes alone; over 7 with another test run on the machine.
  test.setTimeout(900_000);
  const run = await startPug(browser, testInfo);
  // The two widths run side by side: each is its own browser contexts.
  await Promise.all(WIDTHS.map((width) => visitEveryPage(browser, testInfo, run, width)));
});
