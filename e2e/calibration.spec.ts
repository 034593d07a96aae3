import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, shot, signedInContext, tutorialHadItsChance } from './support.ts';

/**
 * The calibration page (/calibration, from the sidebar and the statistics page), over the seeded
 * site's finished pugs (each stored its predicted odds): the reliability diagram and the monthly
 * scores are images with summaries and tables on demand, the format switches through the URL, no
 * player is named, and nothing scrolls sideways on a phone. Walked by a visitor, a player and an
 * admin. It queues nobody (dummy range 90 reserved).
 * PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const PLAYER = { steamid: '76561198900000001', alias: 'Calibration Reader' };
const ADMIN = { steamid: '76561198900000009', alias: 'Calibration Admin' };

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function walk(page: Page, who: string) {
  await page.goto('/');
  await closeTutorialWhenShown(page);
  // The sidebar's link is clicked next: a newcomer's tutorial must not open over that click.
  await tutorialHadItsChance(page);
  const nav = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Calibration' }) })
    .first();
  if (await nav.isVisible()) await nav.getByRole('link', { name: 'Calibration' }).click();
  else await page.goto('/calibration');
  await expect(page).toHaveURL(/\/calibration/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calibration' })).toBeVisible({ timeout: 30_000 });
  const diagram = page.getByRole('img', { name: /^Sixes: predicted BLU chance against the share BLU won, by band\./ });
  await expect(diagram).toBeVisible();
  await expect(diagram.getByTestId('diagonal')).toHaveCount(1);
  await expect(page.getByText(/^\d+ finished Sixes pugs with a result and a prediction\./)).toBeVisible();
  const short = page.getByRole('table', { name: 'Sixes predictions in short' });
  await expect(short.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('img', { name: /^Sixes Brier score per month, UTC/ })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, `calibration-${who}`);

  await page.getByRole('button', { name: 'Show as a table' }).first().click();
  const bands = page.getByRole('table', { name: 'Sixes: predicted and actual by band of predicted BLU chance' });
  await expect(bands.getByRole('row')).toHaveCount(11);
  await noSidewaysScroll(page);
  await bands.scrollIntoViewIfNeeded();
  await shot(page, `calibration-bands-${who}`, { fullPage: false });
  // Aggregates only: no player's name or profile anywhere on it.
  await expect(page.locator('main a[href^="/players/"]')).toHaveCount(0);
  await expect(page.getByText('Sandvich')).toHaveCount(0);

  await page.getByLabel('Format').selectOption('hl');
  await expect(page).toHaveURL(/format=hl/);
  await expect(page.getByRole('img', { name: /^Highlander: predicted BLU chance/ })).toBeVisible();
  await expect(page.getByText(/^\d+ finished Highlander pugs with a result and a prediction\./)).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, `calibration-hl-${who}`);

  await page.getByRole('main').getByRole('link', { name: 'statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'calibration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calibration' })).toBeVisible();
}

test('a visitor, a player and an admin read how the predicted odds matched the results', async ({ browser }) => {
  const [width, height] = (process.env.PUG_E2E_VIEWPORT ?? '1440x900').split('x').map(Number) as [number, number];
  const visitor = await browser.newContext({ viewport: { width, height } });
  const player = await signedInContext(browser, PLAYER);
  const admin = await signedInContext(browser, ADMIN, true);
  try {
    await walk(await player.newPage(), 'player');
    await walk(await admin.newPage(), 'admin');
    await walk(await visitor.newPage(), 'visitor');
  } finally {
    await Promise.all([visitor.close(), player.close(), admin.close()]);
  }
});
