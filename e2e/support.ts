import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { rememberSignedIn } from './shared-site.ts';

/**
 * Dummy steamid ranges, one per spec (a spec's dummies may still sit in its live pug when the next
 * spec fills a lobby): core-loop 71/72, accessibility 731, production 74, alerts 75, draft-maps
 * 78, match-day 79, match-end 80/81, community 82, match-day-every-page 83, long-names 84, pug-page 85, left-out 87, waiting-for 88, reliability 86, statistics 94, chat 92, mates-division 95, discord-voice 93, night-add 91, calibration 90, ratings 96 (76561198XX0000000n); friends signs in its players from 89.
 */

/** The viewport a journey walks: PUG_E2E_VIEWPORT=390x844 for a phone (default 1440x900). */
const VIEWPORT = (() => {
  const [width, height] = (process.env.PUG_E2E_VIEWPORT ?? '1440x900').split('x').map(Number) as [number, number];
  return { width, height };
})();

/** A browser context at VIEWPORT, signed in as `who`: on the shared site, or on the own site at `baseURL`. */
export async function signedInContext(browser: Browser, who: { steamid: string; alias: string }, admin = false, baseURL?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, ...(baseURL ? { baseURL } : {}) });
  await signIn(context, who, admin);
  return context;
}

/** With PUG_E2E_SHOTS=dir, a screenshot named for the step and the viewport. */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.PUG_E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${VIEWPORT.width}x${VIEWPORT.height}.png`), fullPage });
}

/** Signs a browser context in through the dev sign-in (the embedded defaults enable it). */
export async function signIn(context: BrowserContext, who: { steamid: string; alias: string }, admin = false): Promise<void> {
  rememberSignedIn(who.steamid);
  const res = await context.request.post('/auth/dev-login', { data: { steamid: who.steamid, alias: who.alias, ...(admin ? { admin } : {}) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A new player's page: waits for the first-run tutorial and closes it. Where the next step opens
 * something of the page's own (a popover, a dialog), the tutorial must not open after it and take
 * its focus, as it can with `closeTutorialWhenShown`'s handler when the remote loads late.
 */
export async function closeTutorial(page: Page): Promise<void> {
  const tutorial = page.getByRole('dialog', { name: 'Welcome!' });
  await tutorial.getByRole('button', { name: 'Close' }).click();
  await expect(tutorial).toBeHidden();
}

/**
 * The page's next idle period, or a second at most: in a fresh-clone run on a loaded machine a
 * phone-sized admin page got none for two minutes (its frames had stopped too), and a journey
 * timed out waiting.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
}

/**
 * The first-run tutorial has had its chance to open: `<html data-tutorial>` is 'shown' or 'none'.
 * mf-tutorial's Overlays writes its decision once the page knows the player's match day from the
 * socket (on a busy machine, seconds after the load); the host writes 'none' where it loads no
 * overlay (a visitor, a player the tutorial is done with). After it, a click cannot race the
 * tutorial opening (`closeTutorialWhenShown` closes one that is there).
 */
export async function tutorialHadItsChance(page: Page): Promise<void> {
  await expect(page.locator('html[data-tutorial="shown"], html[data-tutorial="none"]')).toHaveCount(1, { timeout: 30_000 });
}

/**
 * A new player gets the first-run tutorial (mf-tutorial) whenever it loads: close it to reach the
 * page, and act on the page only once the tutorial has decided whether to open.
 */
export async function closeTutorialWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Welcome!' }),
    async (tutorial) => {
      // It steps aside by itself when a prompt comes (mf-tutorial Overlays): then there is nothing to
      // close. A click that could not land (the dialog was re-rendering) falls back to Escape.
      const closed = await tutorial
        .getByRole('button', { name: 'Close' })
        .click({ timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (!closed) await page.keyboard.press('Escape');
      // Its overlay leaves with it: give it a moment, so the next click does not land on the overlay.
      else await tutorial.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => {});
    },
    // Never wait without bound for it to be hidden: if it is still there, the handler runs again before the next action.
    { noWaitAfter: true },
  );
  // The tutorial opens once the page knows the player's match day: on a busy machine seconds after
  // the load, and a click in that moment landed on the dialog opening over it. So while a page of
  // the site (its html carries the theme) has not decided (tutorialHadItsChance), every action
  // first waits for the decision: this handler does nothing, and Playwright then waits for its
  // locator to go before the action.
  await page.addLocatorHandler(page.locator('html[data-theme-mode]:not([data-tutorial="shown"]):not([data-tutorial="none"])'), async () => {});
}

/** The twelve seats of a sixes lobby: two of each class. */
const SIXES_SEATS = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'].flatMap((role) => [role, role]);

/**
 * Fills the sixes lobby's seats the real players left (`taken`: one role per seat they hold) with
 * dummy players, through the admin's POST /api/queueRole; dummy n has the steamid `base + n`.
 */
export async function fillSixesWithDummies(admin: BrowserContext, taken: readonly string[], base: bigint): Promise<void> {
  const left = [...SIXES_SEATS];
  for (const role of taken) left.splice(left.indexOf(role), 1);
  for (const [i, role] of left.entries()) {
    const res = await admin.request.post('/api/queueRole', {
      data: { queueName: 'sixes', roles: [role], userSteamId: String(base + BigInt(i + 1)), isDummy: true },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** A pug as the api sends it, as much as the journeys read of it. */
export interface WirePug {
  _id: string;
  number?: number;
  phase: string;
  map: string;
  teams: { blu: Record<string, { role: string }>; red: Record<string, { role: string }> };
}

/** The page is no wider than the window (no sideways scroll); a failure names the element sticking out furthest. */
export async function expectNoSidewaysScroll(page: Page, where: string, { soft = false } = {}): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    let widest = '';
    let right = window.innerWidth;
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} right=${Math.round(box.right)}`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
  });
  (soft ? expect.soft : expect)(scrollWidth, `${where}: scrolls sideways ${widest}`).toBeLessThanOrEqual(innerWidth);
}
