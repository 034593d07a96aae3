import { expect, type BrowserContext } from '@playwright/test';
import { test } from './shared-site.ts';
import { signIn } from './support.ts';

/**
 * A visitor's browser starts the page's AudioContext suspended until the page gets a click (the
 * autoplay policy); headless Chromium does not enforce that policy, so an init script restores
 * it: resume() only works during a user activation. The "Click anywhere to enable audio alerts"
 * modal shows, and a click anywhere unlocks audio and closes it.
 */
async function enforceAutoplayPolicy(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Real = window.AudioContext;
    class PolicyAudioContext extends Real {
      #unlocked = false;
      constructor(options?: AudioContextOptions) {
        super(options);
        void super.suspend();
      }
      override get state(): AudioContextState {
        return this.#unlocked ? super.state : 'suspended';
      }
      override resume(): Promise<void> {
        if (!navigator.userActivation.isActive) return Promise.resolve();
        this.#unlocked = true;
        return super.resume().then(() => {
          this.dispatchEvent(new Event('statechange'));
        });
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: PolicyAudioContext, configurable: true });
  });
}

/** A seeded demo player (api/src/db/seed-data.ts) who has finished the tutorial. */
const RETURNING_PLAYER = { steamid: '76561198000000002', alias: 'Market Gardener' };

test('a signed-in player is asked to click once, and a click anywhere enables audio alerts', async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  await enforceAutoplayPolicy(context);
  await signIn(context, RETURNING_PLAYER);
  const page = await context.newPage();
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Click anywhere to enable audio alerts' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Enable audio alerts');
  for (const [name, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    const file = testInfo.outputPath(`audio-unlock-${name}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`audio-unlock-${name}`, { path: file, contentType: 'image/png' });
    if (process.env.PUG_SHOTS_DIR) await page.screenshot({ path: `${process.env.PUG_SHOTS_DIR}/audio-unlock-${name}.png` });
  }
  await page.mouse.click(5, 5);
  await expect(modal).toHaveCount(0);
  await context.close();
});

test('the click that unlocks audio also does what it clicked: a tab behind the prompt is selected at once', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await enforceAutoplayPolicy(context);
  await signIn(context, RETURNING_PLAYER);
  const page = await context.newPage();
  await page.goto('/');
  const prompt = page.getByRole('dialog', { name: 'Click anywhere to enable audio alerts' });
  await expect(prompt).toBeVisible();
  const highlander = page.getByRole('tab', { name: /Highlander/ });
  await expect(highlander).toHaveAttribute('aria-selected', 'false');
  // One click, no retry: a modal's overlay took this click (Playwright waits, then fails on "intercepts pointer events").
  // Held down as long as a player's press (audio resumes before the release): the prompt must not
  // leave, moving the tab from under the pointer, before the click.
  await highlander.click({ timeout: 3000, delay: 300 });
  await expect(highlander).toHaveAttribute('aria-selected', 'true');
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => navigator.userActivation.hasBeenActive)).toBe(true);
  await context.close();
});

test('a new player sees the tutorial alone, not stacked under the audio modal; closing it leaves no second modal', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await enforceAutoplayPolicy(context);
  await signIn(context, { steamid: '76561198740000041', alias: 'Quiet Player' });
  const page = await context.newPage();
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  const audioModal = page.getByRole('dialog', { name: 'Click anywhere to enable audio alerts', includeHidden: true });
  await expect(audioModal).toHaveCount(0);
  const file = testInfo.outputPath('tutorial-without-audio-modal-phone.png');
  await page.screenshot({ path: file });
  await testInfo.attach('tutorial-without-audio-modal-phone', { path: file, contentType: 'image/png' });
  if (process.env.PUG_SHOTS_DIR) await page.screenshot({ path: `${process.env.PUG_SHOTS_DIR}/tutorial-without-audio-modal-phone.png` });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
  await expect(audioModal).toHaveCount(0);
  await context.close();
});

test('signed out, nobody is asked about audio', async ({ browser }) => {
  const context = await browser.newContext();
  await enforceAutoplayPolicy(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Sixes/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Click anywhere to enable audio alerts' })).toHaveCount(0);
  await context.close();
});
