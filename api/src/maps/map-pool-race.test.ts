/** The last map of a pool stays, whatever arrives at once: simultaneous DELETE /api/maps/{id}, and POSTs that take a map out of a pool. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;

beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db);
  admin = await TestPlayer.signIn(site.url, steamidOf(8600), { admin: true, socket: false });
});
afterAll(async () => {
  await site?.close();
  await db?.close();
});

const del = (id: string) =>
  fetch(`${site.url}/api/maps/${id}`, { method: 'DELETE', headers: { cookie: admin.cookie } }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { error?: { code: string; message: string } },
  }));
const prolanderPool = () => db.collections.maps.countDocuments({ formats: 'PROLANDER', isActive: true });

it('three rounds of sixteen simultaneous deletes emptying a pool: every round one gets 409 and one map stays', async () => {
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 16; i++) expect((await admin.post('/api/maps/', { name: `cp_race${round}_${i}`, formats: ['PROLANDER'] })).status).toBe(201);
    const pool = await db.collections.maps.find({ formats: 'PROLANDER' }).toArray();
    expect(pool.length).toBeGreaterThanOrEqual(16);

    const answers = await Promise.all(pool.map((m) => del(m._id)));
    expect(await prolanderPool()).toBe(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(pool.length - 1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT', message: expect.stringMatching(/last map of the .* pool/) } } });
    expect(site.lobbies.get('prolander').context().mapPool).toHaveLength(1);
  }
});

it('a POST that moves the last map out of its pool is refused too, also racing a delete', async () => {
  const [last] = await db.collections.maps.find({ formats: 'PROLANDER' }).toArray();
  const moved = await admin.post('/api/maps/', { name: last!._id, formats: ['SIXES'] });
  expect(moved.status).toBe(409);
  expect(await prolanderPool()).toBe(1);

  expect((await admin.post('/api/maps/', { name: 'cp_race_extra', formats: ['PROLANDER'] })).status).toBe(201);
  const [deleted, posted] = await Promise.all([del('cp_race_extra'), admin.post('/api/maps/', { name: last!._id, formats: ['SIXES'] })]);
  expect([deleted.status, posted.status].sort()).toEqual([200, 409]);
  expect(await prolanderPool()).toBe(1);
});
