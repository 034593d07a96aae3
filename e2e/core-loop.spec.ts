import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

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
const DUMMY_ROLES = [
  'roamerscout', 'roamerscout', 'pocketscout', 'pocketscout', 'roamersoldier', 'roamersoldier',
  'pocketsoldier', 'pocketsoldier', 'demoman', 'medic',
];
const dummySteamid = (i: number) => String(76561198710000000n + BigInt(i + 1));

async function signedIn(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext();
  const res = await context.request.post('/auth/dev-login', { data: { steamid: who.steamid, alias: who.alias, ...(admin ? { admin } : {}) } });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

async function openLobby(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/?pugId=sixes');
  // A new player gets the first-run tutorial (mf-tutorial) whenever it loads: close it to reach the lobby.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome!' }), async (tutorial) => {
    await tutorial.getByRole('button', { name: 'Close' }).click();
  });
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
  for (const [i, role] of DUMMY_ROLES.entries()) {
    const res = await admin.request.post('/api/queueRole', { data: { queueName: 'sixes', roles: [role], userSteamId: dummySteamid(i), isDummy: true } });
    expect(res.ok(), await res.text()).toBe(true);
  }

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
