/**
 * The bot's direct messages about an add for the night (community/on-night-add.ts), against the
 * Discord stand-in (test-tools/discord/dm-api.ts): a player who linked Discord and opted in hears
 * that their queue reached ready-up (the DM channel opened with POST /users/@me/channels, the text
 * posted to it), and that their add ended; a 429 on the open is waited out; a player who did not
 * opt in hears nothing.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import { startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import type { QueuesFeature } from '../queues/feature.ts';
import { addDummy, BOT_TOKEN, SITE_URL, startBotSite } from './testing.ts';

const DISCORD_ID = '80351110224678999';
const OTHER_DISCORD_ID = '80351110224678998';

let db: Database;
let fake: FakeDiscordBot;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscordBot({ token: BOT_TOKEN });
  site = await startBotSite(db, fake);
  admin = await TestPlayer.signIn(site.url, steamidOf(9600), { admin: true, socket: false });
  player = await TestPlayer.signIn(site.url, steamidOf(9601), { socket: false });
  await db.collections.users.updateOne({ _id: player.steamid }, { $set: { discordid: DISCORD_ID } });
});
afterAll(async () => {
  admin?.close();
  player?.close();
  await site?.close();
  await fake?.close();
  await db?.close();
});

const dmCalls = () => fake.calls.filter((c) => c.path === '/users/@me/channels');
const dmMessages = (recipient: string) => {
  const channel = fake.dms.channels.get(recipient);
  return channel ? fake.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${channel.id}/messages`) : [];
};
const nightAdds = () => (site.server.features.find((f) => f.name === 'queues') as unknown as QueuesFeature).nightAdds;

describe('the night-add DM', () => {
  it('tells an opted-in player their queue reached ready-up, after a 429 on the DM channel', async () => {
    expect((await player.post('/api/preferences', { nightAddDm: true })).body).toMatchObject({ nightAddDm: true });
    expect(
      (
        await player.post('/api/nightAdd', {
          queues: [
            { queueName: 'sixes', roles: [SIXES_ROLES[0]] },
            { queueName: 'highlander', roles: ['scout'] },
          ],
          minutes: 60,
        })
      ).status,
    ).toBe(200);
    fake.failNext({ kind: '429', retryAfterSeconds: 0.3, on: /^POST \/users\/@me\/channels$/ });
    let n = 9610;
    for (const [i, role] of [...SIXES_ROLES, ...SIXES_ROLES].entries()) if (i > 0) await addDummy(admin, n++, [role]);

    const message = await eventually(() => dmMessages(DISCORD_ID)[0], 5000, 'the DM');
    expect(message.body.content).toBe(`Your Sixes pug is ready: ready up on ${SITE_URL} now.`);
    expect(message.body.allowed_mentions).toEqual({ parse: [] });
    const opens = dmCalls();
    expect(opens.map((c) => c.body)).toEqual([{ recipient_id: DISCORD_ID }, { recipient_id: DISCORD_ID }]);
    // The 429's retry_after (0.3 s) was waited out before the second try.
    expect(opens[1]!.at - opens[0]!.at).toBeGreaterThanOrEqual(280);
    const dmChannel = fake.dms.channels.get(DISCORD_ID)!;
    expect(fake.dms.recipientOf(dmChannel.id)).toBe(DISCORD_ID);
    expect([...fake.messages.values()].filter((m) => m.channelId === dmChannel.id).map((m) => m.content)).toEqual([message.body.content]);
  });

  it('tells them when the add ran out; a player who did not opt in hears nothing', async () => {
    const other = await TestPlayer.signIn(site.url, steamidOf(9602), { socket: false });
    await db.collections.users.updateOne({ _id: other.steamid }, { $set: { discordid: OTHER_DISCORD_ID } });
    // The first player left sixes' ready-up: they add again for highlander only.
    await db.collections.nightAdds.deleteMany({});
    for (const p of [player, other])
      expect((await p.post('/api/nightAdd', { queues: [{ queueName: 'highlander', roles: ['medic'] }], minutes: 60 })).status).toBe(200);
    await db.collections.nightAdds.updateMany({}, { $set: { until: Date.now() - 1 } });
    await nightAdds().sweep();

    const ended = await eventually(
      () => dmMessages(DISCORD_ID).find((m) => String(m.body.content).startsWith('Your add for the night ended')),
      5000,
      'the end DM',
    );
    expect(ended.body.content).toBe('Your add for the night ended: you left Highlander.');
    await site.server.events.idle();
    await new Promise((r) => setTimeout(r, 200));
    expect(dmCalls().filter((c) => c.body.recipient_id === OTHER_DISCORD_ID)).toEqual([]);
    other.close();
  });
});
