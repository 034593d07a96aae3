import { expect } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, shot, signedInContext as signedIn } from './support.ts';

/**
 * Nobody is always left out (docs/product.md "Seating"): a player queued as a third medic is a
 * reserve of the pug that starts; they stay queued with a "Priority" mark, and are seated first in
 * the next round. PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const RESERVE = { steamid: '76561198700000131', alias: 'Left Out Medic' };
const ADMIN = { steamid: '76561198700000139', alias: 'Left Out Admin' };
const DUMMIES = 76561198870000000n;
/** The eleven other seats of a sixes pug, medics first. */
const OTHER_SEATS = ['medic', 'medic', ...['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman'].flatMap((r) => [r, r])];

test('a reserve of one pug is marked "Priority" and seated first in the next one', async ({ browser }) => {
  test.setTimeout(120_000);
  const reserveContext = await signedIn(browser, RESERVE);
  const admin = await signedIn(browser, ADMIN, true);
  const dummy = async (n: number, roles: string[]) => {
    const res = await admin.request.post('/api/queueRole', { data: { queueName: 'sixes', roles, userSteamId: String(DUMMIES + BigInt(n)), isDummy: true } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const page = await reserveContext.newPage();
  await page.goto('/?pugId=sixes');
  await closeTutorialWhenShown(page);
  const medic = page.getByTestId('slot-medic');
  const card = medic.locator('[data-self]');

  // Round 1: two medics are in first; the player adds as a third medic, a reserve.
  await dummy(1, ['medic']);
  await dummy(2, ['medic']);
  await page.getByRole('button', { name: 'Add Medic as reserve' }).click();
  await expect(card.getByText('Reserve 1')).toBeVisible();
  for (const [i, role] of OTHER_SEATS.slice(2).entries()) await dummy(3 + i, [role]);
  // The dummies ready and vote by themselves: the pug starts without the reserve, who stays queued.
  await expect(card.getByText('Priority', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Reserve 1')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Ready up!' })).toHaveCount(0);
  await shot(page, 'left-out-priority');

  // Round 2: two more medics and the other seats; the player with priority is seated (asked to ready up).
  for (const [i, role] of OTHER_SEATS.entries()) await dummy(20 + i, [role]);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await expect(medic.getByText('Reserve 1')).toBeVisible();
  await expect(medic.locator('[data-self]').getByText('Reserve 1')).toHaveCount(0);
  await shot(page, 'left-out-seated-first');
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('region', { name: 'Vote for a map' });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.locator('button[data-map]').first().click();

  // The pug starts with the player in it; the medic left out in turn gets priority, and leaves (the lobby is free for the next spec).
  await expect
    .poll(
      async () => {
        const res = await admin.request.get('/api/queues');
        const sixes = ((await res.json()) as { name: string; state: { _queuePlayers: Record<string, { priority?: true }> } }[]).find(
          (q) => q.name === 'sixes',
        )!;
        return Object.values(sixes.state._queuePlayers).map((p) => p.priority === true);
      },
      { timeout: 30_000 },
    )
    .toEqual([true]);
  await dummy(21, []);
  await Promise.all([reserveContext, admin].map((c) => c.close()));
});
