/** POST /api/maps/ and DELETE /api/maps/{id}: guarded, validated, recorded, and taken by the lobbies for their next round without a restart. */
import { expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { useLoopSite, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;

useLoopSite(8300, (world) => ({ db, site, admin, player } = world as Required<typeof world>), { seed: true, sockets: false, player: 8301 });

const del = (who: TestPlayer | null, id: string) =>
  fetch(`${site.url}/api/maps/${id}`, { method: 'DELETE', headers: who ? { cookie: who.cookie } : {} }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { name: string }[] & { error: { message: string } },
  }));

it('adds a map to a pool: 401, 403, 400 first, nothing changed; then the sixes lobby draws from it', async () => {
  const before = await db.collections.maps.countDocuments({});
  const anon = await fetch(`${site.url}/api/maps/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(anon.status).toBe(401);
  expect((await player.post('/api/maps/', { name: 'cp_new_map', formats: ['SIXES'] })).status).toBe(403);
  const bad = await admin.post('/api/maps/', { name: 'newmap', formats: ['SIXES'] });
  expect(bad.status).toBe(400);
  expect(bad.body.error.message).toMatch(/prefix_name/);
  expect((await admin.post('/api/maps/', { name: 'cp_new_map', formats: [] })).status).toBe(400);
  expect((await admin.post('/api/maps/', { name: { $gt: '' }, formats: ['SIXES'] })).status).toBe(400);
  expect(await db.collections.maps.countDocuments({})).toBe(before);

  const added = await admin.post('/api/maps/', { name: 'cp_new_map', formats: ['SIXES', 'PROLANDER'] });
  expect(added.status).toBe(201);
  expect(added.body).toContainEqual(expect.objectContaining({ _id: 'cp_new_map', name: 'cp_new_map', formats: ['SIXES', 'PROLANDER'], isActive: true }));
  expect(site.lobbies.get('sixes').context().mapPool).toContain('cp_new_map');
  expect(site.lobbies.get('prolander').context().mapPool).toContain('cp_new_map');
  expect(site.lobbies.get('highlander').context().mapPool).not.toContain('cp_new_map');
  expect(await db.collections.auditLog.findOne({ action: 'addMap' })).toMatchObject({
    target: { kind: 'map', id: 'cp_new_map' },
    details: { formats: 'SIXES, PROLANDER' },
  });

  // Posting a listed map sets its pools.
  const moved = await admin.post('/api/maps/', { name: 'cp_new_map', formats: ['HIGHLANDER'] });
  expect(moved.status).toBe(200);
  expect(site.lobbies.get('sixes').context().mapPool).not.toContain('cp_new_map');
  expect(site.lobbies.get('highlander').context().mapPool).toContain('cp_new_map');
});

it('deletes a map: 401, 403, 400, 404 first; then it leaves the pools', async () => {
  expect((await del(null, 'cp_new_map')).status).toBe(401);
  expect((await del(player, 'cp_new_map')).status).toBe(403);
  expect((await del(admin, '%7B%24gt%3A1%7D')).status).toBe(400);
  expect((await del(admin, 'cp_missing')).status).toBe(404);
  const res = await del(admin, 'cp_new_map');
  expect(res.status).toBe(200);
  expect(res.body.some((m: { name: string }) => m.name === 'cp_new_map')).toBe(false);
  expect(site.lobbies.get('highlander').context().mapPool).not.toContain('cp_new_map');
  expect(await db.collections.auditLog.countDocuments({ action: 'deleteMap', 'target.id': 'cp_new_map' })).toBe(1);
});

it('keeps the last map of a pool', async () => {
  await admin.post('/api/maps/', { name: 'ctf_only_one', formats: ['SIXES'] });
  for (const map of await db.collections.maps.find({ formats: 'SIXES', _id: { $ne: 'ctf_only_one' } }).toArray()) {
    await admin.post('/api/maps/', {
      name: map.name,
      formats: map.formats.filter((f) => f !== 'SIXES').length ? map.formats.filter((f) => f !== 'SIXES') : ['HIGHLANDER'],
    });
  }
  const last = await del(admin, 'ctf_only_one');
  expect(last.status).toBe(409);
  expect(last.body.error.message).toMatch(/last map of the Sixes pool/);
  expect(site.lobbies.get('sixes').context().mapPool).toEqual(['ctf_only_one']);
});
