import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, idle, signIn, expectNoSidewaysScroll, tutorialHadItsChance } from './support.ts';

/**
 * Names of any legal length, and the tutorial on match day. Steam names reach 32 characters; the
 * widest glyphs make them several screens wide unbroken: a phone (390×844) must never scroll
 * sideways on the lobby, the profile, the pug's page (live and ended) or the sub-in dialog. A
 * newcomer who takes a sub seat is never shown the tutorial over the prompt or their live pug; it
 * comes once nothing is under way. PUG_E2E_SHOTS=dir saves screenshots.
 */
// '﷽' never offers a line break between two of them (fullwidth 'Ｗ' does, like ideographs): the
// player whose name fills the banner and the sub-in question has the unbreakable one.
const PLAYER = { steamid: '76561198760000061', alias: '﷽'.repeat(32) };
const SUB = { steamid: '76561198760000062', alias: 'Ｗ'.repeat(32) };
const ADMIN = { steamid: '76561198760000069', alias: 'Long Names Admin' };
const PHONE = { width: 390, height: 844 };

async function context(browser: import('@playwright/test').Browser, who: typeof PLAYER, admin = false, viewport = PHONE): Promise<BrowserContext> {
  const created = await browser.newContext({ viewport });
  await signIn(created, who, admin);
  return created;
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.PUG_E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/long-names-${name}.png` });
}

/** The page has settled: nothing fetched for a while (its data and remotes are in), and rendered since. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await idle(page);
}

/** The page never scrolls sideways: nothing is wider than the window. */
test('the longest names never push a phone page sideways; the tutorial waits until the newcomer has no match on', async ({ browser }) => {
  test.setTimeout(180_000);
  const [player, sub, admin] = await Promise.all([
    context(browser, PLAYER),
    context(browser, SUB),
    context(browser, ADMIN, true, { width: 1440, height: 900 }),
  ]);
  const page = await player.newPage();
  await closeTutorialWhenShown(page);

  // The lobby with the name in a class slot.
  await page.goto('/?pugId=sixes');
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();
  await expectNoSidewaysScroll(page, 'lobby');
  await shoot(page, 'lobby');

  // The profile, headed by the name.
  await page.goto(`/players/${PLAYER.steamid}`);
  await expect(page.getByRole('heading', { name: PLAYER.alias })).toBeVisible();
  await expectNoSidewaysScroll(page, 'profile');
  await shoot(page, 'profile');

  // The lobby fills (the player on the ladder: the prompts come there); they ready up and vote; the pug starts.
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Ladder' }).first()).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], 76561198840000000n);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('dialog', { name: /^Sixes.*: vote for a map$/ });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.getByRole('region', { name: 'Vote for a map' }).getByRole('button').first().click();
  await expect(vote).toBeHidden({ timeout: 30_000 });
  let pugId = '';
  await expect
    .poll(
      async () => {
        const pugs = (await (await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [PLAYER.steamid] } })).json()) as {
          _id: string;
          phase: string;
        }[];
        pugId = pugs.find((p) => p.phase === 'Pregame' || p.phase === 'Playing')?._id ?? '';
        return pugId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');

  // The live pug's page; the player asks for a sub.
  await page.goto(`/pugs/${pugId}`);
  await page.getByRole('button', { name: `Actions for ${PLAYER.alias}` }).click();
  await page.getByRole('menuitem', { name: 'I need a sub' }).click();
  await expect(page.getByText('Needs sub').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'live pug page');
  await shoot(page, 'pug-live');

  // A newcomer opens the ladder with a sub seat on offer: the sub banner, and no tutorial over it.
  const other = await sub.newPage();
  await other.goto('/players');
  const banner = other.getByRole('region', { name: 'Subs needed' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await tutorialHadItsChance(other);
  await expect(other.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
  await expectNoSidewaysScroll(other, 'sub banner');
  await banner.getByRole('button', { name: `Sub in for ${PLAYER.alias}` }).click();
  const confirm = other.getByRole('dialog', { name: `Sub in for ${PLAYER.alias}?` });
  await expect(confirm).toBeVisible();
  // The dialog's entrance has played out.
  await confirm.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await expectNoSidewaysScroll(other, 'sub-in dialog');
  const box = (await confirm.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await confirm.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await expect(confirm.getByRole('button', { name: 'Sub in' })).toBeInViewport();
  await shoot(other, 'sub-in-dialog');
  await confirm.getByRole('button', { name: 'Sub in' }).click();

  // Seated in a live pug, on its page and then on the lobby: still no tutorial.
  await expect(other).toHaveURL(new RegExp(`/pugs/${pugId}$`));
  await expect(other.locator('[data-testid^="team-"]').filter({ hasText: SUB.alias })).toHaveCount(1);
  await tutorialHadItsChance(other);
  await expect(other.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
  await expectNoSidewaysScroll(other, 'live pug page of the sub');
  await shoot(other, 'pug-live-sub');
  await other.goto('/');
  await expect(other.getByRole('tab', { name: /Sixes/ })).toBeVisible();
  await tutorialHadItsChance(other);
  await expect(other.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);

  // The admin's controls on the live pug, at 1440×900: two ways to end that read apart, auto-sub a switch.
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto(`/pugs/${pugId}`);
  const controls = adminPage.getByRole('region', { name: 'Admin controls' });
  await expect(controls.getByRole('button', { name: 'Cancel pug (no result)…' })).toBeVisible();
  await expect(controls.getByRole('switch', { name: 'Auto-sub: on' })).toBeVisible();
  await expectNoSidewaysScroll(adminPage, 'admin on the live pug page');
  await shoot(adminPage, 'admin-pug-1440');
  await adminPage.setViewportSize(PHONE);
  await expectNoSidewaysScroll(adminPage, 'admin on the live pug page, phone');
  await controls.scrollIntoViewIfNeeded();
  await shoot(adminPage, 'admin-pug-390');
  await adminPage.setViewportSize({ width: 1440, height: 900 });

  // The pug ends: its result page, with both names.
  const cancelled = await admin.request.post(`/api/pug/${pugId}/cancel`, { data: { reason: 'end of the long-names test' } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.goto(`/pugs/${pugId}`);
  await expect(page.getByText(/Ended by an admin|cancelled/i).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'ended pug page');
  await shoot(page, 'pug-ended');

  // Nothing under way any more: the newcomer now gets the tutorial, on a page that fits too.
  await other.reload();
  await expect(other.getByRole('dialog', { name: 'Welcome!' })).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(other, 'tutorial');

  // The player on a desktop: the header's account button, the ladder and the lobby hold the name too.
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/players', '/?pugId=sixes', `/players/${PLAYER.steamid}`]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page, `${path} at 1440`);
  }
  // The top bar's account button ends the name with an ellipsis instead of growing with it.
  expect((await page.getByTestId('account-menu').boundingBox())!.width).toBeLessThan(360);
  await shoot(page, 'profile-1440');

  // The admin's player page, at 1440×900.
  await adminPage.goto(`/admin/players/${PLAYER.steamid}`);
  await expect(adminPage.getByRole('heading', { name: PLAYER.alias, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(adminPage, 'admin player page');
  await shoot(adminPage, 'admin-player-1440');
  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByRole('table', { name: 'Admin actions, newest first' })).toBeVisible();
  await shoot(adminPage, 'admin-audit-1440');
  await adminPage.setViewportSize(PHONE);
  for (const path of [`/admin/players/${PLAYER.steamid}`, '/admin/audit', '/admin/servers']) {
    await adminPage.goto(path);
    await expect(adminPage.getByRole('main')).toBeVisible();
    await settled(adminPage);
    await expectNoSidewaysScroll(adminPage, `${path}, phone`);
    await shoot(adminPage, `admin-${path.split('/')[2]}-390`);
  }
  await Promise.all([player, sub, admin].map((c) => c.close()));
});
