import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { startFakeDiscordBot, type FakeDiscordBot } from '../test-tools/discord/bot-api.ts';
import { startFakeServeme, type FakeServeme } from '../test-tools/serveme/server.ts';
import { startTf2Sim, type Tf2Simulator } from '../test-tools/tf2-sim/index.ts';
import { startOwnSite, type OwnSite } from './own-site.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signIn, tutorialHadItsChance } from './support.ts';

/**
 * Where the community lives, end to end on a site of its own (an api process started
 * here) configured with the fake Discord bot API, MUMBLE_URL and a fake serveme.tf that hands out
 * the simulated TF2 server: a pug fills and Discord gets the queue and pug messages; no server is
 * registered, so one is reserved on serveme.tf; the seated player's pug page shows that server's
 * connect string and their team's voice channel, a player not in the pug sees neither; an admin
 * ends the pug and the reservation is ended.
 */
const PLAYER = { steamid: '76561198820000081', alias: 'Community Medic' };
const OUTSIDER = { steamid: '76561198820000082', alias: 'Community Onlooker' };
const ADMIN = { steamid: '76561198820000089', alias: 'Community Admin' };
const BOT_TOKEN = 'fake-bot-token.0123456789abcdef';
const QUEUE_CHANNEL = '100000000000000081';
const SERVEME_KEY = 'fake-serveme-key-0123456789';
const MUMBLE_URL = 'mumble://voice.example.com:64738/pugs';
const VIEWPORT = (() => {
  const [width, height] = (process.env.PUG_E2E_VIEWPORT ?? '1440x900').split('x').map(Number) as [number, number];
  return { width, height };
})();

let discord: FakeDiscordBot;
let sim: Tf2Simulator;
let serveme: FakeServeme;
let own: OwnSite | undefined;
let site = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  discord = await startFakeDiscordBot({ token: BOT_TOKEN });
  sim = await startTf2Sim({ name: 'Serveme Sim' });
  serveme = await startFakeServeme({ apiKey: SERVEME_KEY, sim });
  own = await startOwnSite('community', (url) => ({
    DISCORD_BOT_TOKEN: BOT_TOKEN,
    DISCORD_BOT_API_URL: discord.apiUrl,
    DISCORD_QUEUE_CHANNEL_ID: QUEUE_CHANNEL,
    DISCORD_SITE_URL: url,
    MUMBLE_URL,
    SERVEME_API_KEY: SERVEME_KEY,
    SERVEME_REGION_URLS: `na=${serveme.url}`,
    // The simulated server is on 127.0.0.1, which a site refuses outside tests.
    SERVEME_ALLOW_LOOPBACK: '1',
  }));
  site = own.url;
});
test.afterAll(async () => {
  await own?.stop();
  await serveme?.close();
  await sim?.stop();
  await discord?.close();
});

async function signedIn(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site, viewport: VIEWPORT });
  await signIn(context, who, admin);
  return context;
}

test('a pug fills: Discord is told, a serveme.tf server is reserved and shown with the voice link to the seated player only, and ended with the pug', async ({
  browser,
}) => {
  // Under a minute alone; over one with another test run on the machine.
  test.setTimeout(180_000);
  const [player, outsider, admin] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, OUTSIDER), signedIn(browser, ADMIN, true)]);
  const page = await player.newPage();
  await closeTutorialWhenShown(page);

  // The player queues as Medic, dummies fill the lobby, the player readies up and votes.
  await page.goto('/?pugId=sixes');
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], 76561198820000100n);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('region', { name: 'Vote for a map' });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.getByRole('button').first().click();

  // The pug started on a server reserved on serveme.tf (none is registered).
  let pug: { _id: string; number: number; map: string } | undefined;
  await expect
    .poll(
      async () => {
        // Signed in: a signed-out visitor never gets a server's address (SERVER_INFO_VISIBILITY).
        const servers = (await (await player.request.get('/api/serverList')).json()) as { pugId: string | null; ipport: string | null }[];
        const reserved = servers.find((s) => s.ipport === sim.ipport && s.pugId);
        if (reserved) pug = (await (await player.request.get(`/api/pug/${reserved.pugId}`)).json()) as typeof pug;
        return pug?._id ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  expect(serveme.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/reservations/find_servers', 'POST /api/reservations']);

  // Discord got the queue close to full, then the pug's message with its link.
  await expect
    .poll(() => [...discord.messages.values()].filter((m) => m.channelId === QUEUE_CHANNEL).map((m) => m.content), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([expect.stringMatching(/Sixes/), expect.stringContaining(`${site}/pugs/`)]));

  // The seated player: the reserved (simulated) server's connect string, and their team's voice channel.
  await page.goto(`/pugs/${pug!.number}`);
  const join = page.getByRole('region', { name: 'Join server' });
  await expect(join.getByLabel('Connect command')).toHaveText(new RegExp(`^connect ${sim.ipport.replace(/\./g, '\\.')}; password "\\w+"$`), {
    timeout: 20_000,
  });
  const voice = join.getByRole('link', { name: /Join the (BLU|RED) voice channel in Mumble/ });
  await expect(voice).toHaveAttribute('href', new RegExp(`^${MUMBLE_URL}/${pug!.number}/(BLU|RED)-[0-9a-f]{20}\\?`));
  await shot(page, 'community-seated');

  // A player not in the pug: the pug page without either.
  const other = await outsider.newPage();
  await closeTutorialWhenShown(other);
  await other.goto(`/pugs/${pug!.number}`);
  await expect(other.getByRole('heading', { level: 1, name: `Pug #${pug!.number} on ${pug!.map}` })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Join server' })).toHaveCount(0);
  await expect(other.getByText(sim.ipport + ';')).toHaveCount(0);
  await expect(other.getByRole('link', { name: /voice channel in Mumble/ })).toHaveCount(0);
  await shot(other, 'community-outsider');

  // Admins see the reservation in the server list; it is ended with its pug, not from there, while the pug holds it.
  const [reservationId] = [...serveme.reservations.keys()];
  const servers = await admin.newPage();
  await closeTutorialWhenShown(servers);
  await servers.goto('/admin/servers');
  const row = servers.getByRole('row').filter({ hasText: `serveme #${reservationId},` });
  await expect(row.getByText(new RegExp(`^serveme #${reservationId}, ends \\d\\d:\\d\\d$`))).toBeVisible();
  await expect(row.getByRole('button', { name: 'End reservation' })).toBeDisabled();
  await shot(servers, 'community-admin-servers');

  // An admin ends the pug: the reservation is ended on serveme.tf.
  const ended = await admin.request.post(`/api/pug/${pug!._id}/cancel`, { data: { reason: 'Community journey over' } });
  expect(ended.ok(), await ended.text()).toBe(true);
  await expect.poll(() => serveme.calls.some((c) => c.method === 'DELETE' && c.path === `/api/reservations/${reservationId}`), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => [...discord.messages.values()].some((m) => m.content.includes('ended')), { timeout: 15_000 }).toBe(true);
  await Promise.all([player, outsider, admin].map((c) => c.close()));
});
