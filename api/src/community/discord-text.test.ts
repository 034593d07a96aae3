/**
 * Text players and admins typed, as the bot posts it to (fake) Discord: an alias (a Steam name may
 * hold anything) and a ban reason carrying line separators, C0/C1 controls, bidi overrides and
 * zero-width characters reach the admin channel as one plain line, with none of them.
 */
import { startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { ADMIN_CHANNEL, BOT_TOKEN, callsTo, startBotSite } from './testing.ts';

let db: Database;
let fake: FakeDiscordBot;
let site: LoopSite;
let admin: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscordBot({ token: BOT_TOKEN });
  site = await startBotSite(db, fake);
  admin = await TestPlayer.signIn(site.url, steamidOf(9300), { admin: true, socket: false });
});
afterAll(async () => {
  await site?.close();
  await fake?.close();
  await db?.close();
});

/** Every character the posted text must not hold: controls, format characters (bidi, zero-width), line and paragraph separators. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const SPOOFS = [
  '\n',
  '\r\n',
  '\v',
  '\f',
  '\t',
  '\u0085',
  '\u2028',
  '\u2029', // line breaks
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0080',
  '\u009b', // C0 and C1 controls
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c', // bidi
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u{e0041}',
  '\ud800', // zero-width, BOM, soft hyphen, tag, lone surrogate
];

describe('text typed by people, in Discord', () => {
  it('posts an alias and a ban reason as one line without controls, separators, bidi overrides or zero-width characters', async () => {
    const banned = steamidOf(9301);
    await TestPlayer.signIn(site.url, banned, { socket: false });
    // The alias as a Steam name may come in: every spoof between two words.
    const alias = `Real${SPOOFS.join('x')}Name`;
    await db.collections.users.updateOne({ _id: banned }, { $set: { alias } });
    const reason = `cheating\u2028**Ban:** Admin (76561198000000001) is banned for good\u202egnitaehc${SPOOFS.join('y')}end\nsecond line`;
    const res = await admin.post('/api/banPlayer/', { userId: banned, isBan: true, date: Date.now(), expires: null, reason });
    expect(res.status).toBe(201);

    const call = await eventually(() => callsTo(fake, ADMIN_CHANNEL).find((c) => c.body.content?.includes('**Ban:**')), 5000, 'the ban message');
    const content = call.body.content!;
    expect(content).not.toMatch(HIDDEN);
    expect(content.split('\n')).toHaveLength(1);
    // Line breaks in what was typed became spaces, the rest went; markdown is still escaped.
    expect(content).toContain(`🔨 **Ban:** Real x x x x x x x x`);
    expect(content).toContain(': cheating \\*\\*Ban\\:\\*\\* Admin \\(76561198000000001\\) is banned for good');
    expect(content).toContain('end second line.');
  });
});
