import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@pug/domain';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { caller, storePug } from './testing.ts';

const ADMIN = '76561198000000801';
const PLAYER = '76561198000000802';
const TARGET = '76561198000000803';
const OUTSIDER = '76561198000000804';
let db: Database;
let site: TestServer;
let admin: string;
let player: string;
let target: string;
let outsider: string;
const call = caller(() => site);

beforeAll(async () => {
  db = await openTestDatabase();
  site = await startTestServer({ deps: { db, collections: db.collections, features: FEATURES } });
  admin = (await signIn(site.url, ADMIN, { admin: true, alias: 'Boss' })).cookie;
  player = (await signIn(site.url, PLAYER, { alias: 'Reporter' })).cookie;
  target = (await signIn(site.url, TARGET, { alias: 'Griefer' })).cookie;
  outsider = (await signIn(site.url, OUTSIDER, { alias: 'Outsider' })).cookie;
  await storePug(db, 'pug-recent', [PLAYER, ADMIN], [TARGET], Date.now() - DAY_MS);
  await storePug(db, 'pug-old', [PLAYER], [TARGET], Date.now() - 40 * DAY_MS);
});

afterAll(async () => {
  await site?.close();
  await db?.close();
});

const count = (name: 'discipline' | 'reports' | 'auditLog', filter = {}) => db.collections[name].countDocuments(filter);

describe('bans and captain restrictions', () => {
  const ban = { userId: TARGET, isBan: true, date: Date.now(), expires: Date.now() + DAY_MS, reason: 'Griefing in pug-recent' };

  it('refuses signed out (401), players (403) and bad bodies (400), changing nothing', async () => {
    expect((await call('POST', '/api/banPlayer/', { body: ban })).status).toBe(401);
    expect((await call('POST', '/api/banPlayer/', { cookie: player, body: ban })).status).toBe(403);
    const bad = await call('POST', '/api/banPlayer/', { cookie: admin, body: { ...ban, userId: { $gt: '' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/userId/);
    expect((await call('POST', '/api/banPlayer/', { cookie: admin, body: { ...ban, reason: '' } })).body.error.message).toMatch(/reason/);
    expect((await call('POST', '/api/banPlayer/', { cookie: admin, body: { ...ban, expires: ban.date - 1 } })).status).toBe(400);
    expect((await call('POST', '/api/banPlayer/', { cookie: admin, body: { ...ban, userId: '76561198000000999' } })).status).toBe(404);
    expect((await call('POST', '/api/banPlayer/', { cookie: admin, body: { ...ban, userId: ADMIN } })).status).toBe(403);
    expect(await count('discipline')).toBe(0);
    expect(await count('auditLog', { action: 'banPlayer' })).toBe(0);
  });

  it('bans: the player sees it live (once: the ban overlay, not also a toast and a bar notice), cannot queue, and the audit log has it', async () => {
    const socket: Socket = ioClient(site.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: target } });
    const update = new Promise<{ disciplineHistory: { reason: string }[] }>((resolve) => socket.once('userUpdate', resolve));
    const notices: { msg: string }[] = [];
    socket.on('pugNotification', (n: { msg: string }) => notices.push(n));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const queued = await call('POST', '/api/queueRole', { cookie: target, body: { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: TARGET } });
    expect(queued.body._queuePlayers[TARGET]).toBeDefined();
    const res = await call('POST', '/api/banPlayer/', { cookie: admin, body: ban });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: TARGET, isBan: true, reason: ban.reason, issuedBy: ADMIN, issuedByAlias: 'Boss' });
    expect((await update).disciplineHistory[0]?.reason).toBe(ban.reason);
    expect(notices).toEqual([]);
    expect(await db.collections.notifications.countDocuments({ steamid: TARGET })).toBe(0);
    socket.close();
    const queue = await call('POST', '/api/queueRole', { cookie: target, body: { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: TARGET } });
    expect(queue.status).toBe(403);
    expect(queue.body.error.message).toMatch(/banned: Griefing/);
    // The ban took them out of the queue they were in.
    const queues = await call('GET', '/api/queues');
    expect(queues.body.find((q: { name: string }) => q.name === 'sixes').state._queuePlayers[TARGET]).toBeUndefined();
    const entry = await db.collections.auditLog.findOne({ action: 'banPlayer' });
    expect(entry).toMatchObject({ actor: ADMIN, actorAlias: 'Boss', target: { kind: 'player', id: TARGET, label: 'Griefer' }, reason: ban.reason });
  });

  it('deleteBan: 401/403/400/404, then removes exactly that entry', async () => {
    const body = { userId: TARGET, date: ban.date };
    expect((await call('POST', '/api/deleteBan/', { body })).status).toBe(401);
    expect((await call('POST', '/api/deleteBan/', { cookie: player, body })).status).toBe(403);
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: TARGET } })).status).toBe(400);
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { ...body, date: 5 } })).status).toBe(404);
    expect(await count('discipline', { userId: TARGET })).toBe(1);
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body })).status).toBe(200);
    expect(await count('discipline', { userId: TARGET })).toBe(0);
    expect(await count('auditLog', { action: 'deleteBan', 'target.id': TARGET })).toBe(1);
  });

  it('deleteBan names one entry: by its _id; a date two entries share is refused (409), changing nothing', async () => {
    const date = Date.now() - 5000;
    const issue = (body: object) => call('POST', '/api/banPlayer/', { cookie: admin, body: { userId: TARGET, date, reason: 'Same day', ...body } });
    const banned = await issue({ isBan: true });
    const restricted = await issue({ isBan: false, isCaptainRestrict: true });
    expect([banned.status, restricted.status]).toEqual([201, 201]);
    const shared = await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: TARGET, date } });
    expect(shared.status).toBe(409);
    expect(shared.body.error.message).toMatch(/_id/);
    expect(await count('discipline', { userId: TARGET, date })).toBe(2);
    // Bad names: an operator, an entry of another player, no name at all.
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: TARGET, _id: { $ne: '' } } })).status).toBe(400);
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: OUTSIDER, _id: banned.body._id } })).status).toBe(404);
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: TARGET, _id: restricted.body._id, date: date + 1 } })).status).toBe(404);
    expect(await count('discipline', { userId: TARGET, date })).toBe(2);
    // By _id: the captain restriction goes, the ban of the same date stays.
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: TARGET, _id: restricted.body._id } })).status).toBe(200);
    expect(
      await db.collections.discipline
        .find({ userId: TARGET, date })
        .map((d) => d._id)
        .toArray(),
    ).toEqual([banned.body._id]);
    // Now the date names one entry, so the older body still works.
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: TARGET, date } })).status).toBe(200);
    expect(await count('discipline', { userId: TARGET, date })).toBe(0);
  });

  it('a captain restriction alone is a discipline entry, not a ban', async () => {
    const res = await call('POST', '/api/banPlayer/', {
      cookie: admin,
      body: { userId: OUTSIDER, isBan: false, isCaptainRestrict: true, date: Date.now(), reason: 'Afk captain' },
    });
    expect(res.status).toBe(201);
    const queue = await call('POST', '/api/queueRole', { cookie: outsider, body: { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: OUTSIDER } });
    expect(queue.status).toBe(200);
    await call('POST', '/api/queueRole', { cookie: outsider, body: { queueName: 'sixes', role: 'medic', isQueue: false, userSteamId: OUTSIDER } });
  });

  it('lifting a captain restriction takes its notice out of the bar, live in every tab', async () => {
    const notice = await db.collections.notifications.findOne({ steamid: OUTSIDER, dismissed: false, msg: /You may not captain.*Afk captain/ });
    expect(notice).toBeTruthy();
    const socket: Socket = ioClient(site.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: outsider } });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const withdrawn = new Promise<{ _id: string; dismissed: boolean }>((resolve) => socket.once('pugNotificationChange', resolve));
    const entry = await db.collections.discipline.findOne({ userId: OUTSIDER });
    expect((await call('POST', '/api/deleteBan/', { cookie: admin, body: { userId: OUTSIDER, date: entry!.date } })).status).toBe(200);
    expect(await withdrawn).toEqual({ _id: notice!._id, dismissed: true });
    socket.close();
    const self = await call('GET', '/api/self/', { cookie: outsider });
    const msgs = (self.body.notifications as { msg: string }[]).map((n) => n.msg);
    expect(msgs.some((m) => /may not captain/.test(m))).toBe(false);
    expect(msgs.some((m) => /removed your captain restriction/.test(m))).toBe(true);
  });
});

describe('appeals', () => {
  let banId: string;
  beforeAll(async () => {
    const res = await call('POST', '/api/banPlayer/', { cookie: admin, body: { userId: TARGET, isBan: true, date: Date.now(), reason: 'Toxic chat' } });
    banId = res.body._id as string;
  });

  it('one appeal per ban, with text; only for the banned', async () => {
    expect((await call('POST', '/api/appealBan/', { body: { reason: 'sorry' } })).status).toBe(401);
    expect((await call('POST', '/api/appealBan/', { cookie: target, body: { reason: '   ' } })).status).toBe(400);
    expect((await call('POST', '/api/appealBan/', { cookie: target, body: { reason: { $ne: 1 } } })).status).toBe(400);
    expect((await call('POST', '/api/appealBan/', { cookie: player, body: { reason: 'not banned' } })).status).toBe(404);
    expect((await call('POST', '/api/appealBan/', { cookie: target, body: { reason: 'It was a joke among friends' } })).status).toBe(200);
    const again = await call('POST', '/api/appealBan/', { cookie: target, body: { reason: 'please' } });
    expect(again.status).toBe(409);
    expect((await db.collections.discipline.findOne({ _id: banId }))?.appeal).toBe('It was a joke among friends');
    const adminNote = await db.collections.notifications.findOne({ steamid: ADMIN, msg: /appealed/ });
    expect(adminNote?.msg).toBe('Griefer appealed their ban (Toxic chat)');
  });

  it('lists open appeals for admins only', async () => {
    expect((await call('GET', '/api/appeals/')).status).toBe(401);
    expect((await call('GET', '/api/appeals/', { cookie: player })).status).toBe(403);
    const list = await call('GET', '/api/appeals/', { cookie: admin });
    expect(list.body).toEqual([expect.objectContaining({ _id: banId, alias: 'Griefer', appeal: 'It was a joke among friends', reason: 'Toxic chat' })]);
  });

  it('reject keeps the ban; a decided appeal cannot be decided again', async () => {
    expect((await call('POST', `/api/appeals/${banId}/reject`, { cookie: player, body: {} })).status).toBe(403);
    expect((await call('POST', `/api/appeals/${banId}/reject`, { cookie: admin, body: { note: 5 } })).status).toBe(400);
    expect((await call('POST', '/api/appeals/nope/reject', { cookie: admin, body: {} })).status).toBe(404);
    expect((await call('POST', `/api/appeals/${banId}/reject`, { cookie: admin, body: { note: 'Repeat offence' } })).status).toBe(200);
    expect((await call('POST', `/api/appeals/${banId}/accept`, { cookie: admin, body: {} })).status).toBe(409);
    expect((await call('GET', '/api/appeals/', { cookie: admin })).body).toEqual([]);
    const self = await call('GET', '/api/self/', { cookie: target });
    expect(self.body.disciplineHistory[0]).toMatchObject({ appealRejected: true, appealAccepted: false });
    expect(await count('auditLog', { action: 'rejectAppeal', reason: 'Repeat offence' })).toBe(1);
    expect(await db.collections.notifications.countDocuments({ steamid: ADMIN, dismissed: false, msg: /appealed/ })).toBe(0);
  });

  it('accept lifts the ban', async () => {
    await db.collections.discipline.updateOne({ _id: banId }, { $set: { appealRejected: false } });
    expect((await call('POST', `/api/appeals/${banId}/accept`, { cookie: admin, body: {} })).status).toBe(200);
    const queue = await call('POST', '/api/queueRole', { cookie: target, body: { queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: TARGET } });
    expect(queue.status).toBe(200);
    await call('POST', '/api/queueRole', { cookie: target, body: { queueName: 'sixes', role: 'medic', isQueue: false, userSteamId: TARGET } });
    expect(await db.collections.notifications.countDocuments({ steamid: TARGET, msg: /appeal was accepted/ })).toBe(1);
  });
});

describe('reports', () => {
  const report = { category: 'Griefing', pugId: 'pug-recent', description: 'Stood in spawn all game', player: TARGET, logUrl: 'https://logs.tf/3512345' };
  let reportId: string;

  it('refuses signed out, bad bodies, outsiders, old pugs, self, and non-logs.tf links', async () => {
    expect((await call('POST', '/api/reportPlayer/', { body: report })).status).toBe(401);
    const wrongLog = await call('POST', '/api/reportPlayer/', { cookie: player, body: { ...report, logUrl: 'https://evil.example/1' } });
    expect(wrongLog.status).toBe(400);
    expect(wrongLog.body.error.message).toMatch(/logs\.tf/);
    expect((await call('POST', '/api/reportPlayer/', { cookie: player, body: { ...report, description: '' } })).status).toBe(400);
    expect((await call('POST', '/api/reportPlayer/', { cookie: player, body: { ...report, pugId: 'nope' } })).status).toBe(404);
    expect((await call('POST', '/api/reportPlayer/', { cookie: outsider, body: report })).status).toBe(403);
    expect((await call('POST', '/api/reportPlayer/', { cookie: player, body: { ...report, pugId: 'pug-old' } })).status).toBe(403);
    expect((await call('POST', '/api/reportPlayer/', { cookie: player, body: { ...report, player: PLAYER } })).status).toBe(403);
    expect(await count('reports')).toBe(0);
  });

  it('files a report once; admins are told', async () => {
    const res = await call('POST', '/api/reportPlayer/', { cookie: player, body: report });
    expect(res.status).toBe(201);
    reportId = res.body._id as string;
    expect((await call('POST', '/api/reportPlayer/', { cookie: player, body: report })).status).toBe(409);
    expect(await db.collections.notifications.countDocuments({ steamid: ADMIN, msg: 'Reporter reported Griefer (Griefing)' })).toBe(1);
    // An admin may report themselves (docs/product.md "Permissions").
    expect((await call('POST', '/api/reportPlayer/', { cookie: admin, body: { ...report, player: ADMIN, logUrl: '' } })).status).toBe(201);
  });

  it('lists reports newest first with filters, for admins only', async () => {
    expect((await call('GET', '/api/allReports/')).status).toBe(401);
    expect((await call('GET', '/api/allReports/', { cookie: player })).status).toBe(403);
    expect((await call('GET', '/api/allReports/?status=maybe', { cookie: admin })).status).toBe(400);
    const all = await call('GET', '/api/allReports/', { cookie: admin });
    expect(all.body.map((r: { playerAlias: string }) => r.playerAlias)).toEqual(['Boss', 'Griefer']);
    expect(all.body[1]).toMatchObject({ reporterAlias: 'Reporter', handled: false, logUrl: report.logUrl, pugId: 'pug-recent' });
    // The report names its pug by number for the admin's link text (#77), read in the same request.
    await db.collections.pugs.updateOne({ _id: 'pug-recent' }, { $set: { number: 77 } });
    expect((await call('GET', '/api/allReports/', { cookie: admin })).body[1]).toMatchObject({ pugId: 'pug-recent', pugNumber: 77 });
    expect((await call('GET', '/api/allReports/?category=Cheating', { cookie: admin })).body).toEqual([]);
  });

  it('handles and deletes a report, both in the audit log', async () => {
    expect((await call('POST', `/api/report/${reportId}/handle`, { cookie: player, body: { handled: true } })).status).toBe(403);
    expect((await call('POST', `/api/report/${reportId}/handle`, { cookie: admin, body: { handled: 'yes' } })).status).toBe(400);
    const socket: Socket = ioClient(site.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: admin } });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const notice = await db.collections.notifications.findOne({ steamid: ADMIN, dismissed: false, msg: 'Reporter reported Griefer (Griefing)' });
    expect(notice).toBeTruthy();
    const cleared = new Promise<{ _id: string; dismissed: boolean }>((resolve) => socket.once('pugNotificationChange', resolve));
    const handled = await call('POST', `/api/report/${reportId}/handle`, { cookie: admin, body: { handled: true, note: 'Warned' } });
    expect(handled.body).toMatchObject({ handled: true, handledBy: ADMIN, note: 'Warned' });
    // A handled report's notice leaves every admin's bar (it stayed stacked on every admin page).
    expect(await cleared).toEqual({ _id: notice!._id, dismissed: true });
    socket.close();
    const bar = (await call('GET', '/api/self/', { cookie: admin })).body.notifications as { msg: string }[];
    expect(bar.map((n) => n.msg)).not.toContain('Reporter reported Griefer (Griefing)');
    expect((await call('GET', '/api/allReports/?status=handled', { cookie: admin })).body).toHaveLength(1);
    expect((await call('GET', '/api/allReports/?status=open', { cookie: admin })).body).toHaveLength(1);
    expect((await call('DELETE', `/api/report/${reportId}`)).status).toBe(401);
    expect((await call('DELETE', `/api/report/${reportId}`, { cookie: player })).status).toBe(403);
    expect((await call('DELETE', '/api/report/%7B%22%24gt%22%3A1%7D', { cookie: admin })).status).toBe(400);
    expect((await call('DELETE', `/api/report/${reportId}`, { cookie: admin })).status).toBe(200);
    expect((await call('DELETE', `/api/report/${reportId}`, { cookie: admin })).status).toBe(404);
    expect(await count('reports')).toBe(1);
    expect(await count('auditLog', { action: { $in: ['handleReport', 'deleteReport'] } })).toBe(2);
  });
});

describe('admin player search, player page and audit log', () => {
  beforeAll(async () => {
    const many = Array.from({ length: 60 }, (_, i) => userDoc(`7656119900000${String(i).padStart(4, '0')}`, { alias: `Scout${String(i).padStart(2, '0')}` }));
    await db.collections.users.insertMany(many);
  });

  it('pages through aliases by prefix (case-insensitive) and finds Steam IDs', async () => {
    expect((await call('GET', '/api/admin/players?q=scout')).status).toBe(401);
    expect((await call('GET', '/api/admin/players?q=scout', { cookie: player })).status).toBe(403);
    const first = await call('GET', '/api/admin/players?q=scout', { cookie: admin });
    expect(first.body).toMatchObject({ total: 60, page: 1, pageSize: 25 });
    expect(first.body.players).toHaveLength(25);
    expect(first.body.players[0].alias).toBe('Scout00');
    const third = await call('GET', '/api/admin/players?q=SCOUT&page=3', { cookie: admin });
    expect(third.body.players.map((p: { alias: string }) => p.alias)).toEqual(Array.from({ length: 10 }, (_, i) => `Scout${50 + i}`));
    const bySteamid = await call('GET', `/api/admin/players?q=${TARGET}`, { cookie: admin });
    expect(bySteamid.body.players).toEqual([expect.objectContaining({ steamid: TARGET, alias: 'Griefer', banned: false })]);
    expect((await call('GET', '/api/admin/players?q=(.*', { cookie: admin })).body.total).toBe(0);
    expect((await call('GET', '/api/admin/players?q=a&q=b', { cookie: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/players?q[$ne]=x', { cookie: admin })).body.total).toBeGreaterThan(60); // not an operator: no q at all
  });

  it('finds a player by the alias of their latest sign-in only, any case, the text taken literally', async () => {
    const search = async (q: string) => {
      const res = await call('GET', `/api/admin/players?q=${encodeURIComponent(q)}`, { cookie: admin });
      expect(res.status, q).toBe(200);
      return (res.body.players as { alias: string }[]).map((p) => p.alias);
    };
    const who = '76561199000009901';
    await signIn(site.url, who, { alias: 'Old Name' });
    expect(await search('old n')).toEqual(['Old Name']);
    await signIn(site.url, who, { alias: 'Ｎew Ｎame' }); // fullwidth letters: the same name to a search
    expect(await search('old')).toEqual([]);
    expect(await search('NEW NAME')).toEqual(['Ｎew Ｎame']);
    expect(await search('new name?')).toEqual([]);
    for (const q of ['.*', 'Sc.ut', 'scout$', '(', '\\', 'x'.repeat(64)]) expect(await search(q), q).toEqual([]);
    expect((await call('GET', `/api/admin/players?q=${'x'.repeat(65)}`, { cookie: admin })).status).toBe(400);
  });

  it('pages a community of thousands in the database', async () => {
    const crowd = Array.from({ length: 3000 }, (_, i) =>
      userDoc(`7656119910000${String(i).padStart(4, '0')}`, { alias: `Crowd${String(i).padStart(4, '0')}` }),
    );
    await db.collections.users.insertMany(crowd);
    const first = await call('GET', '/api/admin/players?q=crowd', { cookie: admin });
    expect(first.body).toMatchObject({ total: 3000, page: 1, pageSize: 25 });
    expect(first.body.players).toHaveLength(25);
    const last = await call('GET', '/api/admin/players?q=Crowd&page=120', { cookie: admin });
    expect(last.body.players.map((p: { alias: string }) => p.alias)).toEqual(Array.from({ length: 25 }, (_, i) => `Crowd${2975 + i}`));
    expect((await call('GET', '/api/admin/players?q=Crowd&page=121', { cookie: admin })).body.players).toEqual([]);
    const narrow = await call('GET', '/api/admin/players?q=crowd123', { cookie: admin });
    expect(narrow.body.total).toBe(10);
    expect((await call('GET', '/api/admin/players?q=76561199100001234', { cookie: admin })).body.players[0].alias).toBe('Crowd1234');
  });

  it('opens a player with discipline history and reports', async () => {
    expect((await call('GET', `/api/admin/players/${TARGET}`, { cookie: player })).status).toBe(403);
    expect((await call('GET', '/api/admin/players/abc', { cookie: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/players/76561198000000999', { cookie: admin })).status).toBe(404);
    const page = await call('GET', `/api/admin/players/${TARGET}`, { cookie: admin });
    expect(page.body.player).toMatchObject({ steamid: TARGET, alias: 'Griefer', banned: false });
    expect(page.body.disciplineHistory[0]).toMatchObject({ reason: 'Toxic chat', appealAccepted: true, issuedByAlias: 'Boss' });
  });

  it('shows the audit log newest first, filtered by action', async () => {
    expect((await call('GET', '/api/auditLog/')).status).toBe(401);
    expect((await call('GET', '/api/auditLog/', { cookie: player })).status).toBe(403);
    expect((await call('GET', '/api/auditLog/?action=nuke', { cookie: admin })).status).toBe(400);
    const log = await call('GET', '/api/auditLog/', { cookie: admin });
    expect(log.body.entries[0].action).toBe('deleteReport');
    expect(log.body.total).toBeGreaterThanOrEqual(7);
    const bans = await call('GET', '/api/auditLog/?action=banPlayer', { cookie: admin });
    expect(bans.body.entries.every((e: { action: string }) => e.action === 'banPlayer')).toBe(true);
    const onTarget = await call('GET', `/api/auditLog/?target=${TARGET}`, { cookie: admin });
    expect(onTarget.body.entries.every((e: { target: { id: string } }) => e.target.id === TARGET)).toBe(true);
  });
});
