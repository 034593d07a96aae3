import { expect } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, signIn } from './support.ts';

/**
 * The profile end to end: a new player's league seasons arrive at sign-in (the league API faked on
 * loopback by the league SSO process), they declare their mains, request custom experience, an
 * admin approves it, and the profile shows it.
 */
const PLAYER = { steamid: '76561198700000901', alias: 'New Medic' };
const ADMIN = { steamid: '76561198700000950', alias: 'Profile Admin' };

test('a new player declares mains, requests custom experience, an admin approves it, the profile shows it', async ({ browser }) => {
  const player = await browser.newContext();
  await signIn(player, PLAYER);
  const page = await player.newPage();
  await closeTutorialWhenShown(page);
  await page.goto(`/players/${PLAYER.steamid}`);

  const seasons = page.getByRole('region', { name: 'Seasons, newest first' });
  await expect(seasons.getByText('Sixes Season 150')).toBeVisible();
  await expect(page.getByText('Declare your main for 2 seasons')).toBeVisible();

  await page.getByRole('button', { name: 'Select your main for Sixes Season 150' }).click();
  let dialog = page.getByRole('dialog', { name: 'Select your main' });
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await dialog.getByLabel('Class').selectOption('medic');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Select your main for Highlander Season 21' }).click();
  dialog = page.getByRole('dialog', { name: 'Select your main' });
  await dialog.getByLabel('Class').selectOption({ label: 'Roster Rider (Did not play)' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Declare your main/)).toBeHidden();
  expect(((await (await player.request.get('/api/self/')).json()) as { missingRoles: string[] }).missingRoles).toEqual([]);

  await page.getByRole('button', { name: 'Request custom experience' }).click();
  dialog = page.getByRole('dialog', { name: 'Request Custom Experience' });
  await expect(dialog.getByText(/A full season \(not a weekend cup or tournament\)/)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Team page URL').fill('https://etf2l.org/teams/31337');
  await dialog.getByLabel('Season number').fill('41');
  await dialog.getByLabel('Division').selectOption('Invite');
  await dialog.getByLabel('Started').fill('2024-09-01');
  await dialog.getByLabel('Left').fill('2024-12-01');
  await dialog.getByLabel('Class', { exact: true }).selectOption('medic');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
  const request = seasons.getByRole('listitem').filter({ hasText: 'ETF2L season 41' });
  await expect(request.getByText('PENDING')).toBeVisible();

  // The admin approves it from the player's profile.
  const admin = await browser.newContext();
  await signIn(admin, ADMIN, true);
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto(`/players/${PLAYER.steamid}`);
  await adminPage.getByRole('button', { name: 'Approve ETF2L season 41' }).click();
  await expect(adminPage.getByRole('region', { name: 'Seasons, newest first' }).getByText('PENDING')).toBeHidden();

  // The player (and anyone) now sees the approved season; it sets the medic base elo (Invite 2000).
  await page.reload();
  await expect(request).toBeVisible();
  await expect(request.getByText('PENDING')).toBeHidden();
  const stats = page.getByRole('table', { name: 'Sixes: elo and results by class' });
  await expect(stats.getByRole('row').filter({ hasText: 'Medic' })).toContainText('2000');
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/players/${PLAYER.steamid}`);
  await expect(visitorPage.getByRole('region', { name: 'Seasons, newest first' }).getByText('ETF2L season 41')).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: /Select your main/ })).toHaveCount(0);
  await Promise.all([player.close(), admin.close(), visitor.close()]);
});

test('a demo profile draws its elo chart and the ladder finds a player', async ({ page }) => {
  await page.goto('/players/76561198000000003');
  await expect(page.getByRole('img', { name: /^Elo in .* over \d+ pugs/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show as a table' }).click();
  await expect(page.getByRole('table', { name: /oldest first$/ })).toBeVisible();
  await page.goto('/players');
  await page.getByLabel('Find a player').fill('kritz');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'Kritzkrieg' })).toBeVisible();
});
