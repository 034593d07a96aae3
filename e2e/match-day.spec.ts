import { expect } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signedInContext as signedIn, tutorialHadItsChance } from './support.ts';

/**
 * Match day: a player who wandered off to the ladder gets the ready-up and
 * the map vote there and answers them; later their seat needs a sub ("I need a sub") and a player
 * on another page sees the banner, confirms, and is seated. PUG_E2E_VIEWPORT=390x844 walks it on a
 * phone; PUG_E2E_SHOTS=dir saves screenshots of each prompt.
 */
const PLAYER = { steamid: '76561198700000051', alias: 'Day Medic' };
const SUB = { steamid: '76561198700000052', alias: 'Day Sub' };
const ADMIN = { steamid: '76561198700000059', alias: 'Day Admin' };

test('the ready-up and map vote reach a player on the ladder; a sub needed reaches a player on another page, who confirms and is seated', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [player, sub, admin] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, SUB), signedIn(browser, ADMIN, true)]);
  const page = await player.newPage();
  await closeTutorialWhenShown(page);
  await page.goto('/?pugId=sixes');
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();

  // Off to the ladder (a navigation inside the site), then the lobby fills.
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Ladder' }).first()).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], 76561198790000000n);

  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/players$/);
  await shot(page, 'ready-up-on-ladder', { fullPage: false });
  // A focus-trapping dialog: Tab stays inside it.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await readyUp.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await readyUp.getByRole('button', { name: 'Ready up' }).click();

  const vote = page.getByRole('dialog', { name: /^Sixes.*: vote for a map$/ });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await shot(page, 'map-vote-on-ladder', { fullPage: false });
  await vote.getByRole('region', { name: 'Vote for a map' }).getByRole('button').first().click();
  await expect(vote).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The pug runs; the player asks for their own sub from the pug's page.
  const pugs = await (await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [PLAYER.steamid] } })).json();
  const pug = (pugs as { _id: string; phase: string }[]).find((p) => p.phase === 'Pregame' || p.phase === 'Playing')!;
  expect(pug, 'the pug started').toBeTruthy();

  const other = await sub.newPage();
  await closeTutorialWhenShown(other);
  await other.goto(`/players/${PLAYER.steamid}`);
  await expect(other.getByText(PLAYER.alias).first()).toBeVisible();

  await page.goto(`/pugs/${pug._id}`);
  await page.getByRole('button', { name: `Actions for ${PLAYER.alias}` }).click();
  await page.getByRole('menuitem', { name: 'I need a sub' }).click();
  await expect(page.getByText('Needs sub').first()).toBeVisible();

  // The other player, on a profile page, hears of it: a banner with "Sub in", reached by keyboard.
  const banner = other.getByRole('region', { name: 'Subs needed' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText(`in place of ${PLAYER.alias}`);
  await shot(other, 'sub-banner');
  const subIn = banner.getByRole('button', { name: `Sub in for ${PLAYER.alias}` });
  await subIn.focus();
  await other.keyboard.press('Enter');
  const confirm = other.getByRole('dialog', { name: `Sub in for ${PLAYER.alias}?` });
  await expect(confirm).toBeVisible();
  await other.waitForTimeout(300); // the dialog's entrance
  await shot(other, 'sub-confirm');
  await confirm.getByRole('button', { name: 'Sub in' }).click();

  // Seated: the pug's page, with the sub on the team; the banner is gone; the player who left is told.
  await expect(other).toHaveURL(new RegExp(`/pugs/${pug._id}$`));
  await expect(other.locator('[data-testid^="team-"]').filter({ hasText: SUB.alias })).toHaveCount(1);
  await expect(other.getByRole('region', { name: 'Subs needed' })).toHaveCount(0);
  await expect(page.getByText(/You were subbed out of the sixes pug/).first()).toBeVisible({ timeout: 15_000 });

  const cancelled = await admin.request.post(`/api/pug/${pug._id}/cancel`, { data: { reason: 'end of the match-day test' } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await Promise.all([player, sub, admin].map((c) => c.close()));
});
