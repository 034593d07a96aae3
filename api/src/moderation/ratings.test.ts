/**
 * Ratings as admins see them, and an admin's adjustment (docs/product.md "Rules", contracts/ratings.ts),
 * through HTTP on the real store: who may call, the refusals changing nothing, the history with the
 * pugs behind each change and the adjustment (audited, the player told, the profile showing it), and
 * the provisional mark a queued player carries into the lobby.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testing.ts';
import type { Database } from '../db/index.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';
import { storePug } from './testing.ts';

describe('admin ratings', () => {
  let db: Database;
  let site: LoopSite;
  let admin: TestPlayer;
  let player: TestPlayer;
  let rated: TestPlayer;
  const anonymous = async (method: string, path: string, body?: unknown) =>
    (await fetch(`${site.url}${path}`, { method, ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}) })).status;
  const ratingPath = (steamid: string) => `/api/admin/players/${steamid}/rating`;
  const ratingsPath = (steamid: string) => `/api/admin/players/${steamid}/ratings`;
  const good = { format: 'sixes', role: 'medic', elo: 1650, reason: 'Smurf of a Main player' };

  beforeAll(async () => {
    db = await openTestDatabase();
    site = await startLoopSite(db);
    admin = await TestPlayer.signIn(site.url, steamidOf(9601), { admin: true, socket: false });
    player = await TestPlayer.signIn(site.url, steamidOf(9602), { socket: false });
    rated = await TestPlayer.signIn(site.url, steamidOf(9603));
    const pug = await storePug(db, 'pug-rated', [rated.steamid], [player.steamid], Date.now() - 60_000);
    await db.collections.pugs.updateOne({ _id: pug._id }, { $set: { number: 4321 } });
    await db.collections.eloHistory.insertOne({
      _id: `pug-rated:${rated.steamid}:medic`,
      steamid: rated.steamid,
      pugId: 'pug-rated',
      format: 'sixes',
      role: 'medic',
      from: 1400,
      to: 1432,
      delta: 32,
      at: Date.now() - 50_000,
      reason: 'pug',
      pugsPlayed: 2,
    });
    await db.collections.users.updateOne(
      { _id: rated.steamid },
      { $set: { 'elos.sixes.medic': 1432, 'pugCounts.sixes.medic': 3, 'pugCounts.sixes.demoman': 12, 'elos.sixes.demoman': 1555 } },
    );
  });
  afterAll(async () => {
    for (const p of [admin, player, rated]) p?.close();
    await site?.close();
    await db?.close();
  });

  const unchanged = async () => {
    expect(await db.collections.eloHistory.countDocuments({ reason: 'adjustment' })).toBe(0);
    expect(await db.collections.auditLog.countDocuments({ action: 'adjustRating' })).toBe(0);
    expect((await db.collections.users.findOne({ _id: rated.steamid }))?.elos.sixes?.medic).toBe(1432);
  };

  it('refuses the anonymous (401), players (403), bad bodies (400) and unknown players (404), changing nothing', async () => {
    expect(await anonymous('POST', ratingPath(rated.steamid), good)).toBe(401);
    expect(await anonymous('GET', ratingsPath(rated.steamid))).toBe(401);
    expect((await player.post(ratingPath(rated.steamid), good)).status).toBe(403);
    expect((await rated.post(ratingPath(rated.steamid), good)).status).toBe(403);
    expect((await player.get(ratingsPath(rated.steamid))).status).toBe(403);
    for (const [body, field] of [
      [{ ...good, elo: 4000 }, /elo/],
      [{ ...good, elo: 10 }, /elo/],
      [{ ...good, elo: 'high' }, /elo/],
      [{ ...good, reason: '  ' }, /reason/],
      [{ ...good, reason: undefined }, /reason/],
      [{ ...good, role: 'wizard' }, /role/],
      [{ ...good, role: 'pyro' }, /role/],
      [{ ...good, format: 'fours' }, /format/],
      [{ ...good, $set: { isAdmin: true } }, /\$set|Unrecognized/i],
    ] as const) {
      const res = await admin.post(ratingPath(rated.steamid), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(field);
    }
    expect((await admin.post(ratingPath(steamidOf(9699)), good)).status).toBe(404);
    expect((await admin.get(ratingsPath(steamidOf(9699)))).status).toBe(404);
    expect((await admin.post(ratingPath('not-a-steamid'), good)).status).toBe(400);
    await unchanged();
  });

  it('lists each rated class with its pugs played, the provisional mark and the pug behind each change', async () => {
    const res = await admin.get(ratingsPath(rated.steamid));
    expect(res.status).toBe(200);
    const medic = res.body.classes.find((c: { format: string; role: string }) => c.format === 'sixes' && c.role === 'medic');
    expect(medic).toMatchObject({ elo: 1432, pugsPlayed: 3, provisional: true });
    expect(medic.history).toEqual([expect.objectContaining({ reason: 'pug', pugId: 'pug-rated', pugNumber: 4321, from: 1400, to: 1432, delta: 32 })]);
    const demo = res.body.classes.find((c: { format: string; role: string }) => c.format === 'sixes' && c.role === 'demoman');
    expect(demo).toMatchObject({ elo: 1555, pugsPlayed: 12, provisional: false, history: [] });
    expect(res.body.classes.some((c: { role: string }) => c.role === 'pyro')).toBe(false);
  });

  it('sets the elo: history as an adjustment, the audit log, the player told, the profile shows it; still provisional', async () => {
    const res = await admin.post(ratingPath(rated.steamid), { ...good, reason: '  Smurf of a Main player ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, from: 1432, to: 1650 });

    const ratings = (await admin.get(ratingsPath(rated.steamid))).body;
    const medic = ratings.classes.find((c: { format: string; role: string }) => c.format === 'sixes' && c.role === 'medic');
    expect(medic).toMatchObject({ elo: 1650, pugsPlayed: 3, provisional: true });
    expect(medic.history[0]).toMatchObject({
      reason: 'adjustment',
      pugId: null,
      from: 1432,
      to: 1650,
      delta: 218,
      by: admin.steamid,
      byAlias: `P${admin.steamid.slice(-4)}`,
      note: 'Smurf of a Main player',
    });
    expect(medic.history[1]).toMatchObject({ reason: 'pug', pugNumber: 4321 });

    const audit = (await admin.get(`/api/auditLog/?action=adjustRating`)).body.entries;
    expect(audit).toEqual([
      expect.objectContaining({
        actor: admin.steamid,
        action: 'adjustRating',
        reason: 'Smurf of a Main player',
        target: { kind: 'player', id: rated.steamid, label: `P${rated.steamid.slice(-4)}` },
        details: { format: 'sixes', role: 'medic', from: 1432, to: 1650 },
      }),
    ]);

    const notice = await db.collections.notifications.findOne({ steamid: rated.steamid });
    expect(notice?.msg).toBe('An admin set your Sixes Medic elo to 1650: Smurf of a Main player');

    const profile = (await player.get(`/api/profile/${rated.steamid}`)).body;
    expect(profile.elos.sixes.medic).toBe(1650);
    const chart = (await player.get(`/api/profile/${rated.steamid}/elo?format=sixes&role=medic`)).body;
    expect(chart.at(-1)).toMatchObject({ elo: 1650, pugId: null });
    expect((await db.collections.users.findOne({ _id: rated.steamid }))?.pugCounts?.sixes?.medic).toBe(3);
  });

  it("a class never rated starts from the player's start and is listed once adjusted", async () => {
    const res = await admin.post(ratingPath(rated.steamid), { format: 'hl', role: 'pyro', elo: 1200.5, reason: 'Plays pyro in Main' });
    expect(res.status).toBe(200);
    expect(res.body.from).toBe(1000);
    const pyro = (await admin.get(ratingsPath(rated.steamid))).body.classes.find((c: { role: string }) => c.role === 'pyro');
    expect(pyro).toMatchObject({ format: 'hl', elo: 1200.5, pugsPlayed: 0, provisional: true });
  });

  it('a queued player carries the provisional mark of each class into the lobby', async () => {
    const lobby = () => site.lobbies.get('sixes');
    const join = (p: TestPlayer, role: string) => p.post('/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: p.steamid });
    expect((await join(rated, 'medic')).status).toBe(200);
    expect((await join(rated, 'demoman')).status).toBe(200);
    expect(lobby().context().players[rated.steamid]?.provisionalRoles).toEqual(['medic']);
    await rated.post('/api/queueRole', { queueName: 'sixes', role: 'medic', isQueue: false, userSteamId: rated.steamid });
    expect(lobby().context().players[rated.steamid]?.provisionalRoles).toEqual([]);
    await rated.post('/api/queueRole', { queueName: 'sixes', role: 'demoman', isQueue: false, userSteamId: rated.steamid });
    expect(lobby().context().players[rated.steamid]).toBeUndefined();
  });
});
