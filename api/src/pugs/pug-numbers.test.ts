/** Pug numbers ("#1234"): given once across api processes, older pugs numbered at start, GET /api/pug/{number}. */
import { initialLobbyContext, type LobbyContext, type Pug } from '@pug/domain';
import { fullSeats, SIXES } from '@pug/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { siteFeatures } from '../features.ts';
import { caller, storePug } from '../moderation/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { PugsFeature } from './feature.ts';

let db: Database;
const sites: TestServer[] = [];
const get = caller(() => sites[0]!);
const pugsOf = (site: TestServer) => (site.features.find((f) => f.name === 'pugs') as unknown as PugsFeature).service;

/** A launching sixes lobby whose round differs by `seed` (so each forms its own pug). */
function launchingLobby(seed: number): LobbyContext {
  const seats = fullSeats(SIXES);
  return {
    ...initialLobbyContext({ config: SIXES, mapPool: ['cp_process_final'], seed, now: 1_000 }),
    map: 'cp_process_final',
    teams: { blu: seats.filter((_, i) => i % 2 === 0), red: seats.filter((_, i) => i % 2 === 1) },
  };
}

beforeAll(async () => {
  db = await openTestDatabase();
  // Stored before pugs had numbers, the newer one first.
  await storePug(db, 'sixes-older-b', ['76561198000000001'], ['76561198000000002'], 2_000);
  await storePug(db, 'sixes-older-a', ['76561198000000001'], ['76561198000000002'], 1_000);
  // Two api processes on one store.
  for (let i = 0; i < 2; i++) sites.push(await startTestServer({ deps: { db, collections: db.collections, features: siteFeatures() } }));
});
afterAll(async () => {
  for (const site of sites) await site.close();
  await db?.close();
});

describe('pug numbers', () => {
  it('numbers the pugs stored before numbering at start, in creation order', async () => {
    expect((await get('GET', '/api/pug/sixes-older-a')).body.number).toBe(1);
    expect((await get('GET', '/api/pug/sixes-older-b')).body.number).toBe(2);
  });

  it('two api processes creating pugs at once never hand out the same number', async () => {
    const created = await Promise.all(Array.from({ length: 16 }, (_, i) => pugsOf(sites[i % 2]!).createFromLobby(launchingLobby(100 + i))));
    const numbers = created.map((pug) => pug.number).sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => i + 3));
    // Creating a pug again (a retry) finds the same pug and number.
    const again = await pugsOf(sites[1]!).createFromLobby(launchingLobby(100));
    expect(again.number).toBe(created[0]!.number);
  });

  it('GET /api/pug/{number} is the pug with that number; an unknown number is 404, garbage 400', async () => {
    const byNumber = await get('GET', '/api/pug/1');
    expect(byNumber.status).toBe(200);
    expect((byNumber.body as Pug)._id).toBe('sixes-older-a');
    expect((await get('GET', '/api/pug/sixes-older-b')).status).toBe(200);

    const unknown = await get('GET', '/api/pug/987654');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBeTypeOf('string');
    // Digits are a number (no leading zero, at most 9 digits); an id always holds a letter or a '-'.
    for (const garbage of ['0', '007', '1234567890', '1.5', '%24gt', '1%00', 'a'.repeat(65)]) {
      const res = await get('GET', `/api/pug/${garbage}`);
      expect(res.status, garbage).toBe(400);
      expect(res.body.error.message, garbage).toBeTypeOf('string');
    }
    expect((await get('GET', '/api/pug/-1')).status).toBe(404);
  });
});
