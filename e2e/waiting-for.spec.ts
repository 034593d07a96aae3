import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, shot, signedInContext as signedIn } from './support.ts';

/**
 * What the queue is waiting for (domain waitingFor.ts): two players add, one of them for two
 * classes (pocket scout and medic); the lobby and the tab title say which classes are still missing,
 * counting that player once, and follow as dummies add; in the ready-up each player reads the class
 * they play, the flexible player the medic seat the seating gave them. PUG_E2E_VIEWPORT=390x844
 * walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const FLEX = { steamid: '76561198700000141', alias: 'Flex Scout Medic' };
const DEMO = { steamid: '76561198700000142', alias: 'Waiting Demo' };
const ADMIN = { steamid: '76561198700000149', alias: 'Waiting Admin' };
const DUMMIES = 76561198880000000n;

async function openLobby(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/?pugId=sixes');
  await closeTutorialWhenShown(page);
  await expect(page.getByRole('tab', { name: /Sixes/ })).toHaveAttribute('aria-selected', 'true');
  return page;
}

test('the lobby says what it is waiting for, counting a player added for two classes once; the ready-up says each class', async ({ browser }) => {
  test.setTimeout(120_000);
  const [flexContext, demoContext] = await Promise.all([signedIn(browser, FLEX), signedIn(browser, DEMO)]);
  const admin = await signedIn(browser, ADMIN, true);
  const dummy = async (n: number, roles: string[]) => {
    const res = await admin.request.post('/api/queueRole', { data: { queueName: 'sixes', roles, userSteamId: String(DUMMIES + BigInt(n)), isDummy: true } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const [flex, demo] = await Promise.all([openLobby(flexContext), openLobby(demoContext)]);
  const waiting = (page: Page) => page.getByTestId('waiting-for');

  // One player adds for pocket scout and medic, the other for demoman: their chips show on each class they added for.
  await flex.getByRole('button', { name: 'Add Pocket Scout', exact: true }).click();
  await expect(flex.getByTestId('slot-pocketscout').locator('[data-self]')).toBeVisible();
  await flex.getByRole('button', { name: 'Add Medic', exact: true }).click();
  // They sit in one seat (pocket scout, listed first); the medic chip says so.
  await expect(flex.getByTestId('slot-medic').locator('[data-self]')).toContainText('Seated as Pocket Scout');
  await expect(flex.getByTestId('slot-pocketscout').locator('[data-self]')).toContainText('Also Medic');
  await expect(flex.getByTestId('added-for')).toHaveText('You are added for Pocket Scout, Medic: you play one of them.');
  await demo.getByRole('button', { name: 'Add Demoman', exact: true }).click();
  // The flexible player sits as pocket scout: both medic seats are still missing.
  for (const page of [flex, demo]) {
    await expect(waiting(page)).toHaveText('Waiting for 2 flank scouts, 1 pocket scout, 2 roamer soldiers, 2 pocket soldiers, 1 demoman, 2 medics');
  }
  await shot(flex, 'waiting-for-two-classes');

  // Dummies add; the lobby follows on both pages.
  for (const [i, role] of ['roamerscout', 'roamerscout', 'roamersoldier', 'roamersoldier', 'pocketsoldier', 'pocketsoldier', 'pocketscout'].entries()) {
    await dummy(1 + i, [role]);
  }
  for (const page of [flex, demo]) await expect(waiting(page)).toHaveText('Waiting for 1 demoman, 2 medics');
  await dummy(10, ['medic']);
  for (const page of [flex, demo]) await expect(waiting(page)).toHaveText('Waiting for 1 demoman, 1 medic');
  // A second pocket scout: the flexible player moves to the medic seat, counted once.
  await dummy(11, ['pocketscout']);
  for (const page of [flex, demo]) await expect(waiting(page)).toHaveText('Waiting for 1 demoman');
  await expect(flex.getByTestId('slot-pocketscout').locator('[data-self]')).toContainText('Seated as Medic');
  await expect(flex.getByTestId('slot-pocketscout').getByText(/^Reserve/)).toHaveCount(0);
  await expect(flex).toHaveTitle('[11/12] Sixes · Pocket Scout, Medic · waiting for 1 demoman');
  await expect(demo).toHaveTitle('[11/12] Sixes · Demoman · waiting for 1 demoman');
  await shot(demo, 'waiting-for-one-demoman');

  // The last demoman: the pug can fill, the ready-up starts; each player reads the class they play.
  await dummy(12, ['demoman']);
  const dialogs = [flex, demo].map((page) => page.getByRole('dialog', { name: 'Ready up!' }));
  await expect(dialogs[0]!.getByTestId('ready-up-class')).toHaveText('You play Medic', { timeout: 20_000 });
  await expect(dialogs[1]!.getByTestId('ready-up-class')).toHaveText('You play Demoman', { timeout: 20_000 });
  await expect(waiting(flex)).toHaveCount(0);
  await shot(flex, 'waiting-for-ready-up-medic');

  // Both ready up and vote (the dummies do by themselves): the pug starts and the lobby is free for the next spec.
  for (const dialog of dialogs) await dialog.getByRole('button', { name: 'Ready up' }).click();
  for (const page of [flex, demo]) {
    const vote = page.getByRole('region', { name: 'Vote for a map' });
    await expect(vote).toBeVisible({ timeout: 20_000 });
    await vote.locator('button[data-map]').first().click();
  }
  await expect
    .poll(
      async () => {
        const res = await admin.request.get('/api/queues');
        const sixes = ((await res.json()) as { name: string; state: { _queuePlayers: Record<string, unknown> } }[]).find((q) => q.name === 'sixes')!;
        return Object.keys(sixes.state._queuePlayers).length;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await Promise.all([flexContext, demoContext, admin].map((c) => c.close()));
});
