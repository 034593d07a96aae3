import { expect } from '@playwright/test';
import { test } from './shared-site.ts';

/** Sign-in through the league's SSO (oidc-provider on loopback), the development picker, sign-out. */

test('signs in through the league SSO and lands on the page the player came from', async ({ page }) => {
  await page.goto('/players/76561198000000001?tab=history');
  await page.getByTestId('sign-in').click();
  await expect(page.getByRole('heading', { name: 'League sign-in' })).toBeVisible();
  await page.getByLabel('Account').selectOption({ label: 'League Medic (76561198000000501)' });
  await page.getByRole('button', { name: 'Sign in to the league' }).click();

  await expect(page).toHaveURL(/\/players\/76561198000000001\?tab=history$/);
  await expect(page.getByTestId('account-menu')).toContainText('League Medic');
  const self = await page.request.get('/api/self/');
  expect(await self.json()).toMatchObject({ steamid: '76561198000000501', alias: 'League Medic' });

  // A new player gets the first-run tutorial (mf-tutorial); close it to reach the top bar.
  const tutorial = page.getByRole('dialog');
  await expect(tutorial).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tutorial).toBeHidden();

  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in')).toBeVisible();
  expect((await page.request.get('/api/self/')).status()).toBe(401);
});

test('the development sign-in picks a demo player', async ({ page }) => {
  await page.goto('/auth/dev-login?returnTo=/');
  await page.getByRole('button', { name: 'Sandvich' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu')).toContainText('Sandvich');
});

test('refuses a returnTo on another host and a cross-origin POST', async ({ request }) => {
  expect((await request.get('/auth/login?returnTo=https://evil.example/', { maxRedirects: 0 })).status()).toBe(400);
  const cross = await request.post('/auth/logout', { headers: { Origin: 'https://evil.example' } });
  expect(cross.status()).toBe(403);
});
