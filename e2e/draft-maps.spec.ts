import { expect, type Page } from '@playwright/test';
import { setCaptains, test } from './shared-site.ts';
import { PICK_TIMEOUT_S } from '../domain/src/constants.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signedInContext as signedIn, tutorialHadItsChance } from './support.ts';

/**
 * Match day: the map vote shows a card per map with its picture (drawn by the
 * api, alt text = the map's name), and in a captains' draft the pill says "Drafting" and every
 * candidate shows their elo and division in their class. PUG_E2E_VIEWPORT=390x844 walks it on a
 * phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const CAPTAINS = [
  { steamid: '76561198700000061', alias: 'Draft Medic', role: 'medic', label: 'Medic' },
  { steamid: '76561198700000062', alias: 'Draft Demo', role: 'demoman', label: 'Demoman' },
] as const;
const ADMIN = { steamid: '76561198700000069', alias: 'Draft Admin' };

/** The page whose captain is on turn, waiting for one; null once the draft is over. */
async function captainOnTurn(pages: Page[]): Promise<Page | null> {
  // A turn comes as soon as the last pick lands; were a captain's page too slow to show it, the
  // server picks for them after PICK_TIMEOUT_S and the next turn comes.
  const until = Date.now() + (PICK_TIMEOUT_S + 15) * 1000;
  while (Date.now() < until) {
    for (const page of pages) if (await page.getByText('Your turn to pick').isVisible()) return page;
    const drafting = await Promise.all(pages.map((page) => page.getByRole('heading', { name: "Captains' draft" }).isVisible()));
    if (!drafting.some(Boolean)) return null;
    await pages[0]!.waitForTimeout(100);
  }
  throw new Error('No captain got a turn to pick');
}

test('the map vote shows map cards with pictures; the captains’ draft says Drafting and shows each candidate’s elo and division', async ({ browser }) => {
  test.setTimeout(120_000);
  const contexts = await Promise.all(CAPTAINS.map((p) => signedIn(browser, p)));
  const admin = await signedIn(browser, ADMIN, true);
  await setCaptains(
    admin,
    CAPTAINS.map((c) => c.steamid),
    'sixes',
  );
  const pages: Page[] = [];
  for (const [i, c] of CAPTAINS.entries()) {
    const page = await contexts[i]!.newPage();
    await page.goto('/?pugId=sixes');
    await closeTutorialWhenShown(page);
    await tutorialHadItsChance(page);
    await page.getByRole('button', { name: `Add ${c.label}`, exact: true }).click();
    await expect(page.getByTestId(`slot-${c.role}`).getByText(c.alias)).toBeVisible();
    pages.push(page);
  }
  await fillSixesWithDummies(
    admin,
    CAPTAINS.map((c) => c.role),
    76561198780000000n,
  );
  for (const page of pages) await page.getByRole('dialog', { name: 'Ready up!' }).getByRole('button', { name: 'Ready up' }).click();

  // The map vote: a card per candidate, its picture loaded, named by the map.
  const page = pages[0]!;
  const vote = page.getByRole('region', { name: 'Vote for a map' });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  const cards = vote.locator('button[data-map]');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const map = (await card.getAttribute('data-map'))!;
    const img = card.getByRole('img', { name: map, exact: true });
    await expect(img).toHaveAttribute('src', `/api/maps/${map}/image`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  }
  await shot(page, 'map-vote-cards');
  for (const p of pages) await p.getByRole('region', { name: 'Vote for a map' }).locator('button[data-map]').first().click();

  // The draft: the pill says Drafting; candidates show their class elo and division.
  await expect(page.getByRole('heading', { name: "Captains' draft" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Drafting', { exact: true })).toBeVisible();
  await expect(page.getByText('Picking Map', { exact: true })).toHaveCount(0);
  const pool = page.getByRole('region', { name: 'Players to pick' });
  await expect(pool.getByText(/ · \d+ elo$/).first()).toBeVisible();
  await expect(pool.locator('[data-division]').first()).toHaveText(/^(NC|AM|IM|MAIN|ADV|INV)$/);
  await shot(page, 'draft-elo-division');

  // Finish the draft (the lobby is free for the next spec); on a slow machine the server may pick for a captain.
  for (let onTurn = await captainOnTurn(pages); onTurn; onTurn = await captainOnTurn(pages)) {
    const choice = onTurn.getByRole('region', { name: 'Players to pick' }).locator('[role="button"]:not([aria-disabled="true"])').first();
    await choice.click({ timeout: 5_000 }).catch(() => undefined);
    await onTurn.waitForTimeout(200);
  }
  await Promise.all([...contexts, admin].map((c) => c.close()));
});
