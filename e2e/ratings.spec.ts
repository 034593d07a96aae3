import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { setCaptains, test } from './shared-site.ts';
import { PICK_TIMEOUT_S } from '../domain/src/constants.ts';
import { closeTutorialWhenShown, expectNoSidewaysScroll, fillSixesWithDummies, shot, signedInContext as signedIn } from './support.ts';

/**
 * Ratings you can trust (docs/product.md "Rules", "Elo"): an admin sets a player's rating with a
 * reason and sees it in the player's rating history and the audit log, and the player's profile
 * shows it; in a captains' draft the captains see a "New" mark on provisional players (fewer than
 * 10 pugs in the class), a queued player who is no captain does not. PUG_E2E_VIEWPORT=390x844 walks
 * it on a phone; PUG_E2E_SHOTS=dir saves screenshots. Dummies: 96 (support.ts).
 */
const ADMIN = { steamid: '76561198960000099', alias: 'Rating Admin' };
const ROOKIE = { steamid: '76561198960000098', alias: 'Rating Rookie' };
const CAPTAINS = [
  { steamid: '76561198960000097', alias: 'Rating Medic', role: 'medic', label: 'Medic' },
  { steamid: '76561198960000096', alias: 'Rating Demo', role: 'demoman', label: 'Demoman' },
] as const;

/** The page whose captain is on turn; null once the draft is over (draft-maps.spec.ts). */
async function captainOnTurn(pages: Page[]): Promise<Page | null> {
  const until = Date.now() + (PICK_TIMEOUT_S + 15) * 1000;
  while (Date.now() < until) {
    for (const page of pages) if (await page.getByText('Your turn to pick').isVisible()) return page;
    const drafting = await Promise.all(pages.map((page) => page.getByRole('heading', { name: "Captains' draft" }).isVisible()));
    if (!drafting.some(Boolean)) return null;
    await pages[0]!.waitForTimeout(100);
  }
  throw new Error('No captain got a turn to pick');
}

test('an admin sets a rating with a reason: the rating history, the audit log and the profile show it', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN, true);
  const rookie = await signedIn(browser, ROOKIE);
  const page = await admin.newPage();
  await page.goto(`/admin/players/${ROOKIE.steamid}`);
  await closeTutorialWhenShown(page);
  await expect(page.getByRole('heading', { name: 'Ratings' })).toBeVisible();

  await page.getByRole('button', { name: 'Adjust a rating…' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust ${ROOKIE.alias}'s rating` });
  await dialog.getByLabel('Format').selectOption('sixes');
  await dialog.getByLabel('Class').selectOption('medic');
  await dialog.getByLabel(/New elo/).fill('9000');
  await dialog.getByLabel(/Reason/).fill('Plays Main on another account');
  await dialog.getByRole('button', { name: 'Set rating' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The elo must be a number from 500 to 3000');
  await dialog.getByLabel(/New elo/).fill('1650');
  await shot(page, 'rating-adjust-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Set rating' }).click();
  await expect(dialog).toBeHidden();

  const ratings = page.getByRole('table', { name: `Ratings of ${ROOKIE.alias}` });
  const row = ratings.getByRole('row').filter({ hasText: 'Sixes Medic' });
  await expect(row).toContainText('1650');
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  const history = page.getByRole('table', { name: `Rating history of ${ROOKIE.alias} in Sixes Medic, newest first` });
  await expect(history).toContainText('Adjustment');
  await expect(history).toContainText('Plays Main on another account');
  await expect(history).toContainText('→ 1650');
  await shot(page, 'rating-history');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expectNoSidewaysScroll(page, 'the admin player page with ratings');

  await page.goto('/admin/audit');
  const log = page.getByRole('table', { name: 'Admin actions, newest first' });
  const entry = log.getByRole('row').filter({ hasText: 'Plays Main on another account' });
  await expect(entry).toContainText('Adjust rating');
  await expect(entry).toContainText(ROOKIE.alias);
  await shot(page, 'rating-audit');

  // The player's own profile shows the rating, as it shows every elo.
  const own = await rookie.newPage();
  await own.goto(`/players/${ROOKIE.steamid}`);
  await closeTutorialWhenShown(own);
  const stats = own.getByRole('table', { name: 'Sixes: elo and results by class' });
  await expect(stats.getByRole('row').filter({ hasText: 'Medic' })).toContainText('1650');
  await Promise.all([admin.close(), rookie.close()]);
});

test('in a captains’ draft the captains see a "New" mark on provisional players; a queued player who is no captain does not', async ({ browser }) => {
  test.setTimeout(150_000);
  const contexts = await Promise.all([...CAPTAINS, { ...ROOKIE, role: 'roamerscout', label: 'Flank Scout' }].map((p) => signedIn(browser, p)));
  const admin = await signedIn(browser, ADMIN, true);
  await setCaptains(
    admin,
    CAPTAINS.map((c) => c.steamid),
    'sixes',
  );
  const players = [...CAPTAINS, { ...ROOKIE, role: 'roamerscout', label: 'Flank Scout' }] as const;
  const pages: Page[] = [];
  for (const [i, p] of players.entries()) {
    const page = await contexts[i]!.newPage();
    await page.goto('/?pugId=sixes');
    await closeTutorialWhenShown(page);
    await page
      .getByRole('button', { name: `Add ${p.label}`, exact: true })
      .first()
      .click();
    await expect(page.getByTestId(`slot-${p.role}`).getByText(p.alias)).toBeVisible();
    pages.push(page);
  }
  await fillSixesWithDummies(
    admin,
    players.map((p) => p.role),
    76561198960000000n,
  );
  for (const page of pages) await page.getByRole('dialog', { name: 'Ready up!' }).getByRole('button', { name: 'Ready up' }).click();
  for (const page of pages) await page.getByRole('region', { name: 'Vote for a map' }).locator('button[data-map]').first().click({ timeout: 20_000 });

  const captainPages = pages.slice(0, 2);
  const rookiePage = pages[2]!;
  for (const page of captainPages) await expect(page.getByRole('heading', { name: "Captains' draft" })).toBeVisible({ timeout: 30_000 });
  await expect(rookiePage.getByRole('heading', { name: "Captains' draft" })).toBeVisible();
  // Everyone here is new to the site (dummies and players alike): every candidate is provisional.
  const pool = captainPages[0]!.getByRole('region', { name: 'Players to pick' });
  await expect(pool.getByText('New', { exact: true }).first()).toBeVisible();
  await expect(pool.getByText('New', { exact: true }).first()).toHaveAttribute('title', /^Provisional in .*: fewer than 10 pugs/);
  await shot(captainPages[0]!, 'draft-new-mark');
  await expect(
    rookiePage
      .getByRole('region', { name: 'Players to pick' })
      .getByText(/ · \d+ elo$/)
      .first(),
  ).toBeVisible();
  await expect(rookiePage.getByRole('region', { name: "Captains' draft" }).getByText('New', { exact: true })).toHaveCount(0);
  await shot(rookiePage, 'draft-no-mark-for-players');

  // Finish the draft (the lobby is free for the next spec); the server may pick for a slow captain.
  for (let onTurn = await captainOnTurn(captainPages); onTurn; onTurn = await captainOnTurn(captainPages)) {
    const choice = onTurn.getByRole('region', { name: 'Players to pick' }).locator('[role="button"]:not([aria-disabled="true"])').first();
    await choice.click({ timeout: 5_000 }).catch(() => undefined);
    await onTurn.waitForTimeout(200);
  }
  await Promise.all([...contexts, admin].map((c) => c.close()));
});
