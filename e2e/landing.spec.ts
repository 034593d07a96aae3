import { expect } from '@playwright/test';
import { test } from './shared-site.ts';

/**
 * A newcomer's first look: signed out, `/` says what the site is, how a pug works and what is on
 * now (the live queue counts), with Sign in, on a phone and a desktop. PUG_E2E_SHOTS=dir saves screenshots.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a visitor is told what the site is, with the live counts (${viewport.width}×${viewport.height})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/');
    const welcome = page.getByRole('region', { name: 'Pick-up games of competitive TF2' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('Sixes, Highlander and Prolander');
    await expect(welcome.getByRole('list', { name: 'How a pug works' }).getByRole('listitem')).toHaveCount(4);
    await expect(welcome).toContainText(/Right now: \d+ players? queued \(Sixes · NA \d+\/12, Highlander · NA \d+\/18, Prolander · NA \d+\/14\)/);
    await expect(welcome.getByRole('button', { name: 'Sign in to play' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (process.env.PUG_E2E_SHOTS) await page.screenshot({ path: `${process.env.PUG_E2E_SHOTS}/landing-${viewport.width}.png` });
    await context.close();
  });
}
