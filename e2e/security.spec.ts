import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, signIn } from './support.ts';

const ADMIN = { steamid: '76561198000000911', alias: 'Warden' };

/** Records every Content-Security-Policy violation the page reports. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])), ...console];
}

test.describe('security headers in a real browser', () => {
  test('the site and every remote run under the Content-Security-Policy without a violation', async ({ page }) => {
    await signIn(page.context(), ADMIN, true);
    await closeTutorialWhenShown(page);
    const violations = await recordViolations(page);

    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page.getByRole('heading', { name: ADMIN.alias, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
    await page.getByRole('link', { name: 'Queue' }).click();
    await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
    // The socket connected under connect-src (the live lobby shows its player count).
    await expect(page.getByText('0 / 12 players')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('an inline script injected into the page does not run', async ({ page }) => {
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });

  test('the dev sign-in page runs its own script under its nonce', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/auth/dev-login?returnTo=/');
    await page.getByLabel('Steam ID').fill('76561198000000912');
    await page.getByLabel('Alias').fill('Nonce Tester');
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The page's script signed in and navigated (it is blocked without its nonce).
    // The lobby, not the sign-in page itself (its own URL ends in `returnTo=/`).
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    expect(await violations()).toEqual([]);
  });

  test('Storybook works under its own policy', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/storybook/');
    await expect(page.frameLocator('#storybook-preview-iframe').locator('body')).not.toBeEmpty();
    expect(await violations()).toEqual([]);
  });

  test('production bundles carry no source maps, and none is served', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(3);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toMatch(/sourceMappingURL/);
      expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  });
});
