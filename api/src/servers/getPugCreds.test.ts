/** GET /api/pugCreds/{id}: the connect string goes to the pug's seated players (subs who came in too) only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { insertPregamePug } from './testing.ts';

let db: Database;
let site: LoopSite;
const PUG = 'creds-pug';
// insertPregamePug seats steamidOf(1..12); player 12 was subbed out for steamidOf(50).
const subbedOut = steamidOf(12);
const sub = steamidOf(50);

beforeAll(async () => {
  db = await openTestDatabase();
  const doc = await insertPregamePug(db, PUG);
  const seat = doc.teams.red[subbedOut]!;
  const red = { ...doc.teams.red, [sub]: seat };
  delete red[subbedOut];
  await db.collections.pugs.updateOne(
    { _id: PUG },
    {
      $set: {
        'teams.red': red,
        subbedPlayers: [{ steamid: subbedOut, replacedBy: sub, team: 'red', role: seat.role, at: Date.now() }],
        players: [...doc.players, sub],
      },
    },
  );
  await db.collections.servers.insertOne({
    _id: 'creds-server',
    name: 'Creds 1',
    ipport: '203.0.113.9:27015',
    rconPassword: 'rcon-never-sent',
    region: 'na',
    priority: 0,
    enabled: false,
    query: null,
    logs: [],
    isDisrupt: false,
    disruptReason: null,
    pugId: PUG,
    password: 'join-pw',
    logSecret: null,
  });
  site = await startLoopSite(db);
});
afterAll(async () => {
  await site?.close();
  await db?.close();
});

const creds = async (steamid: string | null, opts: { admin?: boolean } = {}) => {
  if (steamid === null) {
    const res = await fetch(`${site.url}/api/pugCreds/${PUG}`);
    return { status: res.status, body: await res.json() };
  }
  const player = await TestPlayer.signIn(site.url, steamid, { ...opts, socket: false });
  return player.get(`/api/pugCreds/${PUG}`);
};

describe('GET /api/pugCreds/{id}', () => {
  it('gives a seated player the connect string and steam:// link', async () => {
    const res = await creds(steamidOf(1));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pugId: PUG,
      connect: 'connect 203.0.113.9:27015; password "join-pw"',
      steamUrl: 'steam://connect/203.0.113.9:27015/join-pw',
      server: { name: 'Creds 1', ipport: '203.0.113.9:27015' },
    });
    expect(JSON.stringify(res.body)).not.toContain('rcon-never-sent');
  });

  it('gives it to a sub who came in, not to the player they replaced', async () => {
    expect((await creds(sub)).body.connect).toBe('connect 203.0.113.9:27015; password "join-pw"');
    expect((await creds(subbedOut)).status).toBe(403);
  });

  it('refuses a stranger and an admin who does not play in the pug (403), and a signed-out visitor (401)', async () => {
    const stranger = await creds(steamidOf(900));
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe('FORBIDDEN');
    expect(JSON.stringify(stranger.body)).not.toContain('join-pw');
    expect((await creds(steamidOf(901), { admin: true })).status).toBe(403);
    const anonymous = await creds(null);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('join-pw');
  });

  it('answers 404 for an unknown pug and 400 for a malformed id', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(1), { socket: false });
    expect((await player.get('/api/pugCreds/no-such-pug')).status).toBe(404);
    expect((await player.get('/api/pugCreds/bad%24id')).status).toBe(400);
  });
});
