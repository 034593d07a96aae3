/**
 * Every Discord message on time, whatever the game servers do: the pug is assigned a serveme.tf
 * server that stays `Starting` (the stand-in in test-tools/serveme holds it), yet "Pug #N started"
 * reaches the Discord stand-in within 2 s; the queue's next round reaching 10/12 meanwhile gets a
 * message of its own while the launching round's message ends as "filled"; the pug after it gets
 * a registered server without waiting behind the first's assignment; an admin's cancel
 * during the slow assignment posts "Pug #N ended" within 2 s, ends the reservation, and the
 * simulated server gets no configuration after it. And a create whose answer was lost is not
 * posted twice when its retry carries newer text.
 */
import { startFakeDiscordBot, type FakeDiscordBot } from '@pug/test-tools/discord-bot';
import { startFakeServeme, type FakeServeme } from '@pug/test-tools/serveme';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { siteFeatures } from '../features.ts';
import { FAST, registerSim } from '../servers/testing.ts';
import { eventually, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { addDummy, botEnv, BOT_TOKEN, callsTo, QUEUE_CHANNEL } from './testing.ts';

const SERVEME_KEY = 'fake-serveme-key-0123456789';
/** The bot's sweep every 20 ms, a call's answer awaited 250 ms, a retry after 40 ms. */
const FAST_BOT = { sweepMs: 20, backoffMs: 40, maxBackoffMs: 400, timeoutMs: 250, claimMs: 5000, maxAttempts: 6 };
/** serveme: a `Starting` reservation is read every 50 ms for up to a minute. */
const SLOW_START = { extendWithinMs: 15 * 60_000, readyWaitMs: 60_000, readyPollMs: 50, endAttempts: 4, endRetryMs: 50, maxRetryAfterMs: 2000 };
/** What configures a server (configure.ts); a reset after the pug (kickall, a new password, logaddress_del) is not. */
const CONFIG_COMMAND = /^(sv_logsecret [1-9]|logaddress_add|changelevel|exec |tftrue_whitelist_id|tv_enable|tv_name)/;

let db: Database;
let sim: Tf2Simulator;
/** A registered server, for the next pug. */
let sim2: Tf2Simulator;
let serveme: FakeServeme;
let discord: FakeDiscordBot;
let site: LoopSite;
let admin: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase();
  sim = await startTf2Sim();
  sim2 = await startTf2Sim();
  serveme = await startFakeServeme({ apiKey: SERVEME_KEY, sim });
  discord = await startFakeDiscordBot({ token: BOT_TOKEN });
  site = await startLoopSite(db, {
    env: {
      ...botEnv(discord),
      SERVEME_API_KEY: SERVEME_KEY,
      SERVEME_REGION_URLS: `na=${serveme.url}`,
      SERVEME_TIMEOUT_MS: '1000',
      SERVEME_ALLOW_LOOPBACK: '1',
      SERVER_POLL_MS: '600000',
      // A queue message waits 1.5 s between edits: the launching round's "filled" is still waiting when the next round fills.
      DISCORD_QUEUE_EDIT_MS: '1500',
    },
    features: siteFeatures({ servers: { ...FAST, serveme: SLOW_START }, discord: FAST_BOT }),
  });
  admin = await TestPlayer.signIn(site.url, steamidOf(9100), { admin: true });
});
afterAll(async () => {
  admin?.close();
  await site?.close();
  await discord?.close();
  await serveme?.close();
  await sim?.stop();
  await sim2?.stop();
  await db?.close();
});

const queueCalls = () => callsTo(discord, QUEUE_CHANNEL);
const messageWith = (text: string) => [...discord.messages].find(([, m]) => m.content.includes(text));

describe('a create whose answer was lost', () => {
  it('is retried with the same nonce though its text changed meanwhile: one message, edited to the newest text', async () => {
    for (let i = 0; i < 9; i++) await addDummy(admin, 100 + i, i);
    // 10/12: the queue's message is created, but the answer never arrives (the call times out at 250 ms).
    discord.failNext({ kind: 'lost', ms: 1000 });
    await addDummy(admin, 109, 9);
    const first = await eventually(() => queueCalls().find((c) => c.method === 'POST'), 3000, 'the lost create');
    await addDummy(admin, 110, 10); // 11/12 before the retry
    await eventually(() => messageWith('**11/12 in Sixes**'), 3000, 'the newest text');
    await new Promise((r) => setTimeout(r, 400));
    const creates = queueCalls().filter((c) => c.method === 'POST');
    expect(creates.length).toBeGreaterThanOrEqual(2);
    expect(new Set(creates.map((c) => c.body.nonce))).toEqual(new Set([first.body.nonce]));
    expect([...discord.messages.values()].filter((m) => m.content.includes('in Sixes'))).toHaveLength(1);
  });
});

describe('Discord on time while a game server is slow to start', () => {
  it('posts the start within 2 s, gives the next round its own message, and a cancel ends the pug within 2 s with no configuration after it', async () => {
    serveme.startingReads = 1_000_000; // the reservation stays `Starting` until the test lets it go
    const [roundOne] = messageWith('**11/12 in Sixes**')!; // the queue as the test above left it
    await addDummy(admin, 111, 11);
    const pug = await eventually(() => db.collections.pugs.findOne({}), 8000, 'the pug');
    await eventually(() => serveme.calls.find((c) => c.method === 'GET'), 5000, 'serveme read while Starting');

    // The next round fills to 10/12 at once, while the pug waits for its server and round one's last edit waits its turn.
    await eventually(() => site.lobbies.get('sixes').wire().phase === 'Waiting For Players', 3000, 'the next round');
    for (let i = 0; i < 10; i++) await addDummy(admin, 200 + i, i);
    const started = await eventually(() => queueCalls().find((c) => c.body.content?.startsWith(`**Pug #${pug.number} started**`)), 3000, 'Pug started');
    expect(started.at - pug.startAt).toBeLessThan(2000);
    const [roundTwo] = await eventually(() => messageWith('**10/12 in Sixes**'), 3000, "the next round's message");
    expect(roundTwo).not.toBe(roundOne);
    await eventually(() => discord.messages.get(roundOne)?.content.includes(`filled (12/12): pug #${pug.number} started`), 3000, 'the first round filled');
    await new Promise((r) => setTimeout(r, 1600)); // past DISCORD_QUEUE_EDIT_MS: nothing more comes for either
    expect(discord.messages.get(roundOne)!.content).toContain(`filled (12/12): pug #${pug.number} started`);
    expect(discord.messages.get(roundTwo)!.content.startsWith('**10/12 in Sixes**')).toBe(true);
    expect(queueCalls().filter((c) => c.path.endsWith(`/${roundOne}`) && c.body.content?.includes('10/12'))).toEqual([]);
    expect((await db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Pregame');

    // The next pug is not held up by the first one's assignment: it gets a registered server at once.
    await registerSim(db, sim2);
    await addDummy(admin, 210, 10);
    await addDummy(admin, 211, 11);
    const next = await eventually(() => db.collections.pugs.findOne({ _id: { $ne: pug._id } }), 8000, 'the next pug');
    await eventually(() => db.collections.servers.findOne({ pugId: next._id, password: { $ne: null } }), 5000, "the next pug's server ready");
    expect((await db.collections.servers.findOne({ pugId: pug._id }))?.reservation?.id).toBeTruthy(); // still Starting

    // An admin calls the pug off during the assignment.
    const cancelledAt = Date.now();
    expect((await admin.post(`/api/pug/${pug._id}/cancel`, { reason: 'server too slow' })).status).toBe(200);
    const ended = await eventually(
      () => queueCalls().find((c) => c.method === 'PATCH' && c.body.content?.startsWith(`**Pug #${pug.number} ended**`)),
      3000,
      'Pug ended',
    );
    expect(ended.at - cancelledAt).toBeLessThan(2000);
    // The reservation is ended and the server let go; serveme may now say Ready: nobody is waiting.
    const deleted = await eventually(() => serveme.calls.find((c) => c.method === 'DELETE'), 3000, 'the reservation ended');
    serveme.startingReads = 0;
    await eventually(async () => (await db.collections.servers.countDocuments({ reservation: { $ne: null } })) === 0, 3000, 'the reserved server gone');
    await new Promise((r) => setTimeout(r, 600));
    expect(sim.commands.filter((c) => CONFIG_COMMAND.test(c))).toEqual([]);
    expect(serveme.calls.filter((c) => c.method === 'GET' && c.at > deleted.at)).toEqual([]);
  });
});
