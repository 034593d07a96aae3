/**
 * Voice links through GET /api/pugCreds/{id}: with MUMBLE_URL each seated player gets their own
 * team's channel next to the connect string, named by the pug's number and an HMAC tag of the pug
 * and team under VOICE_SECRET (community/voice-link.ts); nobody else gets any (403/401 as before),
 * and without MUMBLE_URL the answer has no `voice`.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { insertPregamePug } from '../servers/testing.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let sameKey: LoopSite;
let otherKey: LoopSite;
let plain: LoopSite;
const PUG = 'voice-pug';
const NUMBER = 61;
const SECRET = 'voice-secret-for-tests-0123456789abcdef';
const MUMBLE = 'mumble://voice.example.com:64738/TF2 Pugs';
let blu: string;
let red: string;

/** The scheme, computed here on its own: 20 hex characters of HMAC-SHA256(key, label | pug id | team). */
const tagOf = (secret: string, pugId: string, team: string) =>
  createHmac('sha256', secret).update(`pug-voice-channel\0${pugId}\0${team}`).digest('hex').slice(0, 20);

beforeAll(async () => {
  db = await openTestDatabase();
  const doc = await insertPregamePug(db, PUG);
  await db.collections.pugs.updateOne({ _id: PUG }, { $set: { number: NUMBER } });
  blu = Object.keys(doc.teams.blu)[0]!;
  red = Object.keys(doc.teams.red)[0]!;
  site = await startLoopSite(db, { env: { MUMBLE_URL: MUMBLE, VOICE_SECRET: SECRET } });
  sameKey = await startLoopSite(db, { env: { MUMBLE_URL: MUMBLE, VOICE_SECRET: SECRET } });
  otherKey = await startLoopSite(db, { env: { MUMBLE_URL: MUMBLE, VOICE_SECRET: 'another-voice-secret-0123456789abcdef' } });
  plain = await startLoopSite(db);
});
afterAll(async () => {
  await site?.close();
  await sameKey?.close();
  await otherKey?.close();
  await plain?.close();
  await db?.close();
});

const creds = async (on: LoopSite, steamid: string, pug = PUG) => (await TestPlayer.signIn(on.url, steamid, { socket: false })).get(`/api/pugCreds/${pug}`);

describe('voice links', () => {
  it("gives each seated player their own team's channel, named by the pug's number and a keyed tag", async () => {
    const forBlu = await creds(site, blu);
    expect(forBlu.status).toBe(200);
    expect(forBlu.body.voice).toEqual({
      team: 'blu',
      url: `mumble://voice.example.com:64738/TF2%20Pugs/${NUMBER}/BLU-${tagOf(SECRET, PUG, 'blu')}?title=6S+pug+%23${NUMBER}+BLU&version=1.2.0`,
    });
    const forRed = await creds(site, red);
    expect(forRed.body.voice).toEqual({
      team: 'red',
      url: `mumble://voice.example.com:64738/TF2%20Pugs/${NUMBER}/RED-${tagOf(SECRET, PUG, 'red')}?title=6S+pug+%23${NUMBER}+RED&version=1.2.0`,
    });
    expect(JSON.stringify(forRed.body)).not.toContain('/BLU');
    expect(JSON.stringify(forRed.body)).not.toContain(tagOf(SECRET, PUG, 'blu'));
  });

  it("does not let RED work out BLU's channel: swapping the team name gives no channel of BLU's", async () => {
    const bluUrl = (await creds(site, blu)).body.voice.url as string;
    const redUrl = (await creds(site, red)).body.voice.url as string;
    const guessed = redUrl.replaceAll('RED', 'BLU');
    expect(guessed).not.toBe(bluUrl);
    expect(new URL(guessed).pathname).not.toBe(new URL(bluUrl).pathname);
  });

  it('needs the key: another key names other channels, the same key (another process, a restart) the same ones', async () => {
    const bluUrl = (await creds(site, blu)).body.voice.url as string;
    expect((await creds(sameKey, blu)).body.voice.url).toBe(bluUrl);
    const elsewhere = (await creds(otherKey, blu)).body.voice.url as string;
    expect(elsewhere).not.toBe(bluUrl);
    expect(elsewhere).toContain(`/${NUMBER}/BLU-${tagOf('another-voice-secret-0123456789abcdef', PUG, 'blu')}?`);
  });

  it('gives nobody else a link: a player not seated, an admin and a signed-out visitor get none', async () => {
    const stranger = await creds(site, steamidOf(77));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    const admin = await (await TestPlayer.signIn(site.url, steamidOf(78), { admin: true, socket: false })).get(`/api/pugCreds/${PUG}`);
    expect(admin.status).toBe(403);
    expect(JSON.stringify(admin.body)).not.toContain('mumble');
    const anonymous = await fetch(`${site.url}/api/pugCreds/${PUG}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('mumble');
  });

  it('has no voice without MUMBLE_URL', async () => {
    const answer = await creds(plain, blu);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('voice');
  });
});
