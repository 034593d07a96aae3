/**
 * Announcements through the real app: only admins post, edit, list and delete (401/403), bad input
 * is a 400 that stores nothing, each change is audited and reaches every open page over the
 * socket, a player's dismissal is remembered server-side, and an expired banner is not served.
 */
import { ANNOUNCEMENT_TEXT_MAX, ANNOUNCEMENTS_LIVE_MAX, type Announcement } from '@pug/domain';
import { expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { eventually, useLoopSite, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;

useLoopSite(8401, (world) => ({ db, site, admin, player } = world as Required<typeof world>), { player: 8402 });

const HOUR = 60 * 60 * 1000;
const send = (who: TestPlayer | null, method: string, path: string, body?: unknown) =>
  fetch(`${site.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

let posted: Announcement;

it('lets only admins post, and refuses bad input without storing it', async () => {
  const good = { text: 'Cup night Friday <b>8pm</b>', link: 'https://example.com/cup', expiresAt: Date.now() + HOUR };
  expect((await send(null, 'POST', '/api/admin/announcements', good)).status).toBe(401);
  expect((await send(player, 'POST', '/api/admin/announcements', good)).status).toBe(403);
  for (const bad of [
    { ...good, text: '' },
    { ...good, text: 'x'.repeat(ANNOUNCEMENT_TEXT_MAX + 1) },
    { ...good, text: 'two\nlines' },
    { ...good, link: 'http://example.com' },
    { ...good, link: 'javascript:alert(1)' },
    { ...good, link: 'https://user:pass@example.com' },
    { ...good, expiresAt: Date.now() - 1000 },
    { ...good, expiresAt: Date.now() + 400 * 24 * HOUR },
    { ...good, expiresAt: 'tomorrow' },
    { ...good, text: { $gt: '' } },
    { ...good, extra: true },
  ]) {
    const res = await send(admin, 'POST', '/api/admin/announcements', bad);
    expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  }
  expect(await db.collections.announcements.countDocuments({})).toBe(0);

  const res = await send(admin, 'POST', '/api/admin/announcements', good);
  expect(res.status).toBe(201);
  posted = res.body as Announcement;
  expect(posted).toEqual({ _id: expect.any(String), text: good.text, link: good.link, createdAt: expect.any(Number), expiresAt: good.expiresAt });
  // Every open page hears of it: the player's and the admin's.
  await eventually(() => player.received('announcements').some((list) => list.some((a) => a._id === posted._id)), 3000, 'the player told');
  await eventually(() => admin.received('announcements').length > 0, 3000, 'the admin told');
  expect(await db.collections.auditLog.findOne({ action: 'addAnnouncement' })).toMatchObject({
    actor: admin.steamid,
    target: { kind: 'announcement', id: posted._id },
  });
  const anonymous = await send(null, 'GET', '/api/announcements');
  expect(anonymous.body).toEqual({ announcements: [posted], dismissed: [] });
});

it('remembers a player’s dismissal on the server; only a stored announcement can be dismissed', async () => {
  expect((await send(null, 'POST', `/api/announcements/${posted._id}/dismiss`, {})).status).toBe(401);
  expect((await send(player, 'POST', '/api/announcements/made-up-id/dismiss', {})).status).toBe(404);
  expect((await send(player, 'POST', '/api/announcements/%7B%24gt%3A1%7D/dismiss', {})).status).toBe(400);
  expect((await send(player, 'POST', `/api/announcements/${posted._id}/dismiss`, {})).status).toBe(200);
  expect((await send(player, 'POST', `/api/announcements/${posted._id}/dismiss`, {})).status).toBe(200);
  expect(await db.collections.announcementDismissals.countDocuments({})).toBe(1);
  expect((await send(player, 'GET', '/api/announcements')).body.dismissed).toEqual([posted._id]);
  expect((await send(admin, 'GET', '/api/announcements')).body.dismissed).toEqual([]);
});

it('lets admins list, edit and delete, each audited and sent to every page', async () => {
  expect((await send(player, 'GET', '/api/admin/announcements')).status).toBe(403);
  expect((await send(player, 'PUT', `/api/admin/announcements/${posted._id}`, { text: 'hacked', expiresAt: Date.now() + HOUR })).status).toBe(403);
  expect((await send(player, 'DELETE', `/api/admin/announcements/${posted._id}`)).status).toBe(403);
  const list = await send(admin, 'GET', '/api/admin/announcements');
  expect(list.body).toEqual([{ ...posted, createdBy: admin.steamid }]);

  expect((await send(admin, 'PUT', '/api/admin/announcements/nope', { text: 'x', expiresAt: Date.now() + HOUR })).status).toBe(404);
  expect((await send(admin, 'PUT', `/api/admin/announcements/${posted._id}`, { text: 'x', link: 'ftp://x', expiresAt: Date.now() + HOUR })).status).toBe(400);
  const edited = await send(admin, 'PUT', `/api/admin/announcements/${posted._id}`, {
    text: 'Cup moved to Saturday',
    link: null,
    expiresAt: Date.now() + 2 * HOUR,
  });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ text: 'Cup moved to Saturday', link: null });
  await eventually(() => player.received('announcements').some((l) => l.some((a) => a.text === 'Cup moved to Saturday')), 3000, 'the edit sent');
  expect(await db.collections.auditLog.countDocuments({ action: 'editAnnouncement', 'target.id': posted._id })).toBe(1);

  expect((await send(admin, 'DELETE', '/api/admin/announcements/nope')).status).toBe(404);
  expect((await send(admin, 'DELETE', `/api/admin/announcements/${posted._id}`)).status).toBe(200);
  await eventually(() => player.received('announcements').at(-1)?.length === 0, 3000, 'the removal sent');
  expect(await db.collections.auditLog.countDocuments({ action: 'deleteAnnouncement', 'target.id': posted._id })).toBe(1);
  expect(await db.collections.announcementDismissals.countDocuments({})).toBe(0);
});

it('serves no expired banner and caps the live ones', async () => {
  await db.collections.announcements.insertOne({ _id: 'old', text: 'old news', link: null, createdAt: 1, expiresAt: Date.now() - 1, createdBy: admin.steamid });
  expect((await send(null, 'GET', '/api/announcements')).body.announcements).toEqual([]);
  for (let i = 0; i < ANNOUNCEMENTS_LIVE_MAX; i++) {
    expect((await send(admin, 'POST', '/api/admin/announcements', { text: `n${i}`, expiresAt: Date.now() + HOUR })).status).toBe(201);
  }
  expect((await send(admin, 'POST', '/api/admin/announcements', { text: 'one more', expiresAt: Date.now() + HOUR })).status).toBe(409);
  expect((await send(null, 'GET', '/api/announcements')).body.announcements).toHaveLength(ANNOUNCEMENTS_LIVE_MAX);
});
