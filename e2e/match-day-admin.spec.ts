import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, signIn, tutorialHadItsChance } from './support.ts';

/**
 * Match day: an admin rejects a player's experience request with a reason, the player is
 * told (a toast standing above the notification bar, never over it) and may ask again; the
 * servers table shows Remove at 1440 px
 * without sideways scrolling; the audit log names the admin and keeps dates on one line.
 * Screenshots of each screen at 1440x900 and 390x844 go to PUG_SHOTS_DIR when it is set.
 */
const ADMIN = { steamid: '76561198730002501', alias: 'Match Day Admin' };
const FIRST_PLAYER = { steamid: '76561198730002502', alias: 'Hopeful Medic' };
/** The player of this try: a retry asks as a player of its own (the first try's request may still wait on the list). */
let PLAYER = FIRST_PLAYER;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shots(page: Page, name: string): Promise<void> {
  if (!process.env.PUG_SHOTS_DIR) return;
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${process.env.PUG_SHOTS_DIR}/match-day-${name}-${label}.png`, fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

const requestOf = (steamid: string) => ({
  teamUrl: 'https://etf2l.org/teams/9911',
  seasonId: '33',
  startedAt: '2025-01-10',
  leftAt: '2025-04-10',
  formatName: 'Sixes',
  role: 'medic',
  divisionName: 'Main',
  steamid,
});

test('an admin rejects an experience request with a reason; the player is told and may ask again; the admin tables fit', async ({ browser }, testInfo) => {
  if (testInfo.retry > 0) {
    PLAYER = { steamid: String(BigInt(FIRST_PLAYER.steamid) + BigInt(10 * testInfo.retry)), alias: `${FIRST_PLAYER.alias} ${testInfo.retry + 1}` };
  }
  const request = requestOf(PLAYER.steamid);
  const player = await browser.newContext({ viewport: DESKTOP });
  await signIn(player, PLAYER);
  const admin = await browser.newContext({ viewport: DESKTOP });
  await signIn(admin, ADMIN, true);
  const playerPage = await player.newPage();
  await closeTutorialWhenShown(playerPage);
  await playerPage.goto('/');
  await expect(playerPage.getByRole('heading', { name: 'Queues' })).toBeVisible();

  const asked = await player.request.post('/api/customSeason', { data: request });
  expect(asked.ok(), await asked.text()).toBe(true);

  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto('/admin/xp-requests');
  // The admin is a newcomer too: their tutorial opening over the page took the Reject click once.
  await tutorialHadItsChance(adminPage);
  const adminBar = adminPage.getByRole('region', { name: 'Your notifications' });
  await expect(adminBar).toContainText(`${PLAYER.alias} requests custom experience`);
  const list = adminPage.getByRole('list', { name: 'Experience requests waiting for approval' });
  await expect(list).toContainText(PLAYER.alias);
  await shots(adminPage, 'xp-requests');
  await list.getByRole('button', { name: `Reject ${PLAYER.alias}'s season 33…` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Reject ${PLAYER.alias}'s Sixes season 33?` });
  await dialog.getByLabel(/Reason/).fill('The team page lists no medic for season 33');
  await shots(adminPage, 'xp-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(list.getByRole('listitem', { name: new RegExp(`^${PLAYER.alias}:`) })).toHaveCount(0);
  await expect(adminPage.getByText(`${PLAYER.alias}'s season 33 is rejected`, { exact: true })).toBeVisible();

  // The player is told why, as a toast that stands above the bar, and in the bar.
  const bar = playerPage.getByRole('region', { name: 'Your notifications' });
  await expect(bar).toContainText('season request was rejected: The team page lists no medic for season 33');
  const toast = playerPage.locator('[data-variant="warning"]', { hasText: 'season request was rejected' }).filter({ hasNot: bar }).last();
  await expect(toast).toBeVisible();
  const [toastBox, barBox] = [await toast.boundingBox(), await bar.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
  await shots(playerPage, 'player-told');

  // Asking again is a new request.
  expect((await player.request.post('/api/customSeason', { data: request })).ok()).toBe(true);

  // The servers table fits 1440 px: Remove is on screen without scrolling sideways.
  const added = await admin.request.post('/api/servers/', {
    data: { name: 'Frankfurt 1 (match day)', ipport: '203.0.113.25:27015', rconPassword: 'matchday-secret', region: 'Europe', priority: 5 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const serverId = ((await added.json()) as { _id: string })._id;
  await adminPage.goto('/admin/servers');
  const row = adminPage.getByRole('row', { name: /Frankfurt 1 \(match day\)/ });
  const remove = row.getByRole('button', { name: 'Remove' });
  await expect(remove).toBeVisible();
  const removeBox = await remove.boundingBox();
  expect(removeBox!.x + removeBox!.width).toBeLessThanOrEqual(DESKTOP.width);
  expect(await adminPage.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  // On a phone the table keeps name, address, status and actions: Remove is on screen, nothing to scroll sideways to.
  await adminPage.setViewportSize(PHONE);
  await expect(remove).toBeVisible();
  const onPhone = await remove.boundingBox();
  expect(onPhone!.x + onPhone!.width).toBeLessThanOrEqual(PHONE.width);
  await adminPage.setViewportSize(DESKTOP);
  await shots(adminPage, 'servers');

  // The audit log names the admin, and each date is one line.
  await adminPage.goto('/admin/audit');
  const table = adminPage.getByRole('table', { name: 'Admin actions, newest first' });
  const rejected = table.getByRole('row', { name: /Reject custom season/ });
  await expect(rejected).toContainText(ADMIN.alias);
  await expect(table).not.toContainText(ADMIN.steamid);
  const when = rejected.locator('time');
  const box = await when.boundingBox();
  const lineHeight = await when.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6);
  expect(box!.height).toBeLessThanOrEqual(lineHeight * 1.5);
  expect(await when.getAttribute('title')).toBeTruthy();
  await shots(adminPage, 'audit');

  // Its address answers nobody: the server goes, or the next journeys' pugs would be tried on it first.
  expect((await admin.request.delete(`/api/servers/${serverId}`)).ok()).toBe(true);
  await player.close();
  await admin.close();
});
