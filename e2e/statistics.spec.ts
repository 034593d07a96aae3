import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, shot, signedInContext, tutorialHadItsChance } from './support.ts';

/**
 * The statistics page and the hall of fame (/statistics, from the sidebar), over the seeded site's
 * finished pugs: the charts are images with summaries and tables on demand, the format switches
 * through the URL, a hall-of-fame name opens the profile, and nothing scrolls sideways on a phone.
 * Walked by a visitor, a player and an admin. It queues nobody (dummy range 94 reserved).
 * PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const PLAYER = { steamid: '76561198940000001', alias: 'Stats Reader' };
const ADMIN = { steamid: '76561198940000009', alias: 'Stats Admin' };

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
    .filter({ has: page.getByRole('link', { name: 'Statistics' }) })
    .first();
  if (await nav.isVisible()) await nav.getByRole('link', { name: 'Statistics' }).click();
  else await page.goto('/statistics');
  await expect(page).toHaveURL(/\/statistics/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sixes pugs in the last 30 days \(UTC\)/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sixes pugs by the hour of the week they ended, UTC/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sixes maps by pugs played' })).toBeVisible();
  const most = page.getByRole('table', { name: /^Most pugs, top \d+$/ });
  await expect(most.getByRole('row')).toHaveCount(11);
  await noSidewaysScroll(page);
  await shot(page, `statistics-${who}`);
  await page.getByRole('heading', { name: 'Sixes hall of fame' }).scrollIntoViewIfNeeded();
  await shot(page, `statistics-hall-${who}`, { fullPage: false });

  await page.getByRole('button', { name: 'Show as a table' }).nth(1).click();
  const hours = page.getByRole('table', { name: 'Sixes pugs by hour (UTC) and day of the week' });
  await expect(hours.getByRole('row')).toHaveCount(25);
  await noSidewaysScroll(page);

  await page.getByLabel('Format').selectOption('hl');
  await expect(page).toHaveURL(/format=hl/);
  await expect(page.getByRole('heading', { name: 'Highlander hall of fame' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Highlander maps by pugs played' })).toBeVisible();
  await shot(page, `statistics-hl-${who}`);

  const first = page
    .getByRole('table', { name: /^Most pugs, top/ })
    .getByRole('link')
    .first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/players\/\d{17}$/);
  // The profile's remote may load for the first time here: a busy machine takes longer than the default wait.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible({ timeout: 30_000 });
}

test('a visitor, a player and an admin read the statistics and the hall of fame', async ({ browser }) => {
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
