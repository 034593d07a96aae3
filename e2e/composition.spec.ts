import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorial, closeTutorialWhenShown, signIn } from './support.ts';

const ADMIN = { steamid: '76561198000000901', alias: 'Composer' };

/** The admin area is linked for admins only. */
/**
 * Follows a navigation link until the address is `to`: the first-run tutorial can open as the link
 * is clicked, and its closing overlay then takes the click.
 */
async function follow(page: Page, link: string, to: RegExp): Promise<void> {
  await expect(async () => {
    await page.getByRole('link', { name: link, exact: true }).click({ timeout: 3000 });
    await expect(page).toHaveURL(to, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

async function asAdmin(page: Page): Promise<void> {
  await signIn(page.context(), ADMIN, true);
  await closeTutorialWhenShown(page);
}

test.describe('the composed site', () => {
  test('each route renders its remote inside the host, navigating without a reload', async ({ page }) => {
    await asAdmin(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();
    // mf-queue lists the configured queues from GET /api/queues
    await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Highlander/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Prolander/ })).toBeVisible();
    await expect(page.getByText('0 / 12 players')).toBeVisible();

    // a marker on window survives client-side navigation but not a reload
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Players', level: 2 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Maps' }).click();
    await expect(page).toHaveURL(/\/admin\/maps$/);
    await expect(page.getByRole('heading', { name: 'Sixes pool' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'cp_process_final' }).first()).toBeVisible();

    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/players/${ADMIN.steamid}$`));
    await expect(page.getByRole('heading', { name: ADMIN.alias, level: 1 })).toBeVisible();
    await expect(page.getByTestId('build-mf-profile')).toBeVisible();

    await page.getByRole('link', { name: 'Queue' }).click();
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('?pugId= picks the lobby', async ({ page }) => {
    await page.goto('/?pugId=highlander');
    await expect(page.getByRole('tab', { name: /Highlander/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('0 / 18 players')).toBeVisible();
    await page.getByRole('tab', { name: /Prolander/ }).click();
    await expect(page).toHaveURL(/pugId=prolander/);
    await expect(page.getByText('0 / 14 players')).toBeVisible();
  });

  test('a remote whose manifest is unreachable shows its fallback; the rest keeps working', async ({ page }) => {
    await asAdmin(page);
    await page.route('**/mf/mf-admin/mf-manifest.json', (route) => route.abort('connectionrefused'));
    await page.goto('/admin');
    await expect(page.getByText('Admin is unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // the host and the other remotes still work
    await follow(page, 'Queue', /\/$/);
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();

    // still down when visited again; once it is back, Retry loads it without a reload
    await follow(page, 'Admin', /\/admin$/);
    await expect(page.getByText('Admin is unavailable')).toBeVisible();
    await page.unroute('**/mf/mf-admin/mf-manifest.json');
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Players', level: 2 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('the theme mode toggle persists across reloads', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme-mode', 'dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-mode', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme-mode', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(lightBackground).not.toBe(darkBackground);
  });

  test('the top bar clock shows HH:MM:SS and ?sampleban shows the ban banner to a signed-in player only', async ({ page }) => {
    await page.goto('/?sampleban');
    await expect(page.getByTestId('clock')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();
    const banner = page.getByRole('status', { name: 'You are currently banned!' });
    // A visitor is never shown a ban.
    await expect(banner).toHaveCount(0);
    await signIn(page.context(), { steamid: '76561198000000902', alias: 'Sample Viewer' });
    await page.goto('/?sampleban');
    await expect(banner).toBeVisible();
    await expect(banner.getByText(/Expires in \d+d \d+h/)).toBeVisible();
  });

  test('on a phone (390x844) the top bar is one row and nothing in it is cut off; the volume opens in a panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const header = page.locator('header').first();
    // One row: every control's middle at the same height; cut off: any part outside the screen or the bar.
    const oneRow = async (shot: string) => {
      if (process.env.PUG_E2E_SHOTS) await page.screenshot({ path: `${process.env.PUG_E2E_SHOTS}/header-${shot}-390x844.png` });
      const bar = (await header.boundingBox())!;
      const middles: number[] = [];
      for (const control of await header.locator('button, a, img').all()) {
        if (!(await control.isVisible())) continue;
        const box = (await control.boundingBox())!;
        middles.push(box.y + box.height / 2);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      }
      expect(middles.length).toBeGreaterThan(3);
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    };
    await page.goto('/');
    await expect(page.getByTestId('sign-in')).toBeVisible();
    await oneRow('visitor');
    await signIn(page.context(), { steamid: '76561198000000903', alias: 'A Rather Long Phone Alias' });
    await page.goto('/players');
    await closeTutorial(page);
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByTestId('clock')).toBeHidden();
    await oneRow('player');
    const speaker = header.getByRole('button', { name: /^Alert volume: \d+%$/ });
    await speaker.click();
    await expect(speaker).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('slider', { name: 'Alert volume' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(speaker).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('slider', { name: 'Alert volume' })).toBeHidden();
  });

  test('the built Storybook is served at /storybook/', async ({ page }) => {
    const response = await page.goto('/storybook/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/storybook/i);
  });
});
