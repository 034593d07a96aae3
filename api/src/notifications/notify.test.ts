import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { createEventBus } from '../framework/events.ts';
import { createLogger } from '../framework/logger.ts';
import type { Realtime } from '../framework/sockets.ts';
import { notifyAdmins, notifyUsers } from './notify.ts';

const events = createEventBus(createLogger({ level: 'silent' }));

/** Records what would go to each user's room. */
function recordingRealtime() {
  const sent: { steamid: string; event: string; payload: unknown }[] = [];
  const emitterFor = (steamid: string) => ({ emit: (event: string, payload: unknown) => sent.push({ steamid, event, payload }) });
  const realtime = { toUser: emitterFor, toQueue: () => emitterFor('queue'), toAll: () => emitterFor('all') } as unknown as Realtime;
  return { sent, realtime };
}

describe('notifications', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores one undismissed notification per recipient (once each) and sends the same one live', async () => {
    const { sent, realtime } = recordingRealtime();
    await notifyUsers({ collections: db.collections, realtime, now: () => 5 }, ['a', 'b', 'a'], { msg: 'Your pug was cancelled', variant: 'warning' });
    const stored = await db.collections.notifications.find({ msg: 'Your pug was cancelled' }).sort({ steamid: 1 }).toArray();
    expect(stored.map((n) => [n.steamid, n.dismissed, n.timestamp])).toEqual([
      ['a', false, 5],
      ['b', false, 5],
    ]);
    expect(sent).toEqual(
      stored.map((n) => ({ steamid: n.steamid, event: 'pugNotification', payload: { _id: n._id, msg: n.msg, variant: 'warning', timestamp: 5 } })),
    );
  });

  it('reaches stored admins and configured admins, nobody else', async () => {
    await db.collections.users.insertMany([userDoc('76561198000000001', { isAdmin: true }), userDoc('76561198000000002')]);
    const { sent, realtime } = recordingRealtime();
    await notifyAdmins(
      { collections: db.collections, realtime, now: () => 6, adminSteamids: ['76561198000000003'], events },
      { msg: 'No server', variant: 'error', url: '/pugs/x' },
    );
    expect(sent.map((s) => s.steamid).sort()).toEqual(['76561198000000001', '76561198000000003']);
    expect(sent[0]!.payload).toMatchObject({ msg: 'No server', url: '/pugs/x' });
  });

  it('leaves out an admin who is banned now, by flag or by configuration; an expired ban does not count', async () => {
    await db.collections.users.insertMany([userDoc('76561198000000011', { isAdmin: true }), userDoc('76561198000000012', { isAdmin: true })]);
    const ban = (userId: string, expires: number | null) => ({
      _id: `ban-${userId}-${String(expires)}`,
      userId,
      isBan: true,
      date: 1,
      expires,
      reason: 'abuse',
      isCaptainRestrict: false,
      appeal: null,
      appealAccepted: false,
    });
    await db.collections.discipline.insertMany([ban('76561198000000011', null), ban('76561198000000013', 1_000), ban('76561198000000014', 5)]);
    const { sent, realtime } = recordingRealtime();
    await notifyAdmins(
      { collections: db.collections, realtime, now: () => 10, adminSteamids: ['76561198000000013', '76561198000000014'], events },
      { msg: 'Report filed', variant: 'warning' },
    );
    const told = sent.map((s) => s.steamid);
    expect(told).toContain('76561198000000012');
    expect(told).toContain('76561198000000014');
    expect(told).not.toContain('76561198000000011');
    expect(told).not.toContain('76561198000000013');
  });
});
