import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { startTf2Sim, type Tf2Simulator } from '../test-tools/tf2-sim/index.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signedInContext as signedIn, type WirePug, tutorialHadItsChance } from './support.ts';

/**
 * The log feed is verified before the match: two simulated servers, the first (higher priority)
 * taking RCON but never sending a log line. The pug's page shows the set-up step by step: the
 * log check, "No log lines from Silent Sim: trying again", the second silence, then "Moved to Feed
 * Sim", and the server card names Feed Sim. PUG_E2E_SHOTS=dir saves screenshots.
 */
const PLAYER = { steamid: '76561198700000091', alias: 'Feed Medic' };
const ADMIN = { steamid: '76561198700000099', alias: 'Feed Admin' };

let silent: Tf2Simulator;
let feed: Tf2Simulator;
test.beforeAll(async () => {
  silent = await startTf2Sim({ rconPassword: 'silent-rcon', name: 'Silent Sim' });
  silent.muteLogs = true;
  feed = await startTf2Sim({ rconPassword: 'feed-rcon', name: 'Feed Sim' });
});
test.afterAll(async () => {
  await silent?.stop();
  await feed?.stop();
});

const livePugs = async (admin: BrowserContext, users: string[]) =>
  (await (
    await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users, phases: ['Pregame', 'Playing'] } })
  ).json()) as WirePug[];

async function startPug(page: Page, admin: BrowserContext): Promise<WirePug> {
  await page.goto('/?pugId=sixes');
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();
  // Away from the queue page, the round's prompts come as dialogs.
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Ladder' }).first()).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], 76561198840000000n);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('dialog', { name: /^Sixes.*: vote for a map$/ });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.getByRole('region', { name: 'Vote for a map' }).getByRole('button').first().click();
  let pug: WirePug | undefined;
  await expect.poll(async () => (pug = (await livePugs(admin, [PLAYER.steamid]))[0])?._id ?? null, { timeout: 30_000 }).not.toBeNull();
  return pug!;
}

test('a server whose log lines never arrive: the pug moves, and its page says each step', async ({ browser }) => {
  test.setTimeout(150_000);
  const [player, admin] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, ADMIN, true)]);
  // Pugs earlier journeys left waiting for a server would take these servers first: call them off.
  for (const left of await livePugs(admin, [])) await admin.request.post(`/api/pug/${left._id}/cancel`, { data: { reason: 'left by an earlier journey' } });
  const ids: string[] = [];
  for (const [sim, rconPassword, priority] of [
    [silent, 'silent-rcon', 90],
    [feed, 'feed-rcon', 80],
  ] as const) {
    const added = await admin.request.post('/api/servers/', { data: { name: sim.name, ipport: sim.ipport, rconPassword, region: 'na', priority } });
    expect(added.ok(), await added.text()).toBe(true);
    ids.push(((await added.json()) as { _id: string })._id);
  }
  const page = await player.newPage();
  await closeTutorialWhenShown(page);
  const pug = await startPug(page, admin);
  await page.goto(`/pugs/${pug.number}`);
  const steps = page.getByRole('list', { name: 'Server set-up' });
  await expect(steps).toContainText('Checking the log feed…', { timeout: 20_000 });
  await expect(steps.getByText('No log lines from Silent Sim: trying again')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'log-feed-retrying');
  await expect(steps.getByText('No log lines from Silent Sim again: looking for another server')).toBeVisible({ timeout: 30_000 });
  await expect(steps.getByRole('listitem').last()).toHaveText('Moved to Feed Sim', { timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Game server' })).toContainText('Feed Sim');
  // The seated player's "Join" gets the second server's connect command.
  await expect(page.getByRole('region', { name: 'Join server' }).getByLabel('Connect command')).toContainText(`connect ${feed.ipport};`, { timeout: 15_000 });
  await shot(page, 'log-feed-moved');
  expect(silent.commands).not.toContain('kickall');

  // Clean up for the journeys after this one: the pug called off, both servers removed.
  await admin.request.post(`/api/pug/${pug._id}/cancel`, { data: { reason: 'end of the log feed journey' } });
  for (const id of ids) await expect.poll(async () => (await admin.request.delete(`/api/servers/${id}`)).status(), { timeout: 15_000 }).toBeLessThan(300);
});
