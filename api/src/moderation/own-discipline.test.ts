/**
 * Nobody acts on their own discipline, and a banned admin is no admin (domain `isEffectiveAdmin`):
 * over HTTP (appeals, deleteBan, the self user) and a socket admin command (endPug).
 */
import type { Pug } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, fillSixesWithDummies, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

const CONFIGURED = steamidOf(8503);
let db: Database;
let site: LoopSite;
let boss: TestPlayer;
let rogue: TestPlayer;
beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db, { env: { ADMIN_STEAMIDS: CONFIGURED } });
  boss = await TestPlayer.signIn(site.url, steamidOf(8501), { admin: true });
  rogue = await TestPlayer.signIn(site.url, steamidOf(8502), { admin: true });
});
afterAll(async () => {
  boss?.close();
  rogue?.close();
  await site?.close();
  await db?.close();
});

const discipline = (userId: string, fields: Record<string, unknown>) => ({
  userId,
  isBan: true,
  date: Date.now(),
  expires: null,
  reason: 'Abuse of admin tools',
  isCaptainRestrict: false,
  appealAccepted: false,
  ...fields,
});

describe('own discipline', () => {
  it('an admin who is not banned still cannot delete their own captain restriction or decide their own appeal (403)', async () => {
    const restriction = discipline(rogue.steamid, { isBan: false, isCaptainRestrict: true, date: Date.now() - 1000 });
    expect((await boss.post('/api/banPlayer/', restriction)).status).toBe(201);
    expect((await rogue.get('/api/appeals/')).status).toBe(200); // a captain restriction leaves admin powers
    const removal = await rogue.post('/api/deleteBan/', { userId: rogue.steamid, date: restriction.date });
    expect(removal.status).toBe(403);
    expect(removal.body.error.message).toMatch(/your own discipline/);
    expect(await db.collections.discipline.countDocuments({ userId: rogue.steamid, isCaptainRestrict: true })).toBe(1);

    // An expired ban whose appeal is still open: the admin is not banned now, and still may not decide it.
    const _id = 'expired-ban-with-appeal';
    await db.collections.discipline.insertOne({
      _id,
      ...discipline(rogue.steamid, { date: Date.now() - 5000, expires: Date.now() - 1000 }),
      appeal: 'It was a misunderstanding',
      appealAt: Date.now() - 2000,
      issuedBy: boss.steamid,
    });
    for (const decision of ['accept', 'reject']) {
      const res = await rogue.post(`/api/appeals/${_id}/${decision}`, {});
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect(await db.collections.discipline.findOne({ _id })).toMatchObject({ appealAccepted: false });
    expect((await boss.post(`/api/appeals/${_id}/reject`, {})).status).toBe(200);
  });

  it('a banned admin has no admin powers: not over HTTP, not over the socket; lifting the ban gives them back', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(8504));
    const before = player.received('pugStarted').length;
    await fillSixesWithDummies(site, boss, [player], 8510);
    const pug: Pug = await eventually(() => player.received('pugStarted')[before]?.[0], 5000, 'pugStarted');

    const ban = discipline(rogue.steamid, {});
    expect((await boss.post('/api/banPlayer/', ban)).status).toBe(201);
    const self = await rogue.get('/api/self/');
    expect(self.body).toMatchObject({ steamid: rogue.steamid, isAdmin: false });
    expect((await rogue.get('/api/appeals/')).status).toBe(403);
    const deleted = await rogue.post('/api/deleteBan/', { userId: rogue.steamid, date: ban.date });
    expect(deleted.status).toBe(403);
    expect((await rogue.post('/api/appealBan/', { reason: 'Let me back in' })).status).toBe(200);
    const stored = await db.collections.discipline.findOne({ userId: rogue.steamid, date: ban.date });
    const accepted = await rogue.post(`/api/appeals/${stored!._id}/accept`, {});
    expect(accepted.status).toBe(403);
    expect(await db.collections.discipline.findOne({ _id: stored!._id })).toMatchObject({ appealAccepted: false });

    await rogue.connect(); // the ban ended the old socket; a new one is identified afresh
    const ended = await rogue.emit('endPug', { pugId: pug._id });
    expect(ended.error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await db.collections.pugs.findOne({ _id: pug._id }))?.phase).toBe('Pregame');

    // Another admin lifts it: the powers come back.
    expect((await boss.post(`/api/appeals/${stored!._id}/accept`, {})).status).toBe(200);
    expect((await rogue.get('/api/appeals/')).status).toBe(200);
    expect(await rogue.emit('endPug', { pugId: pug._id })).toEqual({ ok: true });
    player.close();
  });

  it('an admin by ADMIN_STEAMIDS loses the powers while banned too', async () => {
    const configured = await TestPlayer.signIn(site.url, CONFIGURED, { socket: false });
    expect((await configured.get('/api/appeals/')).status).toBe(200);
    expect((await boss.post('/api/banPlayer/', discipline(CONFIGURED, {}))).status).toBe(201);
    expect((await configured.get('/api/appeals/')).status).toBe(403);
    expect((await configured.post('/api/banPlayer/', discipline(boss.steamid, { reason: 'Revenge' }))).status).toBe(403);
    expect(await db.collections.discipline.countDocuments({ userId: boss.steamid })).toBe(0);
  });
});
