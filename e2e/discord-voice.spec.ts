import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { startFakeDiscordBot, type FakeDiscordBot } from '../test-tools/discord/bot-api.ts';
import { startOwnSite, type OwnSite } from './own-site.ts';
import { closeTutorialWhenShown, fillSixesWithDummies, shot, signIn, tutorialHadItsChance } from './support.ts';

/**
 * The pugs' Discord voice channels end to end, on a site of its own configured with
 * VOICE_PROVIDER=discord and the fake Discord bot API (its guild, test-tools/discord/guild-api.ts):
 * a pug fills, the bot makes its category and BLU/RED channels; the seated player's pug page shows
 * "Join your team's Discord channel" linking their team's channel, a player not in the pug and an
 * admin not playing see no link; the admin ends the pug and the channels are deleted.
 */
const PLAYER = { steamid: '76561198930000081', alias: 'Voice Medic' };
const OUTSIDER = { steamid: '76561198930000082', alias: 'Voice Onlooker' };
const ADMIN = { steamid: '76561198930000089', alias: 'Voice Admin' };
const BOT_TOKEN = 'fake-bot-token.0123456789abcdef';
const QUEUE_CHANNEL = '100000000000000093';
const GUILD = '100000000000000930';
const WAITING = '100000000000000931';
const VIEWPORT = (() => {
  const [width, height] = (process.env.PUG_E2E_VIEWPORT ?? '1440x900').split('x').map(Number) as [number, number];
  return { width, height };
})();

let discord: FakeDiscordBot;
let own: OwnSite | undefined;
let site = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  discord = await startFakeDiscordBot({ token: BOT_TOKEN, guildId: GUILD });
  discord.guild.addVoiceChannel(WAITING, 'Waiting for a pug');
  own = await startOwnSite('discord-voice', (url) => ({
    DISCORD_BOT_TOKEN: BOT_TOKEN,
    DISCORD_BOT_API_URL: discord.apiUrl,
    DISCORD_QUEUE_CHANNEL_ID: QUEUE_CHANNEL,
    DISCORD_SITE_URL: url,
    VOICE_PROVIDER: 'discord',
    DISCORD_VOICE_GUILD_ID: GUILD,
    DISCORD_VOICE_WAITING_CHANNEL_ID: WAITING,
  }));
  site = own.url;
});
test.afterAll(async () => {
  await own?.stop();
  await discord?.close();
});

async function signedIn(browser: Browser, who: { steamid: string; alias: string }, admin = false): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site, viewport: VIEWPORT });
  await signIn(context, who, admin);
  return context;
}

test("a pug starts: the seated player's page links their team's Discord channel, an onlooker's does not; the channels go with the pug", async ({ browser }) => {
  // Under a minute alone; over one with another test run on the machine.
  test.setTimeout(180_000);
  const [player, outsider, admin] = await Promise.all([signedIn(browser, PLAYER), signedIn(browser, OUTSIDER), signedIn(browser, ADMIN, true)]);
  const page = await player.newPage();
  await closeTutorialWhenShown(page);

  await page.goto('/?pugId=sixes');
  await tutorialHadItsChance(page);
  await page.getByRole('button', { name: 'Add Medic', exact: true }).click();
  await expect(page.getByTestId('slot-medic').getByText(PLAYER.alias)).toBeVisible();
  await fillSixesWithDummies(admin, ['medic'], 76561198930000100n);
  const readyUp = page.getByRole('dialog', { name: 'Ready up!' });
  await expect(readyUp).toBeVisible({ timeout: 20_000 });
  await readyUp.getByRole('button', { name: 'Ready up' }).click();
  const vote = page.getByRole('region', { name: 'Vote for a map' });
  await expect(vote).toBeVisible({ timeout: 20_000 });
  await vote.getByRole('button').first().click();

  // The pug started (no game server: it waits for one) and the bot made its three channels.
  const voiceChannels = () => [...discord.guild.channels.values()].filter((c) => c.guild_id === GUILD && c.id !== WAITING);
  await expect
    .poll(
      () =>
        voiceChannels()
          .map((c) => c.name)
          .sort(),
      { timeout: 30_000 },
    )
    .toEqual(['BLU', expect.stringMatching(/^Pug #\d+ · 6S$/), 'RED']);
  const number = /^Pug #(\d+)/.exec(voiceChannels().find((c) => c.type === 4)!.name)![1]!;

  await page.goto(`/pugs/${number}`);
  const join = page.getByRole('region', { name: 'Join server' });
  const link = join.getByRole('link', { name: /^Join your team's Discord channel \((BLU|RED), opens in a new tab\)$/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveText("Join your team's Discord channel");
  const href = await link.getAttribute('href');
  const team = (await link.getAttribute('aria-label'))!.includes('BLU') ? 'BLU' : 'RED';
  const channel = voiceChannels().find((c) => c.name === team)!;
  expect(href).toBe(`https://discord.com/channels/${GUILD}/${channel.id}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await shot(page, 'discord-voice-seated');

  // A player not in the pug: the pug page without the link (the api answers them no channel).
  const other = await outsider.newPage();
  await closeTutorialWhenShown(other);
  await other.goto(`/pugs/${number}`);
  await expect(other.getByRole('heading', { level: 1, name: new RegExp(`^Pug #${number} on `) })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Join server' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: /Discord channel/ })).toHaveCount(0);
  await shot(other, 'discord-voice-outsider');

  // An admin not playing in it: the same page, without the link (pugCreds refuses them too).
  const adminPage = await admin.newPage();
  await closeTutorialWhenShown(adminPage);
  await adminPage.goto(`/pugs/${number}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: new RegExp(`^Pug #${number} on `) })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: /Discord channel/ })).toHaveCount(0);
  await shot(adminPage, 'discord-voice-admin');

  // An admin ends the pug: the channels are deleted.
  const pugId = (await (await player.request.get(`/api/pug/${number}`)).json()) as { _id: string };
  const ended = await admin.request.post(`/api/pug/${pugId._id}/cancel`, { data: { reason: 'Discord voice journey over' } });
  expect(ended.ok(), await ended.text()).toBe(true);
  await expect.poll(() => voiceChannels().length, { timeout: 15_000 }).toBe(0);
  await expect(page.getByRole('link', { name: /Discord channel/ })).toHaveCount(0, { timeout: 15_000 });
  await Promise.all([player, outsider, admin].map((c) => c.close()));
});
