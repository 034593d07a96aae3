import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Signs a browser context in through the dev sign-in (the embedded defaults enable it). */
export async function signIn(context: BrowserContext, who: { steamid: string; alias: string }, admin = false): Promise<void> {
  const res = await context.request.post('/auth/dev-login', { data: { steamid: who.steamid, alias: who.alias, ...(admin ? { admin } : {}) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A new player gets the first-run tutorial (mf-tutorial) whenever it loads: close it to reach the page. */
export async function closeTutorialWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome!' }), async (tutorial) => {
    await tutorial.getByRole('button', { name: 'Close' }).click();
  });
}
