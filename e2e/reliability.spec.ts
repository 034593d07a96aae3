import { expect, test, type Browser } from '@playwright/test';
import { startOwnSite, type OwnSite } from './own-site.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signedInContext, tutorialHadItsChance } from './support.ts';

/**
 * Reliability (docs/product.md "Rules"): a player lets a ready-up run out with the page open, gets
 * a strike and a queue cooldown; the lobby (no Add, why and until when) and their profile say so; an
 * admin sees the strike on the player's admin page and lifts it with a reason; the player queues
 * again. PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 *
 * On a site of its own (e2e/own-site.ts): the journey waits out a whole ready-up, a minute in which
 * the shared site's sixes lobby could serve no other spec; here it runs beside them.
 */
const PLAYER = { steamid: '76561198700000141', alias: 'Flaky Medic' };
const ADMIN = { steamid: '76561198700000149', alias: 'Reliability Admin' };
const DUMMIES = 76561198860000000n;

let own: OwnSite | undefined;
test.beforeAll(async () => {
  own = await startOwnSite('reliability');
});
test.afterAll(async () => {
  await own?.stop();
});

const signedIn = (browser: Browser, who: { steamid: string; alias: string }, admin = false) => signedInContext(browser, who, admin, own!.url);

test('a missed ready-up puts the player in a cooldown the lobby and profile explain; an admin lifts it and the player queues again', async ({ browser }) => {
  // The ready-up countdown is 60 s (docs/product.md "Constants"): the player lets it run out.
  test.setTimeout(180_000);
  const playerContext = await signedIn(browser, PLAYER);
  const admin = await signedIn(browser, ADMIN, true);
  const page = await playerContext.newPage();
  await closeTutorialWhenShown(page);
  await page.goto('/?pugId=sixes');
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove Medic' })).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], DUMMIES);

  // The ready-up comes; the player does not answer.
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await expect(readyUp).toBeHidden({ timeout: 90_000 });

  // The lobby: no Add, the reason and the end time, on the board and in each class slot.
  const cooldown = page.getByRole('status', { name: 'You are in a queue cooldown' });
  await expect(cooldown).toBeVisible({ timeout: 15_000 });
  await expect(cooldown).toContainText(/You missed a ready-up: you can queue again at \d{4}-\d\d-\d\d \d\d:\d\d UTC \(cooldown level 1\)\./);
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByTestId('slot-medic').getByText(/^In cooldown until /)).toBeVisible();
  await shot(page, 'reliability-lobby-cooldown', { fullPage: false });

  // The api refuses a join all the same (403 with the reason).
  const refused = await playerContext.request.post('/api/queueRole', {
    data: { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: PLAYER.steamid },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^You missed a ready-up: you can queue again at /);

  // Their own profile says it too.
  await page.goto(`/players/${PLAYER.steamid}`);
  await expect(page.getByRole('status', { name: 'You are in a queue cooldown' })).toBeVisible();
  await shot(page, 'reliability-profile-cooldown', { fullPage: false });

  // The dummies leave (the lobby is free for the player's return).
  for (let i = 1; i <= 11; i++) {
    const res = await admin.request.post('/api/queueRole', {
      data: { queueName: 'sixes', roles: [], userSteamId: String(DUMMIES + BigInt(i)), isDummy: true },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // An admin sees the strike and lifts it with a reason.
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto(`/admin/players/${PLAYER.steamid}`);
  const strikes = adminPage.getByRole('table', { name: `Strikes of ${PLAYER.alias}` });
  await expect(strikes).toContainText('Missed ready-up');
  await expect(adminPage.getByText('Level 1')).toBeVisible();
  await expect(adminPage.getByText(/^In cooldown until /)).toBeVisible();
  await shot(adminPage, 'reliability-admin-player', { fullPage: false });
  await adminPage.getByLabel(/Reason to lift/).fill('The ready-up sound did not play');
  await adminPage.getByRole('button', { name: 'Lift cooldown and strikes' }).click();
  await expect(adminPage.getByText('No cooldown')).toBeVisible();
  await expect(adminPage.getByText('Level 0')).toBeVisible();

  // The audit log keeps the reason.
  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByText('The ready-up sound did not play')).toBeVisible();

  // The player queues again.
  await page.goto('/?pugId=sixes');
  await expect(page.getByRole('status', { name: 'You are in a queue cooldown' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove Medic' })).toBeVisible();
  await shot(page, 'reliability-lobby-queued-again', { fullPage: false });
  await page.getByRole('button', { name: 'Remove Medic' }).click();
  await expect(page.getByRole('button', { name: 'Add Medic', exact: true })).toBeVisible();
  await Promise.all([playerContext, admin].map((c) => c.close()));
});
