import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { recordAdminAction } from './record-admin-action.ts';

describe('recordAdminAction', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores who did what to what, when and why, and leaves out what was not given', async () => {
    const entry = await recordAdminAction(
      { collections: db.collections, now: () => 1_700_000_000_000 },
      { steamid: '76561198000000001', alias: 'admin' },
      { action: 'banPlayer', target: { kind: 'player', id: '76561198000000002', label: 'cheater' }, reason: 'aimbot', details: { expires: null } },
    );
    const stored = await db.collections.auditLog.findOne({ _id: entry._id });
    expect(stored).toEqual({
      _id: entry._id,
      at: 1_700_000_000_000,
      actor: '76561198000000001',
      actorAlias: 'admin',
      action: 'banPlayer',
      target: { kind: 'player', id: '76561198000000002', label: 'cheater' },
      reason: 'aimbot',
      details: { expires: null },
    });
    const bare = await recordAdminAction({ collections: db.collections, now: () => 1 }, { steamid: '76561198000000001' }, { action: 'deleteMap' });
    expect(await db.collections.auditLog.findOne({ _id: bare._id })).toEqual({ _id: bare._id, at: 1, actor: '76561198000000001', action: 'deleteMap' });
  });
});
