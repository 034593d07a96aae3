import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { closeTutorialWhenShown, signIn } from './support.ts';

/**
 * Admin and moderation in the composed site: an admin bans a player, who sees the ban overlay at
 * once, appeals, and is free again when the admin accepts; a player reports another from a pug's
 * page and the admin sees the report and deletes it.
 */
const ADMIN = { steamid: '76561198730000009', alias: 'Mod Admin' };
const TARGET = { steamid: '76561198730000001', alias: 'Ban Target' };
/** Demo players of the seeded pug demo-pug-1 (api/src/db/seed-data.ts). */
const REPORTER = { steamid: '76561198000000001', alias: 'Sandvich' };
const REPORTED = 'Market Gardener';

async function signedIn(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signIn(context, who, admin);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await closeTutorialWhenShown(page);
  await page.goto(path);
  return page;
}

test('an admin bans a player, who sees the ban, appeals, and is freed when the admin accepts', async ({ browser }) => {
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

  // The player's page shows the ban without a reload; it cannot be closed.
  const ban = playerPage.getByRole('dialog', { name: 'You are currently banned!' });
  await expect(ban).toBeVisible();
  await expect(ban).toContainText('Reason: Griefing in three pugs');
  await expect(ban).toContainText(/Expires in 6d 23h|Expires in 7d 0h/);
  await expect(ban.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await playerPage.keyboard.press('Escape');
  await expect(ban).toBeVisible();
  await ban.getByLabel('Appeal').fill('It was my first pug, I did not know the rules');
  await ban.getByRole('button', { name: 'Send appeal' }).click();
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
  // The dialog offers the recent pugs both played in, newest first, and starts on the newest.
  const pugId = await dialog.getByLabel(/Pug/).inputValue();
  expect(pugId).toMatch(/^demo-pug-\d+$/);
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
  await expect(report.getByRole('link', { name: 'Open the pug' })).toHaveAttribute('href', `/pugs/${pugId}`);
  await expect(report.getByRole('link', { name: 'Open the log (logs.tf)' })).toHaveAttribute('href', 'https://logs.tf/3512345');
  await report.getByRole('button', { name: 'Delete' }).click();
  await adminPage
    .getByRole('dialog', { name: /Delete the Toxicity report/ })
    .getByRole('button', { name: 'Delete report' })
    .click();
  await expect(adminPage.getByText('No reports here.')).toBeVisible();
  // A handled report's notice leaves every admin's list (issue 25 item 15); the deletion is in the audit log.
  await adminPage.goto('/admin/notifications');
  const notices = adminPage.getByRole('list', { name: 'Admin notifications' });
  await expect(notices).toBeVisible();
  await expect(notices).not.toContainText(`${REPORTER.alias} reported ${REPORTED} (Toxicity)`);
  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByRole('table', { name: 'Admin actions, newest first' })).toContainText('Delete report');
  await reporter.close();
  await admin.close();
});
