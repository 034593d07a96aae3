import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Signs a browser context in through the dev sign-in (the embedded defaults enable it). */
export async function signIn(context: BrowserContext, who: { steamid: string; alias: string }, admin = false): Promise<void> {
  const res = await context.request.post('/auth/dev-login', { data: { steamid: who.steamid, alias: who.alias, ...(admin ? { admin } : {}) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A new player gets the first-run tutorial (mf-tutorial) whenever it loads: close it to reach the page. */
export async function closeTutorialWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome!' }), async (tutorial) => {
    await tutorial.getByRole('button', { name: 'Close' }).click();
  });
}

/** The twelve seats of a sixes lobby: two of each class. */
const SIXES_SEATS = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'].flatMap((role) => [role, role]);

/**
 * Fills the sixes lobby's seats the real players left (`taken`: one role per seat they hold) with
 * dummy players, through the admin's POST /api/queueRole; dummy n has the steamid `base + n`.
 */
export async function fillSixesWithDummies(admin: BrowserContext, taken: readonly string[], base: bigint): Promise<void> {
  const left = [...SIXES_SEATS];
  for (const role of taken) left.splice(left.indexOf(role), 1);
  for (const [i, role] of left.entries()) {
    const res = await admin.request.post('/api/queueRole', {
      data: { queueName: 'sixes', roles: [role], userSteamId: String(base + BigInt(i + 1)), isDummy: true },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}
