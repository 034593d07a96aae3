import { expect } from '@playwright/test';
import { test } from './shared-site.ts';
import { startTf2Sim, type SimPlayer, type Tf2Simulator } from '../test-tools/tf2-sim/index.ts';
import {
  closeTutorialWhenShown,
  fillSixesWithDummies,
  shot,
  signedInContext as signedIn,
  expectNoSidewaysScroll,
  type WirePug,
  tutorialHadItsChance,
} from './support.ts';

/**
 * Profiles people share: a player the league knows (newest season: Main) shows a "MAIN" badge
 * beside their name on the lobby's card and in the pug's teams; a pug played to the end on the
 * simulated server puts the other eleven on their profile's "With and against", and a name lookup
 * finds one of them; the pug and the player pages, fetched with no script, carry their Open Graph
 * tags and a 1200×630 PNG card. PUG_E2E_VIEWPORT=390x844 walks it on a phone (no sideways scroll);
 * PUG_E2E_SHOTS=dir saves screenshots.
 */
// The league knows players 765611987000009xx (test-tools/league-sso/main.ts). A retry signs in two
// players of its own: the first attempt's pug would count on this one's profile.
const retried = (n: number) => String(76561198700000995n + BigInt(n) - 10n * BigInt(test.info().retry));
const DUMMIES = 76561198950000000n;

let sim: Tf2Simulator;
test.beforeAll(async () => {
  sim = await startTf2Sim({ rconPassword: 'mates-rcon', name: 'Sim Mates' });
});
test.afterAll(async () => {
  await sim?.stop();
});

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

test('the division beside a name, with and against on the profile, and link previews of the pug and the player', async ({ browser }) => {
  test.setTimeout(240_000);
  const PLAYER = { steamid: retried(0), alias: 'Mates Medic' };
  const ADMIN = { steamid: retried(1), alias: 'Mates Admin' };
  const [player, admin] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, ADMIN, true)]);
  // Pugs earlier journeys left waiting for a server would take this one's server first: call them off.
  const waiting = (await (
    await admin.request.post('/api/pugHistoryDict', { data: { keys: [], ids: [], maps: [], users: [], phases: ['Pregame', 'Playing'] } })
  ).json()) as WirePug[];
  for (const left of waiting) await admin.request.post(`/api/pug/${left._id}/cancel`, { data: { reason: 'left by an earlier journey' } });
  const added = await admin.request.post('/api/servers/', { data: { name: 'Sim Mates', ipport: sim.ipport, rconPassword: 'mates-rcon', region: 'na' } });
  expect(added.ok(), await added.text()).toBe(true);
  const serverId = ((await added.json()) as { _id: string })._id;
  // The league's seasons arrive at sign-in: the public user says the division.
  await expect
    .poll(async () => {
      const dict = (await (await player.request.post('/api/userDict/', { data: { keys: ['division'], users: [PLAYER.steamid] } })).json()) as Record<
        string,
        { division?: string }
      >;
      return dict[PLAYER.steamid]?.division ?? null;
    })
    .toBe('Main');

  // The lobby: the card shows the division beside the name, and the page stays within the window.
  const page = await player.newPage();
  await closeTutorialWhenShown(page);
  await page.goto('/?pugId=sixes');
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  const medic = page.getByTestId('slot-medic');
  await expect(medic.getByText(PLAYER.alias)).toBeVisible();
  const badge = medic.getByTitle('Division: Main');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-division', 'MAIN');
  await expectNoSidewaysScroll(page, 'lobby');
  await shot(page, 'mates-lobby-division');

  // A pug with dummies, played to the end on the simulated server.
  await fillSixesWithDummies(admin, ['medic'], DUMMIES);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  // On the lobby page the map vote is in the page (elsewhere a dialog).
  const vote = page.getByRole('region', { name: 'Vote for a map' });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.locator('button[data-map]').first().click();
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
  const started = pug!;
  // On this spec's server: a server an earlier journey left (its simulator gone) may take the pug
  // first, until its silent log feed moves the pug on.
  await expect
    .poll(
      async () =>
        ((await (await player.request.get('/api/serverList')).json()) as { _id: string; pugId: string | null }[]).some(
          (s) => s._id === serverId && s.pugId === started._id,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  const simPlayers: SimPlayer[] = [
    ...Object.keys(started.teams.blu).map((steamid, i) => ({ steamid, name: `Blu ${i}`, team: 'Blue' as const })),
    ...Object.keys(started.teams.red).map((steamid, i) => ({ steamid, name: `Red ${i}`, team: 'Red' as const })),
  ];
  for (const p of simPlayers) sim.connect(p);
  await page.goto(`/pugs/${started.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pug #${started.number} on ${started.map}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Game server' }).getByLabel('Server map')).toHaveText(started.map, { timeout: 40_000 });
  await sim.playScriptedMatch(simPlayers, { gap: 30 });
  // The last log line to the result on the page: the log intake, the match's end, the pug's finish and its broadcast,
  // which took over 20 s once in a fresh-clone run on a busy machine.
  await expect(page.getByRole('heading', { name: 'Result: RED won 3–1' })).toBeVisible({ timeout: 45_000 });
  // The pug's teams: the division beside the player's name.
  const mine = page.getByRole('region', { name: /^(BLU|RED) team$/ }).filter({ hasText: PLAYER.alias });
  await expect(mine.getByTitle('Division: Main')).toBeVisible();
  await expectNoSidewaysScroll(page, 'pug page');
  await shot(page, 'mates-pug-teams-division');

  // Link previews, fetched as a crawler does: no script, Accept */*.
  const crawl = async (path: string) => {
    const res = await player.request.get(path, { headers: { accept: '*/*' } });
    expect(res.status(), path).toBe(200);
    return res.text();
  };
  const pugHtml = await crawl(`/pugs/${started.number}`);
  expect(meta(pugHtml, 'og:title')).toBe(`Sixes #${started.number} · BLU 1–3 RED on ${started.map.split('_').slice(0, 2).join('_')}`);
  expect(meta(pugHtml, 'twitter:card')).toBe('summary_large_image');
  // The result is on the page before the elo moves (the completed pug's reaction rates it): wait for it.
  let playerHtml = '';
  await expect
    .poll(async () => meta((playerHtml = await crawl(`/players/${PLAYER.steamid}`)), 'og:description'), { timeout: 20_000 })
    .toMatch(/^Division: Main · elo Sixes Medic \d+( · .+)?$/);
  expect(meta(playerHtml, 'og:title')).toBe(PLAYER.alias);
  const image = await player.request.get(new URL(meta(playerHtml, 'og:image')!).pathname);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  // An unknown pug: the plain page.
  expect(meta(await crawl('/pugs/999999999'), 'og:title')).toBeUndefined();

  // The profile: with and against, and a lookup by name.
  const others = simPlayers.map((p) => p.steamid).filter((s) => s !== PLAYER.steamid);
  await page.goto(`/players/${PLAYER.steamid}`);
  const mates = page.getByRole('region', { name: 'With and against' });
  await expect(mates.getByRole('heading', { level: 3 })).toHaveText('Sixes · 1 pug');
  await expect(mates.getByRole('list', { name: 'Most played with in Sixes' }).getByRole('listitem')).toHaveCount(5);
  await expect(mates.getByRole('list', { name: 'Most played against in Sixes' }).getByRole('listitem')).toHaveCount(5);
  const onMyTeam = Object.keys(started.teams.blu).includes(PLAYER.steamid) ? started.teams.blu : started.teams.red;
  const won = onMyTeam === started.teams.red;
  await expect(mates.getByRole('list', { name: 'Most played with in Sixes' }).getByRole('listitem').first()).toHaveText(
    new RegExp(`^with .+:${won ? '1–0 \\(100%\\)' : '0–1 \\(0%\\)'}$`),
  );
  await shot(page, 'mates-profile');
  const someone = others.find((s) => s in onMyTeam)!;
  await mates.getByRole('searchbox', { name: /With or against a player/ }).fill(someone);
  await mates.getByRole('button', { name: 'Look up' }).click();
  await expect(mates.getByRole('list', { name: 'Players found' })).toHaveText(new RegExp(`: Sixes with: ${won ? '1–0' : '0–1'}`));
  await expectNoSidewaysScroll(page, 'profile');
  await shot(page, 'mates-profile-lookup');

  // An admin sees the same profile.
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto(`/players/${PLAYER.steamid}`);
  await expect(adminPage.getByRole('region', { name: 'With and against' }).getByRole('heading', { level: 3 })).toHaveText('Sixes · 1 pug');
  await shot(adminPage, 'mates-profile-as-admin');

  expect((await admin.request.delete(`/api/servers/${serverId}`)).ok()).toBe(true);
  await Promise.all([player, admin].map((c) => c.close()));
});
