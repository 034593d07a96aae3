/**
 * The pugs' Discord voice channels (VOICE_PROVIDER=discord, community/discord-voice.ts) against the
 * fake Discord (test-tools/discord/guild-api.ts): dummies fill the sixes queue over HTTP, the pug
 * starts, and the fake guild shows what the bot did: a category and BLU/RED channels with exactly
 * the right overwrites, the waiting players moved in; an admin ends the pug and they are moved back
 * and the channels deleted. Also: a 429 and a lost answer retried without a second channel, a
 * refusal told to the admins without holding up the pug, a restart that cleans up from the stored
 * ids, two processes that make and delete each channel once, and the link for seated players only.
 */
import { FAKE_BOT_USER_ID, startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import type { PugDoc } from '../db/documents.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { BOT_ALLOW, MEMBER_ALLOW } from './discord-voice-calls.ts';
import { addDummy, BOT_TOKEN, startBotSite } from './testing.ts';

const GUILD = '100000000000000500';
const WAITING = '100000000000000600';
const ELSEWHERE = '100000000000000601';
const VOICE_ENV = { VOICE_PROVIDER: 'discord', DISCORD_VOICE_GUILD_ID: GUILD, DISCORD_VOICE_WAITING_CHANNEL_ID: WAITING };
/**
 * A call gets 2 s, not the bot tests' 250 ms: on a loaded machine a refusal's answer took longer than
 * 250 ms, so it counted as a lost answer and the retry (with no fault left) made the channels. A lost
 * answer still ends in 600 ms: the stand-in drops the connection then. A claim holds 30 s, not 5:
 * with another test run on the machine one pug's channels, moves and deletions took longer than 5 s,
 * the claim lapsed and the second process deleted the channels again. (A process that stops
 * releases its claim first, so no test waits for one to lapse.)
 */
const VOICE_TIMINGS = { timeoutMs: 2000, claimMs: 30_000 };
/** @everyone may neither see (1 << 10) nor connect (1 << 20). */
const EVERYONE_DENY = String((1 << 10) | (1 << 20));

let db: Database;
let fake: FakeDiscordBot;
let site: LoopSite;
let admin: TestPlayer;

const discordOf = (n: number) => `2000000000000${String(n).padStart(5, '0')}`;

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscordBot({ token: BOT_TOKEN, guildId: GUILD });
  fake.guild.addVoiceChannel(WAITING, 'Waiting for a pug');
  fake.guild.addVoiceChannel(ELSEWHERE, 'General');
  site = await startBotSite(db, fake, VOICE_ENV, VOICE_TIMINGS);
  admin = await TestPlayer.signIn(site.url, steamidOf(9300), { admin: true, socket: false });
});
afterAll(async () => {
  await site?.close();
  await fake?.close();
  await db?.close();
});

/**
 * Fills sixes with dummies `base`..`base + 11` through `on`; all but the last have a linked Discord
 * account (`discordOf(n)`), and `voice(n)` says which voice channel each sits in (none: undefined).
 */
async function startPug(on: LoopSite, base: number, voice: (n: number) => string | undefined = () => WAITING): Promise<PugDoc> {
  const asAdmin = new TestPlayer(on.url, admin.steamid);
  asAdmin.cookie = admin.cookie;
  for (let i = 0; i < 11; i++) await addDummy(asAdmin, base + i, i);
  for (let i = 0; i < 11; i++) {
    await db.collections.users.updateOne({ _id: steamidOf(base + i) }, { $set: { discordid: discordOf(base + i), isDiscordVerified: true } });
    const channel = voice(base + i);
    if (channel) fake.guild.joinVoice(discordOf(base + i), channel);
  }
  await addDummy(asAdmin, base + 11, 11);
  return eventually(() => db.collections.pugs.findOne({ players: steamidOf(base) }), 10_000, 'the pug');
}

const linkedOf = (pug: PugDoc, team: 'blu' | 'red', base: number) =>
  Object.keys(pug.teams[team])
    .filter((s) => s !== steamidOf(base + 11))
    .map((s) => discordOf(Number(s.slice(-4))));

const channelsNamed = (name: string) => [...fake.guild.channels.values()].filter((c) => c.name === name);
const voiceDoc = (pug: PugDoc) => db.collections.discordVoice.findOne({ _id: pug._id });
const made = (pug: PugDoc) =>
  eventually(
    async () => {
      const doc = await voiceDoc(pug);
      return doc && !doc.pending && doc.channels.blu && doc.channels.red ? doc : null;
    },
    8000,
    'the channels made',
  );
const gone = (pug: PugDoc) =>
  eventually(
    async () => {
      const doc = await voiceDoc(pug);
      return doc && !doc.pending && doc.want === 'close' && !doc.categoryId && !doc.channels.blu && !doc.channels.red ? doc : null;
    },
    8000,
    'the channels gone',
  );

async function endPug(on: LoopSite, pug: PugDoc): Promise<void> {
  const asAdmin = new TestPlayer(on.url, admin.steamid);
  asAdmin.cookie = admin.cookie;
  expect((await asAdmin.post(`/api/pug/${pug._id}/cancel`, { reason: 'voice test over' })).status).toBe(200);
}

describe('Discord voice channels', () => {
  it('makes a category and BLU/RED channels with exactly the right overwrites, moves waiting players in, and back and away at the end', async () => {
    const base = 1000;
    // One linked player sits in another voice channel, one in none: neither is moved.
    const pug = await startPug(site, base, (n) => (n === base + 3 ? ELSEWHERE : n === base + 4 ? undefined : WAITING));
    const doc = await made(pug);
    const category = fake.guild.channels.get(doc.categoryId!)!;
    expect(category).toMatchObject({ name: `Pug #${pug.number} · 6S`, type: 4, parent_id: null });
    expect(category.permission_overwrites).toEqual([
      { id: GUILD, type: 0, allow: '0', deny: EVERYONE_DENY },
      { id: FAKE_BOT_USER_ID, type: 1, allow: BOT_ALLOW, deny: '0' },
    ]);
    for (const team of ['blu', 'red'] as const) {
      const channel = fake.guild.channels.get(doc.channels[team]!)!;
      expect(channel).toMatchObject({ name: team.toUpperCase(), type: 2, parent_id: category.id });
      expect(channel.permission_overwrites).toEqual([
        { id: GUILD, type: 0, allow: '0', deny: EVERYONE_DENY },
        { id: FAKE_BOT_USER_ID, type: 1, allow: BOT_ALLOW, deny: '0' },
        ...linkedOf(pug, team, base)
          .sort()
          .map((id) => ({ id, type: 1, allow: MEMBER_ALLOW, deny: '0' })),
      ]);
      // No player of the other team, nor the one without Discord, may join it.
      const other = team === 'blu' ? 'red' : 'blu';
      for (const id of linkedOf(pug, other, base)) expect(channel.permission_overwrites.some((o) => o.id === id)).toBe(false);
      for (const id of linkedOf(pug, team, base)) {
        const expected = id === discordOf(base + 3) ? ELSEWHERE : id === discordOf(base + 4) ? undefined : channel.id;
        expect(fake.guild.voice.get(id)).toBe(expected);
      }
    }
    expect(MEMBER_ALLOW).toBe(String((1 << 10) | (1 << 20) | (1 << 21)));

    // The seated players get their own team's channel; a spectator and a visitor get none.
    const bluPlayer = Object.keys(pug.teams.blu)[0]!;
    const redPlayer = Object.keys(pug.teams.red)[0]!;
    const forBlu = await (await TestPlayer.signIn(site.url, bluPlayer, { socket: false })).get(`/api/pugCreds/${pug._id}`);
    expect(forBlu.status).toBe(200);
    expect(forBlu.body.voice).toEqual({ team: 'blu', url: `https://discord.com/channels/${GUILD}/${doc.channels.blu}` });
    const forRed = await (await TestPlayer.signIn(site.url, redPlayer, { socket: false })).get(`/api/pugCreds/${pug._id}`);
    expect(forRed.body.voice).toEqual({ team: 'red', url: `https://discord.com/channels/${GUILD}/${doc.channels.red}` });
    expect(JSON.stringify(forRed.body)).not.toContain(doc.channels.blu!);
    const spectator = await (await TestPlayer.signIn(site.url, steamidOf(9301), { socket: false })).get(`/api/pugCreds/${pug._id}`);
    expect(spectator.status).toBe(403);
    expect(JSON.stringify(spectator.body)).not.toContain('discord.com');
    const asAdmin = await admin.get(`/api/pugCreds/${pug._id}`);
    expect(asAdmin.status).toBe(403);
    const anonymous = await fetch(`${site.url}/api/pugCreds/${pug._id}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('discord.com');

    // Ended: the players in the team channels go back to the waiting room; the others stay; the channels go.
    await endPug(site, pug);
    await gone(pug);
    for (const id of [...linkedOf(pug, 'blu', base), ...linkedOf(pug, 'red', base)]) {
      const expected = id === discordOf(base + 3) ? ELSEWHERE : id === discordOf(base + 4) ? undefined : WAITING;
      expect(fake.guild.voice.get(id)).toBe(expected);
    }
    expect([category.id, doc.channels.blu, doc.channels.red].filter((id) => fake.guild.channels.has(id!))).toEqual([]);
    expect([...fake.guild.channels.keys()].sort()).toEqual([WAITING, ELSEWHERE].sort());
  });

  it('lets a sub in and moves them from the waiting room; the player replaced is shut out and moved back', async () => {
    const base = 1500;
    const pug = await startPug(site, base);
    const doc = await made(pug);
    const replaced = Object.keys(pug.teams.red).find((s) => s !== steamidOf(base + 11))!;
    const replacedDiscord = discordOf(Number(replaced.slice(-4)));
    expect(fake.guild.voice.get(replacedDiscord)).toBe(doc.channels.red);
    const sub = await TestPlayer.signIn(site.url, steamidOf(9302), { socket: false });
    const subDiscord = '300000000000009302';
    await db.collections.users.updateOne({ _id: sub.steamid }, { $set: { discordid: subDiscord, isDiscordVerified: true } });
    fake.guild.joinVoice(subDiscord, WAITING);
    expect((await admin.post(`/api/forceSub/${pug._id}`, { playerId: replaced })).status).toBe(200);
    expect((await sub.post(`/api/acceptSub/${pug._id}`, { playerId: replaced })).status).toBe(200);
    const red = fake.guild.channels.get(doc.channels.red!)!;
    await eventually(
      async () => fake.guild.voice.get(subDiscord) === red.id && fake.guild.voice.get(replacedDiscord) === WAITING && !(await voiceDoc(pug))!.pending,
      5000,
      'the sub let in',
    );
    expect(red.permission_overwrites).toContainEqual({ id: subDiscord, type: 1, allow: MEMBER_ALLOW, deny: '0' });
    expect(red.permission_overwrites.some((o) => o.id === replacedDiscord)).toBe(false);
    expect(fake.guild.channels.get(doc.channels.blu!)!.permission_overwrites.some((o) => o.id === subDiscord)).toBe(false);
    const forSub = await sub.get(`/api/pugCreds/${pug._id}`);
    expect(forSub.body.voice).toEqual({ team: 'red', url: `https://discord.com/channels/${GUILD}/${red.id}` });
    const forReplaced = await (await TestPlayer.signIn(site.url, replaced, { socket: false })).get(`/api/pugCreds/${pug._id}`);
    expect(forReplaced.status).toBe(403);
    await endPug(site, pug);
    await gone(pug);
    expect(fake.guild.voice.get(subDiscord)).toBe(WAITING);
  });

  it('waits out a 429 and a lost answer, then has made each channel once', async () => {
    const base = 1100;
    const before = fake.calls.length;
    fake.failNext(
      { kind: '429', retryAfterSeconds: 0.4, on: /^POST \/guilds\/\d+\/channels$/ },
      // The retried category create is carried out but its answer never comes (a timeout): the next try finds it.
      { kind: 'lost', ms: 600, on: /^POST \/guilds\/\d+\/channels$/ },
    );
    const pug = await startPug(site, base);
    const doc = await made(pug);
    const creates = fake.calls.slice(before).filter((c) => c.method === 'POST' && c.path === `/guilds/${GUILD}/channels`);
    expect(creates[1]!.at - creates[0]!.at).toBeGreaterThanOrEqual(390);
    expect(creates[0]!.body.name).toBe(creates[1]!.body.name);
    expect(channelsNamed(`Pug #${pug.number} · 6S`)).toHaveLength(1);
    expect(
      [...fake.guild.channels.values()]
        .filter((c) => c.parent_id === doc.categoryId)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['BLU', 'RED']);
    expect(fake.calls.slice(before).some((c) => c.method === 'GET' && c.path === `/guilds/${GUILD}/channels`)).toBe(true);
    await endPug(site, pug);
    await gone(pug);
    expect(channelsNamed(`Pug #${pug.number} · 6S`)).toEqual([]);
  });

  it('does not hold up the pug when Discord refuses: admins are told, and what was made is removed at the end', async () => {
    const base = 1200;
    fake.failNext({ kind: '403', on: /^POST \/guilds\/\d+\/channels$/ });
    const pug = await startPug(site, base);
    const doc = await eventually(
      async () => {
        const d = await voiceDoc(pug);
        return d && !d.pending ? d : null;
      },
      8000,
      'given up',
    );
    expect(doc.failed).toBe('HTTP 403 Missing Permissions');
    const notice = await eventually(
      () => db.collections.notifications.findOne({ steamid: admin.steamid, msg: { $regex: `Pug #${pug.number} · 6S could not be made` } }),
      3000,
      'the admins told',
    );
    expect(notice.msg).toBe(`The Discord voice channels of Pug #${pug.number} · 6S could not be made: HTTP 403 Missing Permissions`);
    expect((await db.collections.pugs.findOne({ _id: pug._id }))!.phase).toBe('Pregame');
    const seated = await (await TestPlayer.signIn(site.url, Object.keys(pug.teams.blu)[0]!, { socket: false })).get(`/api/pugCreds/${pug._id}`);
    expect(seated.status).toBe(200);
    expect(seated.body).not.toHaveProperty('voice');
    await endPug(site, pug);
    await gone(pug);
  });

  it('cleans up after a restart from the stored ids: the pug ended while Discord was down', async () => {
    const base = 1300;
    const pug = await startPug(site, base);
    const doc = await made(pug);
    await fake.down();
    try {
      await endPug(site, pug);
      await new Promise((r) => setTimeout(r, 200)); // a few refused tries
      await site.close();
    } finally {
      await fake.up();
    }
    expect(fake.guild.channels.has(doc.categoryId!)).toBe(true);
    site = await startBotSite(db, fake, VOICE_ENV, VOICE_TIMINGS);
    await gone(pug);
    expect([doc.categoryId, doc.channels.blu, doc.channels.red].filter((id) => fake.guild.channels.has(id!))).toEqual([]);
    for (const id of [...linkedOf(pug, 'blu', base), ...linkedOf(pug, 'red', base)]) expect(fake.guild.voice.get(id)).toBe(WAITING);
  });

  it('makes and deletes each channel once though two processes sweep the store', async () => {
    const other = await startBotSite(db, fake, VOICE_ENV, VOICE_TIMINGS);
    try {
      const base = 1400;
      const before = fake.calls.length;
      const pug = await startPug(site, base);
      await made(pug);
      await endPug(other, pug);
      await gone(pug);
      await new Promise((r) => setTimeout(r, 200));
      const calls = fake.calls.slice(before).map((c) => `${c.method} ${c.path}`);
      expect(calls.filter((c) => c === `POST /guilds/${GUILD}/channels`)).toHaveLength(3);
      expect(calls.filter((c) => c.startsWith('DELETE /channels/'))).toHaveLength(3);
      // Each of the 11 linked players moved in and out once.
      expect(calls.filter((c) => c.startsWith(`PATCH /guilds/${GUILD}/members/`))).toHaveLength(22);
    } finally {
      await other.close();
    }
  });
});
