import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, shot, signedInContext as signedIn } from './support.ts';

/**
 * Adding for the night (domain lobby/nightAdd.ts): a player adds to Sixes and Highlander at once
 * from the lobby's dialog, keyboard and mouse; the lobby says "Added to Sixes, Highlander until
 * HH:MM"; Sixes fills (dummies) and its ready-up takes them, Highlander drops them at once and the
 * line goes; they ready up and the pug starts, leaving both lobbies empty. An admin's lobby shows
 * the same control. PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const NIGHT = { steamid: '76561198910000101', alias: 'Night Owl' };
const ADMIN = { steamid: '76561198910000109', alias: 'Night Admin' };
const DUMMIES = 76561198910000000n;

async function openLobby(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/?pugId=sixes');
  await closeTutorialWhenShown(page);
  await expect(page.getByRole('tab', { name: /Sixes/ })).toHaveAttribute('aria-selected', 'true');
  return page;
}

const queued = async (admin: BrowserContext, queue: string) => {
  const res = await admin.request.get('/api/queues');
  const q = ((await res.json()) as { name: string; state: { _queuePlayers: Record<string, unknown> } }[]).find((x) => x.name === queue)!;
  return Object.keys(q.state._queuePlayers);
};

test('adds for the night to two queues; the first ready-up takes the player and the other drops them', async ({ browser }) => {
  test.setTimeout(120_000);
  const nightContext = await signedIn(browser, NIGHT);
  const admin = await signedIn(browser, ADMIN, true);
  const page = await openLobby(nightContext);
  const adminPage = await openLobby(admin);
  await expect(adminPage.getByRole('button', { name: 'Add for the night' })).toBeVisible();
  await shot(adminPage, 'night-add-admin-lobby', { fullPage: false });

  // The dialog: Sixes as medic by keyboard, Highlander as scout by mouse, for 3 h.
  await page.getByRole('button', { name: 'Add for the night' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add for the night' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add for 2 h' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Sixes/ }).focus();
  await page.keyboard.press('Space');
  await dialog
    .getByRole('group', { name: /Classes in Sixes/ })
    .getByRole('checkbox', { name: 'Medic' })
    .focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('checkbox', { name: /Highlander/ }).click();
  await dialog
    .getByRole('group', { name: /Classes in Highlander/ })
    .getByRole('checkbox', { name: 'Scout' })
    .click();
  await dialog.getByLabel('For how long').selectOption('180');
  // Tabbing never leaves the dialog.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await shot(page, 'night-add-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Add for 3 h' }).click();
  await expect(dialog).toBeHidden();
  const line = page.getByRole('status', { name: 'Added for the night' });
  await expect(line).toContainText(/^Added to Sixes, Highlander until \d\d:\d\d/);
  await expect(page.getByRole('tab', { name: /Highlander/ })).toBeVisible();
  expect(await queued(admin, 'highlander')).toEqual([NIGHT.steamid]);
  await shot(page, 'night-add-line');

  // Sixes fills: its ready-up takes the player; Highlander lets them go at once.
  const roles = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'].flatMap((r) => (r === 'medic' ? [r] : [r, r]));
  for (const [i, role] of roles.entries()) {
    const res = await admin.request.post('/api/queueRole', {
      data: { queueName: 'sixes', roles: [role], userSteamId: String(DUMMIES + BigInt(i + 1)), isDummy: true },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => queued(admin, 'highlander'), { timeout: 10_000 }).toEqual([]);
  await expect(line).toBeHidden();
  await shot(page, 'night-add-taken-ready-up', { fullPage: false });

  // They ready up and vote (the dummies do by themselves): the pug starts and both lobbies are empty.
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('region', { name: 'Vote for a map' });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.locator('button[data-map]').first().click();
  await expect.poll(() => queued(admin, 'sixes'), { timeout: 30_000 }).toEqual([]);
  expect(await queued(admin, 'highlander')).toEqual([]);
  await Promise.all([nightContext, admin].map((c) => c.close()));
});
