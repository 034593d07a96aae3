import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, signIn } from './support.ts';

/**
 * Admin and moderation in the composed site: an admin bans a player, who sees the ban banner at
 * once, still reads the ladder and a profile (read-only: no Add in the lobby), appeals from the
 * banner, and is free again when the admin accepts; a player reports another from a pug's page
 * and the admin sees the report and deletes it. PUG_E2E_VIEWPORT=390x844 walks it on a phone;
 * PUG_E2E_SHOTS=dir saves screenshots of the banned player's pages.
 */
const ADMIN = { steamid: '76561198730000009', alias: 'Mod Admin' };
const TARGET = { steamid: '76561198730000001', alias: 'Ban Target' };
/** Demo players of the seeded pug demo-pug-1 (api/src/db/seed-data.ts). */
const REPORTER = { steamid: '76561198000000001', alias: 'Sandvich' };
const REPORTED = 'Market Gardener';

const [width, height] = (process.env.PUG_E2E_VIEWPORT ?? '1440x900').split('x').map(Number) as [number, number];

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.PUG_E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${width}x${height}.png`), fullPage: false });
}

async function signedIn(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height } });
  await signIn(context, who, admin);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await closeTutorialWhenShown(page);
  await page.goto(path);
  return page;
}

test('an admin bans a player, who still browses the ladder and a profile under the ban banner, appeals from it, and is freed when the admin accepts', async ({
  browser,
}) => {
  const player = await signedIn(browser, TARGET);
  const admin = await signedIn(browser, ADMIN, true);
  const playerPage = await open(player, '/');
  await expect(playerPage.getByRole('heading', { name: 'Queues' })).toBeVisible();
  // Players never see the admin area.
  await expect(playerPage.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  const adminPage = await open(admin, '/admin/players');
  await adminPage.getByLabel('Search players').fill('Ban Tar');
  await adminPage.getByRole('link', { name: TARGET.alias }).click();
  await adminPage.getByRole('button', { name: 'Ban or restrict…' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Discipline ${TARGET.alias}` });
  await dialog.getByLabel(/Reason/).fill('Griefing in three pugs');
  await dialog.getByLabel('Duration').selectOption('7d');
  await dialog.getByRole('button', { name: 'Ban player' }).click();
  await expect(adminPage.getByRole('table', { name: `Discipline history of ${TARGET.alias}` })).toContainText('Griefing in three pugs');

  // The player's page shows the ban banner without a reload; nothing locks the page.
  const ban = playerPage.getByRole('status', { name: 'You are currently banned!' });
  await expect(ban).toBeVisible();
  await expect(ban).toContainText('Reason: Griefing in three pugs');
  await expect(ban).toContainText(/Expires in 6d 23h|Expires in 7d 0h/);
  await expect(playerPage.getByRole('dialog')).toHaveCount(0);
  // The lobby is read-only for them: no Add, and the board says why.
  await expect(playerPage.getByRole('status', { name: 'You are banned' })).toBeVisible();
  await expect(playerPage.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await shot(playerPage, 'banned-lobby');

  // The ladder and a profile, through the site's own navigation; the banner follows.
  await playerPage.goto('/players');
  await expect(playerPage.getByRole('heading', { name: 'Ladder' }).first()).toBeVisible();
  await expect(ban).toBeVisible();
  await shot(playerPage, 'banned-ladder');
  await playerPage.goto(`/players/${REPORTER.steamid}`);
  await expect(playerPage.getByRole('heading', { name: REPORTER.alias }).first()).toBeVisible();
  await expect(ban).toBeVisible();
  await shot(playerPage, 'banned-profile');

  // Appeal from the banner, by keyboard.
  await ban.getByRole('button', { name: 'Appeal' }).focus();
  await playerPage.keyboard.press('Enter');
  const form = playerPage.getByRole('dialog', { name: 'Appeal your ban' });
  await expect(form).toBeVisible();
  await shot(playerPage, 'banned-appeal');
  await form.getByLabel('Appeal').fill('It was my first pug, I did not know the rules');
  await form.getByRole('button', { name: 'Send appeal' }).click();
  await expect(form).toContainText('Your appeal was submitted');
  await playerPage.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(ban).toContainText('Your appeal was submitted');

  await adminPage.goto('/admin/appeals');
  const appeal = adminPage.getByRole('article', { name: `Appeal of ${TARGET.alias}` });
  await expect(appeal).toContainText('It was my first pug, I did not know the rules');
  await appeal.getByRole('button', { name: 'Accept and lift the ban' }).click();
  await expect(adminPage.getByText('No appeal is waiting.')).toBeVisible();

  await expect(ban).toHaveCount(0);
  await adminPage.goto('/admin/audit');
  const log = adminPage.getByRole('table', { name: 'Admin actions, newest first' });
  await expect(log).toContainText('Accept appeal');
  await expect(log).toContainText('Ban player');
  await player.close();
  await admin.close();
});

test('a player reports another from a pug and the admin sees and deletes the report', async ({ browser }) => {
  const reporter = await signedIn(browser, REPORTER);
  const admin = await signedIn(browser, ADMIN, true);
  const page = await open(reporter, '/pugs/demo-pug-1');
  await page.getByRole('button', { name: `Actions for ${REPORTED}` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${REPORTED}` });
  await dialog.getByLabel('Category').selectOption('Toxicity');
  // The dialog offers the recent pugs both played in, newest first, and starts on the newest (once
  // they have loaded: until then the choice is empty and disabled).
  await expect(dialog.getByLabel(/Pug/)).toHaveValue(/^demo-pug-\d+$/);
  const pugId = await dialog.getByLabel(/Pug/).inputValue();
  await dialog.getByLabel(/What happened/).fill('Flamed his team the whole game');
  await dialog.getByLabel(/Log/).fill('https://logs.tf/3512345');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${REPORTED} reported`, { exact: true })).toBeVisible();

  // The admin was told of the report live.
  const adminPage = await open(admin, '/admin/notifications');
  await expect(adminPage.getByRole('list', { name: 'Admin notifications' })).toContainText(`${REPORTER.alias} reported ${REPORTED} (Toxicity)`);
  await adminPage.goto('/admin/reports');
  const report = adminPage.getByRole('article', { name: `Toxicity report on ${REPORTED}` });
  await expect(report).toContainText('Flamed his team the whole game');
  await expect(report).toContainText(`reported by ${REPORTER.alias}`);
  // Seeded pugs are numbered at start-up: the link names the pug by its number.
  await expect(report.getByRole('link', { name: /^Open pug #\d+$/ })).toHaveAttribute('href', `/pugs/${pugId}`);
  await expect(report.getByRole('link', { name: 'Open the log (logs.tf)' })).toHaveAttribute('href', 'https://logs.tf/3512345');
  await report.getByRole('button', { name: 'Delete' }).click();
  await adminPage
    .getByRole('dialog', { name: /Delete the Toxicity report/ })
    .getByRole('button', { name: 'Delete report' })
    .click();
  await expect(adminPage.getByText('No reports here.')).toBeVisible();
  // A handled report's notice leaves every admin's list; the deletion is in the audit log.
  await adminPage.goto('/admin/notifications');
  const notices = adminPage.getByRole('list', { name: 'Admin notifications' });
  await expect(notices).toBeVisible();
  await expect(notices).not.toContainText(`${REPORTER.alias} reported ${REPORTED} (Toxicity)`);
  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByRole('table', { name: 'Admin actions, newest first' })).toContainText('Delete report');
  await reporter.close();
  await admin.close();
});
