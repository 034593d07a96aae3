import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { startTf2Sim, type SimPlayer, type Tf2Simulator } from '../test-tools/tf2-sim/index.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signedInContext as signedIn, tutorialHadItsChance, type WirePug } from './support.ts';

/**
 * The end of a match: a pug is played to the end on the simulated TF2
 * server; its page, opened by number (`/pugs/N`), says "#N", shows the server and who has joined
 * while it runs, then the result and each player's elo change, and the player gets the elo toast
 * with the result ("RED won 3–1"), a timeline with the sub taken before the match, and no sub
 * request. A second pug, called off by an admin with a seat waiting for a sub, reads "Ended by an
 * admin" with the reason and offers no "Sub in" (the api refuses it: 409).
 * PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves screenshots.
 */
const PLAYER = { steamid: '76561198700000071', alias: 'End Medic' };
const ADMIN = { steamid: '76561198700000079', alias: 'End Admin' };
/** Takes a seat an admin opened in the first pug, before the match: the finished page shows a sub. */
const SUB = { steamid: '76561198700000072', alias: 'End Sub' };

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
  // The tutorial opening over the page took the Add click once (a fresh-clone run): it gets its chance first.
  await tutorialHadItsChance(page);
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
  const [player, admin, sub] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, ADMIN, true), signedIn(browser, SUB)]);
  // Pugs earlier journeys left waiting for a server would take this one first: call them off.
  const waiting = (await (
    await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [], phases: ['Pregame', 'Playing'] } })
  ).json()) as WirePug[];
  for (const left of waiting) await admin.request.post(`/api/pug/${left._id}/cancel`, { data: { reason: 'left by an earlier journey' } });
  const added = await admin.request.post('/api/servers/', { data: { name: 'Sim End', ipport: sim.ipport, rconPassword: 'match-end-rcon', region: 'na' } });
  expect(added.ok(), await added.text()).toBe(true);
  const serverId = ((await added.json()) as { _id: string })._id;
  const page = await player.newPage();
  await closeTutorialWhenShown(page);

  const started = await playRound(page, admin, 76561198800000000n);
  expect(started.number, 'the pug has a number').toBeGreaterThan(0);
  // A sub before the match: an admin opens a RED dummy's seat, End Sub takes it.
  const subbedOut = Object.keys(started.teams.red).find((steamid) => steamid !== PLAYER.steamid)!;
  const forced = await admin.request.post(`/api/forceSub/${started._id}`, { data: { playerId: subbedOut } });
  expect(forced.ok(), await forced.text()).toBe(true);
  const took = await sub.request.post(`/api/acceptSub/${started._id}`, { data: { playerId: subbedOut } });
  expect(took.ok(), await took.text()).toBe(true);
  const pug = (await took.json()) as WirePug;
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
  await expect(page.getByRole('heading', { name: 'Result: RED won 3–1' })).toBeVisible({ timeout: 20_000 });
  const changes = page.getByRole('table', { name: 'Elo changes' });
  await expect(changes.getByRole('row')).toHaveCount(13, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(`#${pug.number} on ${pug.map}: RED won 3–1.`)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  // Finished: no sub request; the timeline has the start, the joins, the sub and the end.
  await expect(page.getByRole('button', { name: /Sub in/ })).toHaveCount(0);
  await expect(page.getByText('Needs sub', { exact: true })).toHaveCount(0);
  const timeline = page.getByTestId('pug-timeline');
  await expect(timeline.getByText(`Pug started on ${pug.map}`)).toBeVisible();
  await expect(timeline.getByText(/ joined (BLU|RED) on the server$/).first()).toBeVisible();
  await expect(timeline.getByText(new RegExp(`^${SUB.alias} subbed in for .+ \\(RED `))).toBeVisible();
  await expect(timeline.getByRole('listitem').last()).toContainText('Pug over: RED won 3–1');
  // Elo as integers with the signed change, after the result ("1612 (+14)").
  await expect(changes.getByTestId(`elo-change-${PLAYER.steamid}`)).toHaveText(/^[+-]\d+$/);
  await shot(page, 'pug-result');

  // A second pug, called off by an admin.
  const second = await playRound(page, admin, 76561198810000000n);
  expect(second.number).toBeGreaterThan(pug.number!);
  // A seat waiting for a sub when the admin calls the pug off: no sub request is left on its page.
  const open = Object.keys(second.teams.blu).find((steamid) => steamid !== PLAYER.steamid)!;
  expect((await admin.request.post(`/api/forceSub/${second._id}`, { data: { playerId: open } })).ok()).toBe(true);
  const cancelled = await admin.request.post(`/api/pug/${second._id}/cancel`, { data: { reason: 'Wrong teams' } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.goto(`/pugs/${second.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pug #${second.number} on ${second.map}` })).toBeVisible();
  await expect(page.getByText('Ended by an admin', { exact: true })).toHaveCount(2);
  await expect(page.getByText(/Wrong teams \(cancelled by End Admin\)\. No result/)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Needs sub', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Sub in/ })).toHaveCount(0);
  expect((await sub.request.post(`/api/acceptSub/${second._id}`, { data: { playerId: open } })).status()).toBe(409);
  await shot(page, 'pug-ended-by-admin');
  // The admin sees no sub request either.
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto(`/pugs/${second.number}`);
  await expect(adminPage.getByText('Ended by an admin').first()).toBeVisible();
  await expect(adminPage.getByText('Needs sub', { exact: true })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: /Sub in/ })).toHaveCount(0);
  await shot(adminPage, 'pug-ended-by-admin-as-admin');

  // The history names both by number and says how each ended.
  await page.goto('/pugs');
  await expect(page.getByRole('link', { name: `#${second.number}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${pug.number}`, exact: true })).toBeVisible();
  await shot(page, 'pug-history');

  // Its simulator stops with the spec: the server goes too, or it would take the next journey's pug
  // first (once released from the pug called off).
  await expect.poll(async () => (await admin.request.delete(`/api/servers/${serverId}`)).status(), { timeout: 15_000 }).toBeLessThan(300);
});
