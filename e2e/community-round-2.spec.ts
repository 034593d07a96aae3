import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, signedInContext } from './support.ts';

/**
 * Community, round 2: an admin posts an announcement in mf-admin and it shows above every open
 * page at once (a player's, a visitor's), as text with its https link; each dismisses it and it
 * stays dismissed after a reload (the player's on the server, the visitor's in the browser). The
 * lobby header counts the players with a page open, live, and a signed-in player opens the list
 * of names from the keyboard, the admin marked. Screenshots at 1440×900 and 390×844 go to
 * PUG_E2E_SHOTS when set.
 */
const ADMIN = { steamid: '76561198850000091', alias: 'Round Two Admin' };
const PLAYER = { steamid: '76561198850000092', alias: 'Round Two Player' };
const LATECOMER = { steamid: '76561198850000093', alias: 'Round Two Latecomer' };
const TEXT = 'Cup night <b>Friday</b> at 20:00: sign up now';

async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.PUG_E2E_SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/round2-${name}-${width}x${height}.png` });
  }
  if (size) await page.setViewportSize(size);
}

const online = (page: Page) => page.getByTestId('online-count');
const countOf = async (page: Page) => Number(/(\d+) online/.exec((await online(page).textContent()) ?? '')?.[1] ?? NaN);

test('an announcement reaches every open page live and stays dismissed; the lobby counts who is here', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedInContext(browser, ADMIN, true);
  const player = await signedInContext(browser, PLAYER);
  const [width, height] = (process.env.PUG_E2E_VIEWPORT ?? '1440x900').split('x').map(Number) as [number, number];
  const visitor = await browser.newContext({ viewport: { width, height } });
  const adminPage = await admin.newPage();
  const playerPage = await player.newPage();
  const visitorPage = await visitor.newPage();
  for (const page of [adminPage, playerPage]) await closeTutorialWhenShown(page);

  await playerPage.goto('/');
  await visitorPage.goto('/');
  await adminPage.goto('/admin/announcements');
  await expect(online(playerPage)).toBeVisible();
  await expect(online(visitorPage)).toHaveText(/^\d+ online$/);

  // The admin posts; both open pages show it without a reload.
  const form = adminPage.getByRole('form', { name: 'Post an announcement' });
  await form.getByLabel('Text').fill(TEXT);
  await form.getByLabel('Link (optional)').fill('https://example.com/cup');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(adminPage.getByRole('list', { name: 'Announcements' }).getByText(TEXT)).toBeVisible();
  for (const page of [playerPage, visitorPage, adminPage]) {
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText(TEXT);
    await expect(banner.locator('b')).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'More' })).toHaveAttribute('rel', /noopener/);
  }
  await shots(playerPage, 'banner-player');
  await shots(adminPage, 'admin-announcements');

  // Dismissed: the player's is kept by the api, the visitor's by the browser.
  for (const page of [playerPage, visitorPage]) {
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    await page.reload();
    await expect(online(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  }

  // Who is here: a latecomer's page raises the count on the others' pages, live.
  // (a reloaded page counts once its socket is in: the count follows within the broadcast interval)
  await expect.poll(() => countOf(playerPage), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const before = await countOf(playerPage);
  const late = await signedInContext(browser, LATECOMER);
  const latePage = await late.newPage();
  await closeTutorialWhenShown(latePage);
  await latePage.goto('/');
  await expect(online(playerPage)).toHaveText(`${before + 1} online`, { timeout: 15_000 });
  await expect(online(visitorPage)).toHaveText(`${before + 1} online`, { timeout: 15_000 });

  // The list, from the keyboard: names for a signed-in player, the admin marked; a visitor has no list.
  await online(playerPage).focus();
  await playerPage.keyboard.press('Enter');
  const list = playerPage.getByRole('list', { name: 'Players online' });
  await expect(list.getByRole('listitem').filter({ hasText: ADMIN.alias })).toContainText('admin');
  await expect(list.getByRole('listitem').filter({ hasText: LATECOMER.alias })).toBeVisible();
  await shots(playerPage, 'online-list');
  await playerPage.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(visitorPage.getByRole('button', { name: /online/ })).toHaveCount(0);
  await shots(visitorPage, 'visitor');

  // The admin deletes it: it leaves the latecomer's page at once.
  await expect(latePage.getByRole('region', { name: 'Announcement' })).toBeVisible();
  const item = adminPage.getByRole('list', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: TEXT });
  await item.getByRole('button', { name: 'Delete' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(latePage.getByRole('region', { name: 'Announcement' })).toHaveCount(0);

  await Promise.all([admin.close(), player.close(), visitor.close(), late.close()]);
});
