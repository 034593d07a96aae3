/**
 * Who gets a server's connect address and SourceTV (SERVER_INFO_VISIBILITY, domain
 * pug/serverInfo.ts), over HTTP (GET /api/serverList) and the socket (`serverUpdate`), for a
 * signed-out visitor, a signed-in spectator, a player seated in the hosted pug and an admin, in
 * each setting, while the pug waits in Pregame and while it is Playing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicServer, ServerInfoVisibility } from '@pug/domain';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, TestPlayer } from '../testing/loop-site.ts';
import { insertPregamePug, startServersSite, steamidOf, type ServersSite } from './testing.ts';

type Viewer = 'signedOut' | 'spectator' | 'seated' | 'admin';
const ADDRESS = '203.0.113.9:27015';

/** What each viewer gets: the full view, or the reason it is hidden. */
const EXPECTED: Record<ServerInfoVisibility, Record<'Pregame' | 'Playing', Record<Viewer, string>>> = {
  hidden: {
    Pregame: { signedOut: 'players', spectator: 'players', seated: 'full', admin: 'full' },
    Playing: { signedOut: 'players', spectator: 'players', seated: 'full', admin: 'full' },
  },
  live: {
    Pregame: { signedOut: 'signIn', spectator: 'full', seated: 'full', admin: 'full' },
    Playing: { signedOut: 'live', spectator: 'live', seated: 'full', admin: 'full' },
  },
  public: {
    Pregame: { signedOut: 'signIn', spectator: 'full', seated: 'full', admin: 'full' },
    Playing: { signedOut: 'signIn', spectator: 'full', seated: 'full', admin: 'full' },
  },
};

const seen = (server: PublicServer | undefined) => {
  if (!server) return 'nothing';
  if (server.ipport === ADDRESS && server.sourceTv?.address === '203.0.113.9:27020' && !server.addressHidden) return 'full';
  // Hidden: nothing of the address anywhere in it.
  expect(JSON.stringify(server)).not.toContain('203.0.113.9');
  expect(server).toMatchObject({ ipport: null, sourceTv: null });
  return server.addressHidden ?? 'neither';
};

describe.each(['hidden', 'live', 'public'] as const)('SERVER_INFO_VISIBILITY=%s', (setting) => {
  let db: Database;
  let site: ServersSite;
  const viewers = {} as Record<Viewer, TestPlayer>;

  beforeAll(async () => {
    db = await openTestDatabase();
    site = await startServersSite(db, { env: { SERVER_INFO_VISIBILITY: setting } });
    viewers.signedOut = new TestPlayer(site.url, '');
    await viewers.signedOut.connect();
    viewers.spectator = await TestPlayer.signIn(site.url, steamidOf(50));
    viewers.seated = await TestPlayer.signIn(site.url, steamidOf(3)); // seated on BLU (insertPregamePug)
    viewers.admin = await TestPlayer.signIn(site.url, steamidOf(60), { admin: true });
    await insertPregamePug(db, 'pug-info');
    await db.collections.servers.insertOne({
      _id: 'srv-info',
      name: 'Info',
      ipport: ADDRESS,
      rconPassword: 'rcon-secret-1',
      region: 'na',
      priority: 0,
      enabled: true,
      query: null,
      logs: [],
      isDisrupt: false,
      disruptReason: null,
      pugId: 'pug-info',
      sourceTv: { port: 27020, password: null },
      createdAt: 1,
    });
  });
  afterAll(async () => {
    for (const v of Object.values(viewers)) v.close();
    await site?.close();
    await db?.close();
  });

  it.each(['Pregame', 'Playing'] as const)('while the pug is in %s', async (phase) => {
    await db.collections.pugs.updateOne({ _id: 'pug-info' }, { $set: { phase } });
    const before = Object.fromEntries(Object.entries(viewers).map(([k, v]) => [k, v.received('serverUpdate').length]));
    site.feature.service.emitServer('srv-info');
    for (const [name, viewer] of Object.entries(viewers) as [Viewer, TestPlayer][]) {
      const expected = EXPECTED[setting][phase][name];
      const http =
        name === 'signedOut'
          ? await fetch(`${site.url}/api/serverList`).then(async (r) => ({ body: (await r.json()) as PublicServer[] }))
          : await viewer.get('/api/serverList');
      expect([name, seen((http.body as PublicServer[]).find((s) => s._id === 'srv-info'))]).toEqual([name, expected]);
      const update = await eventually(
        () =>
          viewer
            .received('serverUpdate')
            .slice(before[name])
            .find((s) => s._id === 'srv-info'),
        3000,
        `${name}'s serverUpdate`,
      );
      expect([name, seen(update)]).toEqual([name, expected]);
    }
    // Each socket got this update once (not a full and a redacted copy).
    await new Promise((r) => setTimeout(r, 50));
    for (const [name, viewer] of Object.entries(viewers)) {
      expect([
        name,
        viewer
          .received('serverUpdate')
          .slice(before[name])
          .filter((s) => s._id === 'srv-info').length,
      ]).toEqual([name, 1]);
    }
  });
});
