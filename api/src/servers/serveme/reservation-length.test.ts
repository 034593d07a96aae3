/**
 * How long a serveme.tf reservation lasts: SERVEME_RESERVATION_MINUTES (120 by default, what a key
 * without premium is granted; serveme.tf refuses a longer one), and a pug that outlives it has it
 * extended at the status poll (`POST /api/reservations/{id}/extend`); one serveme.tf will not
 * extend is told to admins once, with the time its server stops.
 */
import type { FakeServeme } from '@pug/test-tools/serveme';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { eventually, type LoopSite, type TestPlayer } from '../../testing/loop-site.ts';
import { servemeConfigOf, servemeEnvSchema } from './serveme-config.ts';
import { callLines, serversOf, startServemePug, useServemeWorld } from './testing.ts';

let db: Database;
let fake: FakeServeme;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;

// 30 min: under the hour serveme.tf requires before it extends, and under the tests' 40 min `extendWithinMs`.
useServemeWorld({ admin: 8400, player: 8401, siteEnv: { SERVEME_RESERVATION_MINUTES: '30' } }, (world) => ({ db, fake, site, admin, player } = world));

const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);

describe('SERVEME_RESERVATION_MINUTES', () => {
  it('is 120 by default, and must be whole minutes from 30 to 600', () => {
    const parse = (value?: string) => servemeEnvSchema.safeParse({ SERVEME_API_KEY: 'k'.repeat(20), ...(value ? { SERVEME_RESERVATION_MINUTES: value } : {}) });
    const config = servemeConfigOf(parse().data!, 'test');
    expect(config).toMatchObject({ reservationMinutes: 120 });
    expect(servemeConfigOf(parse('600').data!, 'test')).toMatchObject({ reservationMinutes: 600 });
    for (const bad of ['29', '601', '90.5', '-1', 'two hours']) expect(parse(bad).success, bad).toBe(false);
  });
});

describe('a pug outliving its reservation', () => {
  it('reserves for SERVEME_RESERVATION_MINUTES, tells admins once when serveme.tf will not extend, and extends at the next poll it will', async () => {
    const pug = await startServemePug(site, admin, player, 8410);
    const server = await eventually(() => db.collections.servers.findOne({ pugId: pug._id, password: { $ne: null } }), 8000, 'the reserved server ready');
    const asked = fake.calls.find((c) => c.method === 'POST' && c.path === '/api/reservations')!.body.reservation!;
    expect(Date.parse(String(asked.ends_at)) - Date.parse(String(asked.starts_at))).toBe(30 * 60_000);
    const id = server.reservation!.id!;
    const endsAt = server.reservation!.endsAt;

    // Another reservation follows on that server: serveme.tf refuses (400); admins hear when it stops, once.
    fake.extensionBlocked = true;
    await serversOf(site).service.watchLivePugs();
    await serversOf(site).service.watchLivePugs();
    expect(callLines(fake).filter((l) => l === `POST /api/reservations/${id}/extend`)).toHaveLength(2);
    const notices = await db.collections.notifications
      .find({ steamid: admin.steamid, msg: { $regex: `reservation #${id} .*could not be extended` } })
      .toArray();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.msg).toContain(`its server stops at ${hhmm(endsAt)} UTC`);
    expect((await db.collections.servers.findOne({ _id: server._id }))!.reservation!.endsAt).toBe(endsAt);

    // It may now: extended by the key's 20 minutes; the next poll leaves it (50 min left).
    fake.extensionBlocked = false;
    await serversOf(site).service.watchLivePugs();
    const extended = (await db.collections.servers.findOne({ _id: server._id }))!.reservation!;
    expect(extended.endsAt).toBe(endsAt + 20 * 60_000);
    expect(fake.reservations.get(id)!.ends_at).toBe(new Date(extended.endsAt).toISOString());
    await serversOf(site).service.watchLivePugs();
    expect(callLines(fake).filter((l) => l === `POST /api/reservations/${id}/extend`)).toHaveLength(3);
    const log = (await db.collections.servers.findOne({ _id: server._id }))!.logs.map((l) => l.line ?? '');
    expect(log.some((l) => l.includes(`reservation #${id} extended: ends ${hhmm(endsAt + 20 * 60_000)} UTC`))).toBe(true);
  });
});
