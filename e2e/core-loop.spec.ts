import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { setCaptains, test } from './shared-site.ts';
import { PICK_TIMEOUT_S } from '../domain/src/constants.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, signIn } from './support.ts';

/**
 * The core loop in the composed site: two players signed in (dev sign-in) in two browser
 * contexts and ten dummy players added by an admin fill the sixes lobby; the two ready up in the
 * dialog, vote a map, and both see the pug start with themselves on a team.
 */
const PLAYERS = [
  { steamid: '76561198700000001', alias: 'Loop Medic', role: 'medic', label: 'Medic' },
  { steamid: '76561198700000002', alias: 'Loop Demo', role: 'demoman', label: 'Demoman' },
] as const;
const ADMIN = { steamid: '76561198700000009', alias: 'Loop Admin' };
async function signedIn(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signIn(context, who, admin);
  return context;
}

/** The page whose captain is on turn ("Your turn to pick"), waiting for one; null once the draft is over. */
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

async function openLobby(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/?pugId=sixes');
  await closeTutorialWhenShown(page);
  await expect(page.getByRole('tab', { name: /Sixes/ })).toHaveAttribute('aria-selected', 'true');
  return page;
}

test('two players and dummies fill a lobby, ready up, vote and see the pug start on a team', async ({ browser }) => {
  test.setTimeout(90_000);
  const contexts = await Promise.all(PLAYERS.map((p) => signedIn(browser, p)));
  const admin = await signedIn(browser, ADMIN, true);
  const pages = await Promise.all(contexts.map(openLobby));

  // Signed in, each player adds a class by clicking its slot's button; both pages follow live.
  for (const [i, player] of PLAYERS.entries()) {
    await pages[i]!.getByRole('button', { name: `Add ${player.label}`, exact: true }).click();
    for (const page of pages) await expect(page.getByTestId(`slot-${player.role}`).getByText(player.alias)).toBeVisible();
  }
  await expect(pages[0]!.getByTestId('slot-medic').locator('[data-self]')).toContainText(PLAYERS[0].alias);

  // An admin fills the other ten seats with dummy players (they ready up and vote by themselves).
  await fillSixesWithDummies(
    admin,
    PLAYERS.map((p) => p.role),
    76561198710000000n,
  );

  // The lobby is full: each player gets the ready-up dialog with its countdown and readies up.
  for (const page of pages) {
    const dialog = page.getByRole('dialog', { name: 'Ready up!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/^\d+ s$/);
    await dialog.getByRole('button', { name: 'Ready up' }).click();
  }
  // Everyone is ready (the dummies by themselves): the round moves on and the dialog closes.
  for (const [i, page] of pages.entries()) {
    await expect(page.getByRole('dialog', { name: 'Ready up!' })).toBeHidden();
    await expect(page.getByTestId(`slot-${PLAYERS[i]!.role}`).locator('[data-self]').getByRole('img', { name: 'Ready' })).toBeVisible();
  }

  // The map vote: each player votes for the first candidate.
  for (const page of pages) {
    const vote = page.getByRole('region', { name: 'Vote for a map' });
    await expect(vote).toBeVisible();
    await vote.getByRole('button').first().click();
  }

  // The pug starts (balanced: no captains); both players see it with themselves on a team.
  for (const [i, page] of pages.entries()) {
    const teams = page.getByTestId('team-blu').or(page.getByTestId('team-red'));
    await expect(teams.first()).toBeVisible({ timeout: 30_000 });
    const mine = page.locator('[data-testid^="team-"]').filter({ hasText: PLAYERS[i]!.alias });
    await expect(mine).toHaveCount(1);
    await expect(mine.locator('[data-self]')).toContainText(PLAYERS[i]!.alias);
    const other = PLAYERS[1 - i]!;
    await expect(page.locator('[data-testid^="team-"]').filter({ hasText: other.alias })).toHaveCount(1);
    // The lobby emptied for the next pug.
    await expect(page.getByText('0 / 12 players')).toBeVisible();
  }

  await Promise.all([...contexts, admin].map((c) => c.close()));
});

test('with two captains, each drafts in turn from the legal players until the pug starts', async ({ browser }) => {
  test.setTimeout(120_000);
  const captains = [
    { steamid: '76561198700000011', alias: 'Cap Medic', role: 'medic', label: 'Medic' },
    { steamid: '76561198700000012', alias: 'Cap Demo', role: 'demoman', label: 'Demoman' },
  ] as const;
  const contexts = await Promise.all(captains.map((p) => signedIn(browser, p)));
  const admin = await signedIn(browser, ADMIN, true);
  await setCaptains(
    admin,
    captains.map((c) => c.steamid),
    'sixes',
  );
  const pages = await Promise.all(contexts.map(openLobby));
  for (const [i, c] of captains.entries()) {
    await pages[i]!.getByRole('button', { name: `Add ${c.label}`, exact: true }).click();
    await expect(pages[i]!.getByTestId(`slot-${c.role}`).getByText(c.alias)).toBeVisible();
  }
  await fillSixesWithDummies(
    admin,
    PLAYERS.map((p) => p.role),
    76561198720000000n,
  );
  for (const page of pages) await page.getByRole('dialog', { name: 'Ready up!' }).getByRole('button', { name: 'Ready up' }).click();
  for (const page of pages) await page.getByRole('region', { name: 'Vote for a map' }).getByRole('button').first().click();

  // The draft: both see it; whoever's turn it is picks the first legal player, until both teams are full.
  for (const page of pages) await expect(page.getByRole('heading', { name: "Captains' draft" })).toBeVisible();
  // The captain on turn reloads mid-draft: the api offers the pick again, so they can still pick.
  const reloaded = await captainOnTurn(pages);
  expect(reloaded, 'a captain is on turn').not.toBeNull();
  await reloaded!.reload();
  await expect(reloaded!.getByText('Your turn to pick')).toBeVisible({ timeout: 15_000 });
  // Until the draft is over. On a slow machine a captain's PICK_TIMEOUT_S may run out first: the
  // server picks for them and the turn moves on, so each round asks again who is on turn.
  let picks = 0;
  for (let page = await captainOnTurn(pages); page; page = await captainOnTurn(pages)) {
    const pool = page.getByRole('region', { name: 'Players to pick' });
    const choice = pool.locator('[role="button"]:not([aria-disabled="true"])').first();
    const text = await choice.innerText({ timeout: 5_000 }).catch(() => null);
    const alias = text?.split('\n')[0]!.trim();
    // Either can fail when the turn moved on meanwhile: ask again who is on turn.
    if (
      !alias ||
      !(await choice.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    // The pick is in when the player leaves the pool (or the pool is gone: the pug starts).
    await expect(pool.getByText(alias, { exact: true })).toHaveCount(0);
    picks++;
  }
  expect(picks, 'the captains picked').toBeGreaterThan(0);

  // Both captains are on their own team (a captain each), and the pug has started.
  for (const [i, page] of pages.entries()) {
    const mine = page.locator('[data-testid^="team-"]').filter({ hasText: captains[i]!.alias });
    await expect(mine).toHaveCount(1, { timeout: 30_000 });
    await expect(mine.locator('[data-captain]').filter({ hasText: captains[i]!.alias })).toHaveCount(1);
    await expect(mine).not.toContainText(captains[1 - i]!.alias);
  }
  await Promise.all([...contexts, admin].map((c) => c.close()));
});
