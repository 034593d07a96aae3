import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { startTf2Sim, type Tf2Simulator } from '../test-tools/tf2-sim/index.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, signedInContext as signedIn, tutorialHadItsChance } from './support.ts';

/**
 * Match day on every page (docs/decisions.md "Match day: every page knows"): a player queued from
 * the lobby sees "[n/12] Sixes · Medic" in the header and the tab on the ladder; the ready-up
 * starts while they are on their profile, they reload it and the ready-up is there, and in a new
 * tab too (the server's state, no event seen), and readying there works; their pug starts while
 * they are on the ladder: a banner that stays (a reload too) leads to the pug's page, where "Join
 * the server" is in view at 1440x900 and 390x844; an admin bans them from the admin pages during
 * the pug and their open page drops the credentials, and the server kicks them. Screenshots of
 * each step at both widths go to PUG_SHOTS_DIR when it is set.
 */
const PLAYER = { steamid: '76561198830000001', alias: 'Everywhere Medic' };
const ADMIN = { steamid: '76561198830000009', alias: 'Everywhere Admin' };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shots(page: Page, name: string): Promise<void> {
  if (!process.env.PUG_SHOTS_DIR) return;
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${process.env.PUG_SHOTS_DIR}/every-page-${name}-${label}.png`, fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

/** The element lies wholly inside the viewport, without scrolling. */
async function expectInView(page: Page, what: Locator): Promise<void> {
  const box = await what.boundingBox();
  const size = page.viewportSize()!;
  expect(box, 'visible').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
}

let sim: Tf2Simulator;
test.beforeAll(async () => {
  sim = await startTf2Sim({ rconPassword: 'every-page-rcon', name: 'Sim Everywhere' });
});
test.afterAll(async () => {
  await sim?.stop();
});

test('queued, the ready-up after a reload, the pug start and the join block on every page; a ban clears the credentials', async ({ browser }) => {
  test.setTimeout(180_000);
  const [player, admin] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, ADMIN, true)]);
  const waiting = (await (
    await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [], phases: ['Pregame', 'Playing'] } })
  ).json()) as { _id: string }[];
  for (const left of waiting) await admin.request.post(`/api/pug/${left._id}/cancel`, { data: { reason: 'left by an earlier journey' } });
  const added = await admin.request.post('/api/servers/', {
    data: { name: 'Sim Everywhere', ipport: sim.ipport, rconPassword: 'every-page-rcon', region: 'na' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const serverId = ((await added.json()) as { _id: string })._id;

  const page = await player.newPage();
  await page.setViewportSize(DESKTOP);
  await closeTutorialWhenShown(page);
  await page.goto('/?pugId=sixes');
  // The newcomer's tutorial opening over the page took the Add click once (a fresh-clone run): it gets its chance first.
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();

  // 6: on the ladder, the header and the tab say so.
  await page.goto('/players');
  const pill = page.getByRole('link', { name: /^Queued \[\d+\/12\] Sixes · Medic$/ });
  await expect(pill).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(/^\[\d+\/12\] Sixes · Medic$/);
  await shots(page, 'queued-on-ladder');
  await page.setViewportSize(PHONE);
  await expect(pill).toBeVisible();
  await expectInView(page, pill);
  await page.setViewportSize(DESKTOP);

  // 1: the ready-up starts while the player is on their profile; they reload it: the ready-up is there, and readying works.
  await page.goto(`/players/${PLAYER.steamid}`);
  await expect(pill).toBeVisible({ timeout: 15_000 });
  await fillSixesWithDummies(admin, ['medic'], 76561198830000100n);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(readyUp).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/players/${PLAYER.steamid}$`));
  await shots(page, 'ready-up-after-reload');
  // A new tab (a link from Discord) knows it too, from the server alone, and readies there.
  const tab = await player.newPage();
  await closeTutorialWhenShown(tab);
  await tab.goto(`/players/${PLAYER.steamid}`);
  const inTab = tab.getByRole('dialog', { name: 'Ready up!' });
  await expect(inTab).toBeVisible({ timeout: 15_000 });
  await inTab.getByRole('button', { name: 'Ready up' }).click();
  await tab.close();
  const vote = page.getByRole('dialog', { name: /^Sixes.*: vote for a map$/ });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await page.goto('/players');
  await expect(vote).toBeVisible({ timeout: 15_000 });
  await vote.getByRole('region', { name: 'Vote for a map' }).getByRole('button').first().click();

  // 3: the pug starts while the player is on the ladder: a banner that stays, a reload too.
  const banner = page.getByRole('status', { name: /^Your pug #\d+ is starting — join the server$/ });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/players$/);
  await page.reload();
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await shots(page, 'pug-starting-on-ladder');
  await banner.getByRole('link', { name: 'Go to your pug' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pugs\/[^/]+$/);
  const pugId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);

  // 4: the join block first, in view at both widths, with a large Join and the deadline.
  const join = page.getByRole('region', { name: 'Join server' });
  const joinLink = join.getByRole('link', { name: 'Join', exact: true });
  await expect(joinLink).toBeVisible({ timeout: 40_000 });
  await expect(join.getByTestId('join-deadline')).toHaveText(/^Join within \d+:\d\d or a sub is called$/);
  await expect(banner).toHaveCount(0);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectInView(page, join);
  }
  await page.setViewportSize(DESKTOP);
  await shots(page, 'join-block');

  // 2: the player is on the server; an admin bans them: their open page drops the credentials, the server kicks them.
  const creds = (await (await player.request.get(`/api/pugCreds/${pugId}`)).json()) as { password: string };
  sim.connect({ steamid: PLAYER.steamid, name: PLAYER.alias, team: 'Blue' });
  await expect(join.getByLabel('Connect command')).toContainText(creds.password);
  // The admin bans them from the admin pages.
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto('/admin/players');
  // The same for the admin, a newcomer too: once the tutorial opened over this page, the player's link never showed.
  await tutorialHadItsChance(adminPage);
  await adminPage.getByLabel('Search players').fill('Everywhere Med');
  await adminPage.getByRole('link', { name: PLAYER.alias }).click();
  await adminPage.getByRole('button', { name: 'Ban or restrict…' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Discipline ${PLAYER.alias}` });
  await dialog.getByLabel(/Reason/).fill('Match day test ban');
  await dialog.getByLabel('Duration').selectOption('7d');
  await dialog.getByRole('button', { name: 'Ban player' }).click();
  await expect(adminPage.getByRole('table', { name: `Discipline history of ${PLAYER.alias}` })).toContainText('Match day test ban');
  await expect(join).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(creds.password);
  await expect(page.getByRole('link', { name: 'Join', exact: true })).toHaveCount(0);
  await expect.poll(() => sim.connected.has(PLAYER.steamid), { timeout: 15_000 }).toBe(false);
  await expect.poll(() => sim.cvars.get('sv_password'), { timeout: 15_000 }).not.toBe(creds.password);
  await shots(page, 'after-ban');

  await admin.request.post(`/api/pug/${pugId}/cancel`, { data: { reason: 'end of the every-page test' } });
  // Its simulator stops with the spec: the server goes too, or it would take the next journey's pug first.
  await expect.poll(async () => (await admin.request.delete(`/api/servers/${serverId}`)).status(), { timeout: 15_000 }).toBeLessThan(300);
  await Promise.all([player, admin].map((c) => c.close()));
});
