import { expect, type Page } from '@playwright/test';
import { setCaptains, test } from './shared-site.ts';
import { closeTutorialWhenShown, shot, signedInContext as signedIn, type WirePug, tutorialHadItsChance } from './support.ts';

/**
 * The pug page of a drafted Highlander pug: each team is listed in class order (scout to spy), not
 * in pick order, each player with a class icon named for the class; the timeline starts with the
 * pug on its map. An admin then forces a sub and calls the pug off: no "Needs sub" or "Sub in" is
 * left, for the player or the admin. PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir
 * saves screenshots.
 */
const CAPTAINS = [
  { steamid: '76561198700000081', alias: 'HL Medic', role: 'medic', label: 'Medic' },
  { steamid: '76561198700000082', alias: 'HL Demo', role: 'demoman', label: 'Demoman' },
] as const;
const ADMIN = { steamid: '76561198700000089', alias: 'HL Admin' };
const CLASSES = ['scout', 'soldier', 'pyro', 'demoman', 'heavy', 'engineer', 'medic', 'sniper', 'spy'];
const CLASS_NAMES = ['Scout', 'Soldier', 'Pyro', 'Demoman', 'Heavy', 'Engineer', 'Medic', 'Sniper', 'Spy'];

async function captainOnTurn(pages: Page[]): Promise<Page | null> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    for (const page of pages) if (await page.getByText('Your turn to pick').isVisible()) return page;
    const drafting = await Promise.all(pages.map((page) => page.getByRole('heading', { name: "Captains' draft" }).isVisible()));
    if (!drafting.some(Boolean)) return null;
    await pages[0]!.waitForTimeout(100);
  }
  throw new Error('No captain got a turn to pick');
}

test('a drafted Highlander pug lists each team scout to spy with class icons; called off, it offers no sub', async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts = await Promise.all(CAPTAINS.map((p) => signedIn(browser, p)));
  const admin = await signedIn(browser, ADMIN, true);
  await setCaptains(
    admin,
    CAPTAINS.map((c) => c.steamid),
    'highlander',
  );
  const pages: Page[] = [];
  for (const [i, c] of CAPTAINS.entries()) {
    const page = await contexts[i]!.newPage();
    await closeTutorialWhenShown(page);
    await page.goto('/?pugId=highlander');
    await tutorialHadItsChance(page);
    await page.getByRole('button', { name: `Add ${c.label}`, exact: true }).click();
    await expect(page.getByTestId(`slot-${c.role}`).getByText(c.alias)).toBeVisible();
    pages.push(page);
  }
  // Dummies (range 85) fill the other 16 seats.
  const seats = CLASSES.flatMap((role) => [role, role]);
  for (const c of CAPTAINS) seats.splice(seats.indexOf(c.role), 1);
  for (const [i, role] of seats.entries()) {
    const res = await admin.request.post('/api/queueRole', {
      data: { queueName: 'highlander', roles: [role], userSteamId: String(76561198850000000n + BigInt(i + 1)), isDummy: true },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  for (const page of pages) await page.getByRole('dialog', { name: 'Ready up!' }).getByRole('button', { name: 'Ready up' }).click({ timeout: 20_000 });
  for (const page of pages) {
    const vote = page.getByRole('region', { name: 'Vote for a map' });
    await expect(vote).toBeVisible({ timeout: 20_000 });
    await vote.locator('button[data-map]').first().click();
  }
  await expect(pages[0]!.getByRole('heading', { name: "Captains' draft" })).toBeVisible({ timeout: 30_000 });
  for (let onTurn = await captainOnTurn(pages); onTurn; onTurn = await captainOnTurn(pages)) {
    const choice = onTurn.getByRole('region', { name: 'Players to pick' }).locator('[role="button"]:not([aria-disabled="true"])').first();
    await choice.click({ timeout: 5_000 }).catch(() => undefined);
    await onTurn.waitForTimeout(200);
  }

  let pug: WirePug | undefined;
  await expect
    .poll(
      async () => {
        const pugs = (await (
          await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [CAPTAINS[0].steamid] } })
        ).json()) as WirePug[];
        pug = pugs.find((p) => p.phase === 'Pregame' || p.phase === 'Playing');
        return pug?._id ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const started = pug!;
  // Stored in pick order: the captain (a medic or demoman) first.
  expect(Object.values(started.teams.blu).map((s) => s.role)).not.toEqual(CLASSES);

  const page = pages[0]!;
  await page.goto(`/pugs/${started.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pug #${started.number} on ${started.map}` })).toBeVisible();
  for (const team of ['BLU', 'RED']) {
    const icons = page.getByRole('region', { name: `${team} team` }).locator('svg[data-class]');
    await expect(icons).toHaveCount(9);
    expect(await icons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(CLASS_NAMES);
  }
  await expect(page.getByTestId('pug-timeline').getByText(`Pug started on ${started.map}`)).toBeVisible();
  await shot(page, 'pug-highlander-drafted');

  // An admin forces a sub, then calls the pug off: no sub request is left, for the player or the admin.
  const open = Object.keys(started.teams.red).find((steamid) => !CAPTAINS.some((c) => c.steamid === steamid))!;
  expect((await admin.request.post(`/api/forceSub/${started._id}`, { data: { playerId: open } })).ok()).toBe(true);
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto(`/pugs/${started.number}`);
  await expect(adminPage.getByText('Needs sub', { exact: true })).toBeVisible();
  const cancelled = await admin.request.post(`/api/pug/${started._id}/cancel`, { data: { reason: 'Server died' } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  for (const viewer of [page, adminPage]) {
    await expect(viewer.getByText('Ended by an admin').first()).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByText('Needs sub', { exact: true })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /Sub in/ })).toHaveCount(0);
  }
  await shot(adminPage, 'pug-highlander-ended-as-admin');
  await Promise.all([...contexts, admin].map((c) => c.close()));
});
