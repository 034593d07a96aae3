/**
 * Voice links (issue 22 item 3) through GET /api/pugCreds/{id}: with MUMBLE_URL each seated player
 * gets their own team's channel next to the connect string; nobody else gets any (403 as before),
 * and without MUMBLE_URL the answer has no `voice`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { insertPregamePug } from '../servers/testing.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let plain: LoopSite;
const PUG = 'voice-pug';
let blu: string;
let red: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const doc = await insertPregamePug(db, PUG);
  blu = Object.keys(doc.teams.blu)[0]!;
  red = Object.keys(doc.teams.red)[0]!;
  site = await startLoopSite(db, { env: { MUMBLE_URL: 'mumble://voice.example.com:64738/TF2 Pugs' } });
  plain = await startLoopSite(db);
});
afterAll(async () => {
  await site?.close();
  await plain?.close();
  await db?.close();
});

const creds = async (on: LoopSite, steamid: string) => (await TestPlayer.signIn(on.url, steamid, { socket: false })).get(`/api/pugCreds/${PUG}`);

describe('voice links', () => {
  it("gives each seated player their own team's channel, and only that", async () => {
    const forBlu = await creds(site, blu);
    expect(forBlu.status).toBe(200);
    expect(forBlu.body.voice).toEqual({
      team: 'blu',
      url: `mumble://voice.example.com:64738/TF2%20Pugs/${PUG}/BLU?title=6S+pug+${PUG}+BLU&version=1.2.0`,
    });
    const forRed = await creds(site, red);
    expect(forRed.body.voice.team).toBe('red');
    expect(forRed.body.voice.url).toMatch(new RegExp(`^mumble://voice\\.example\\.com:64738/TF2%20Pugs/${PUG}/RED\\?`));
    expect(JSON.stringify(forRed.body)).not.toContain('/BLU');
  });

  it('gives nobody else a link: a player not seated and an admin get 403 without one', async () => {
    const stranger = await creds(site, steamidOf(77));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    const admin = await (await TestPlayer.signIn(site.url, steamidOf(78), { admin: true, socket: false })).get(`/api/pugCreds/${PUG}`);
    expect(admin.status).toBe(403);
    expect(JSON.stringify(admin.body)).not.toContain('mumble');
  });

  it('has no voice without MUMBLE_URL', async () => {
    const answer = await creds(plain, blu);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('voice');
  });
});
