/**
 * The queue channel's message names the classes the queue is waiting for, as the lobby does
 * (domain waitingFor.ts): dummies fill sixes over HTTP, one of them added for two classes, and the
 * fake Discord (on loopback) records the text. A player added for two classes fills one seat, so
 * the medic seat they could take is still named missing.
 */
import { startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { addDummy, BOT_TOKEN, callsTo, QUEUE_CHANNEL, startBotSite } from './testing.ts';

let db: Database;
let fake: FakeDiscordBot;
let site: LoopSite;
let admin: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscordBot({ token: BOT_TOKEN });
  site = await startBotSite(db, fake);
  admin = await TestPlayer.signIn(site.url, steamidOf(9000), { admin: true });
});
afterAll(async () => {
  admin?.close();
  await site?.close();
  await fake?.close();
  await db?.close();
});

const add = (n: number, roles: readonly string[]) => addDummy(admin, n, roles);

describe('the Discord queue message', () => {
  it('says which classes are missing, a player added for two classes counted once', async () => {
    // Sixes seats two of each: roamerscout, pocketscout, roamersoldier, pocketsoldier, demoman, medic.
    await add(300, ['pocketscout', 'medic']);
    for (const [i, role] of [
      'roamerscout',
      'roamerscout',
      'pocketscout',
      'roamersoldier',
      'roamersoldier',
      'pocketsoldier',
      'pocketsoldier',
      'demoman',
    ].entries()) {
      await add(301 + i, [role]);
    }
    // 9 players, 3 seats open (more than DISCORD_QUEUE_MISSING): nothing posted yet.
    await new Promise((r) => setTimeout(r, 150));
    expect(callsTo(fake, QUEUE_CHANNEL)).toEqual([]);

    await add(309, ['medic']);
    // 10/12: the flexible player sits as pocket scout, so a demoman and a medic are missing (not just a demoman).
    const post = await eventually(() => callsTo(fake, QUEUE_CHANNEL)[0], 3000, 'the queue message');
    expect(post.body.content).toBe('**10/12 in Sixes**, 1 demoman, 1 medic missing. Join: https://pugs.example.com/');

    await add(310, ['demoman']);
    const messageId = [...fake.messages.keys()][0]!;
    await eventually(() => fake.messages.get(messageId)?.content.startsWith('**11/12 in Sixes**'), 3000, 'the edit');
    expect(fake.messages.get(messageId)!.content).toBe('**11/12 in Sixes**, 1 medic missing. Join: https://pugs.example.com/');
  });
});
