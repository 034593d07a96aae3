import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, signedInContext as signedIn, tutorialHadItsChance } from './support.ts';

/**
 * Friends (domain/src/lobby/friends.ts): a queued medic marks a queued demoman from the demoman's
 * card menu, both pages show the pair, the demoman is told and refuses, and the pair is gone on
 * both pages. Walked at 1440×900 and again at 390×844; PUG_E2E_SHOTS=dir saves screenshots.
 */
const MEDIC = { steamid: '76561198890000001', alias: 'Friendly Medic' };
const DEMO = { steamid: '76561198890000002', alias: 'Friendly Demo' };
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.PUG_E2E_SHOTS;
  if (!dir) return;
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png`, fullPage: true });
}

test('a medic marks a queued demoman as friend; both see the pair; the demoman refuses it', async ({ browser }) => {
  test.setTimeout(120_000);
  const [medicContext, demoContext] = await Promise.all([signedIn(browser, MEDIC), signedIn(browser, DEMO)]);
  const medic = await medicContext.newPage();
  const demo = await demoContext.newPage();
  for (const [page, label] of [
    [medic, 'Medic'],
    [demo, 'Demoman'],
  ] as const) {
    await page.goto('/?pugId=sixes');
    await closeTutorialWhenShown(page);
    await tutorialHadItsChance(page);
    await page.getByRole('button', { name: `Add ${label}`, exact: true }).click();
  }
  await expect(medic.getByTestId('slot-demoman').getByText(DEMO.alias)).toBeVisible();
  await expect(demo.getByTestId('slot-medic').getByText(MEDIC.alias)).toBeVisible();

  for (const size of SIZES) {
    await medic.setViewportSize(size);
    await demo.setViewportSize(size);
    // The medic marks the demoman from the demoman's card menu, with the keyboard.
    // (Tabbing to it brings it on screen; at 390 px it sits at the bottom edge of the first screen.)
    const actions = medic.getByRole('button', { name: `Actions for ${DEMO.alias}` });
    await actions.scrollIntoViewIfNeeded();
    await actions.focus();
    await medic.keyboard.press('Enter');
    await medic.getByRole('menuitem', { name: 'Mark as friend' }).click();
    await expect(medic.getByTestId('slot-medic').getByText(`Friend: ${DEMO.alias}`)).toBeVisible();
    await expect(demo.getByTestId('slot-demoman').getByText(`Friend of ${MEDIC.alias}`)).toBeVisible();
    const notice = demo.getByRole('status', { name: `${MEDIC.alias} marked you as their friend` });
    await expect(notice).toBeVisible();
    await screenshot(medic, 'friends-marked-medic');
    await screenshot(demo, 'friends-marked-demo');
    // Nothing on the page scrolls sideways at this width.
    expect(await demo.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The demoman refuses: the pair is gone on both pages.
    await notice.getByRole('button', { name: 'Refuse' }).click();
    await expect(notice).toBeHidden();
    await expect(medic.getByText(`Friend: ${DEMO.alias}`)).toHaveCount(0);
    await expect(demo.getByText(`Friend of ${MEDIC.alias}`)).toHaveCount(0);
    await screenshot(demo, 'friends-refused-demo');
  }

  // Leave the lobby as it was for the next spec.
  await medic.getByRole('button', { name: 'Remove Medic' }).click();
  await demo.getByRole('button', { name: 'Remove Demoman' }).click();
  await expect(medic.getByTestId('slot-demoman').getByText(DEMO.alias)).toHaveCount(0);
  await medicContext.close();
  await demoContext.close();
});
