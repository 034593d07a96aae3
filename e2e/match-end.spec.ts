import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startTf2Sim, type SimPlayer, type Tf2Simulator } from '../test-tools/tf2-sim/index.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signedInContext as signedIn } from './support.ts';

/**
 * The end of a match (issue 25 items 4, 5, 7): a pug is played to the end on the simulated TF2
 * server; its page, opened by number (`/pugs/N`), says "#N", shows the server and who has joined
 * while it runs, then the result and each player's elo change, and the player gets the elo toast
 * with the result. A second pug, called off by an admin, reads "Ended by an admin" with the reason.
 * PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const PLAYER = { steamid: '76561198700000071', alias: 'End Medic' };
const ADMIN = { steamid: '76561198700000079', alias: 'End Admin' };

interface WirePug {
  _id: string;
  number?: number;
  phase: string;
  map: string;
  teams: { blu: Record<string, unknown>; red: Record<string, unknown> };
}

let sim: Tf2Simulator;
test.beforeAll(async () => {
  sim = await startTf2Sim({ rconPassword: 'match-end-rcon', name: 'Sim End' });
});
test.afterAll(async () => {
  await sim?.stop();
});

/** The player queues as Medic from the ladder, dummies fill the lobby, the player readies and votes: the pug starts. */
async function playRound(page: Page, admin: BrowserContext, dummyBase: bigint): Promise<WirePug> {
  await page.goto('/?pugId=sixes');
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Ladder' }).first()).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], dummyBase);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('dialog', { name: /^Sixes.*: vote for a map$/ });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.getByRole('region', { name: 'Vote for a map' }).getByRole('button').first().click();
  await expect(vote).toBeHidden({ timeout: 30_000 });
  let pug: WirePug | undefined;
  await expect
    .poll(
      async () => {
        const pugs = (await (
          await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [PLAYER.steamid] } })
        ).json()) as WirePug[];
        pug = pugs.find((p) => p.phase === 'Pregame' || p.phase === 'Playing');
        return pug?._id ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return pug!;
}

test('a pug played to the end shows #N, the result and elo changes; one an admin called off reads "Ended by an admin"', async ({ browser }) => {
  test.setTimeout(180_000);
  const [player, admin] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, ADMIN, true)]);
  // Pugs earlier journeys left waiting for a server would take this one first: call them off.
  const waiting = (await (
    await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [], phases: ['Pregame', 'Playing'] } })
  ).json()) as WirePug[];
  for (const left of waiting) await admin.request.post(`/api/pug/${left._id}/cancel`, { data: { reason: 'left by an earlier journey' } });
  const added = await admin.request.post('/api/servers/', { data: { name: 'Sim End', ipport: sim.ipport, rconPassword: 'match-end-rcon', region: 'na' } });
  expect(added.ok(), await added.text()).toBe(true);
  const page = await player.newPage();
  await closeTutorialWhenShown(page);

  const pug = await playRound(page, admin, 76561198800000000n);
  expect(pug.number, 'the pug has a number').toBeGreaterThan(0);
  // The API names the pug by its number too.
  expect(((await (await player.request.get(`/api/pug/${pug.number}`)).json()) as WirePug)._id).toBe(pug._id);

  // Its page by number: "#N", the server card and who has joined, live.
  await expect
    .poll(async () => ((await (await player.request.get('/api/serverList')).json()) as { pugId: string | null }[]).some((s) => s.pugId === pug._id), {
      timeout: 40_000,
    })
    .toBe(true);
  await page.goto(`/pugs/${pug.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pug #${pug.number} on ${pug.map}` })).toBeVisible();
  const serverCard = page.getByRole('group', { name: 'Game server' });
  await expect(serverCard).toContainText('Sim End');
  await expect(page.getByTestId(`on-server-${PLAYER.steamid}`)).toHaveText('Server: Not joined');

  const simPlayers: SimPlayer[] = [
    ...Object.keys(pug.teams.blu).map((steamid, i) => ({ steamid, name: `Blu ${i}`, team: 'Blue' as const })),
    ...Object.keys(pug.teams.red).map((steamid, i) => ({ steamid, name: `Red ${i}`, team: 'Red' as const })),
  ];
  for (const p of simPlayers) sim.connect(p);
  await expect(page.getByTestId(`on-server-${PLAYER.steamid}`)).toHaveText(/Server: Joined (BLU|RED)/, { timeout: 15_000 });
  await expect(serverCard.getByLabel('Server map')).toHaveText(pug.map, { timeout: 40_000 });
  await expect(page.getByText(/Watch on SourceTV: connect 127\.0\.0\.1:\d+/)).toBeVisible();
  await shot(page, 'pug-live');
  await sim.playScriptedMatch(simPlayers, { gap: 30 });

  // The end: the result, each player's elo change, and the toast with the result on the page.
  await expect(page.getByRole('heading', { name: 'Result: RED won 1 – 3' })).toBeVisible({ timeout: 20_000 });
  const changes = page.getByRole('table', { name: 'Elo changes' });
  await expect(changes.getByRole('row')).toHaveCount(13, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(`#${pug.number} on ${pug.map}: RED won 1 – 3.`)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await shot(page, 'pug-result');

  // A second pug, called off by an admin.
  const second = await playRound(page, admin, 76561198810000000n);
  expect(second.number).toBeGreaterThan(pug.number!);
  const cancelled = await admin.request.post(`/api/pug/${second._id}/cancel`, { data: { reason: 'Wrong teams' } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.goto(`/pugs/${second.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pug #${second.number} on ${second.map}` })).toBeVisible();
  await expect(page.getByText('Ended by an admin')).toHaveCount(2);
  await expect(page.getByText(/Wrong teams \(cancelled by End Admin\)\. No result/)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toHaveCount(0);
  await shot(page, 'pug-ended-by-admin');

  // The history names both by number and says how each ended.
  await page.goto('/pugs');
  await expect(page.getByRole('link', { name: `#${second.number}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${pug.number}`, exact: true })).toBeVisible();
  await shot(page, 'pug-history');
});
