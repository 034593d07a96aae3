/** The audit log names the admin by alias for socket commands as for HTTP routes. */
import { expect, it } from 'vitest';
import type { AuditLogResponse } from '@pug/domain';
import type { Database } from '../db/index.ts';
import { TestPlayer, useLoopSite } from '../testing/loop-site.ts';

let db: Database;
let admin: TestPlayer;
useLoopSite(8500, (world) => ({ db, admin } = world));

it('a socket command (reset the lobby) and an HTTP route (set a captain) both show the admin’s alias, not a Steam ID', async () => {
  expect(await admin.emit('setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' })).toEqual({ ok: true });
  expect((await admin.post('/api/captain/', { steamid: admin.steamid, shouldCaptain: false, queueName: 'sixes' })).status).toBe(200);
  const log = (await admin.get('/api/auditLog/')).body as AuditLogResponse;
  const byAction = Object.fromEntries(log.entries.map((e) => [e.action, e]));
  const alias = `P${admin.steamid.slice(-4)}`;
  expect(byAction.resetLobby).toMatchObject({ actor: admin.steamid, actorAlias: alias });
  expect(byAction.setCaptain).toMatchObject({ actor: admin.steamid, actorAlias: alias });
});

it('an entry stored without an alias is answered with the actor’s current alias', async () => {
  await db.collections.auditLog.insertOne({ _id: 'old-entry', at: 1, actor: admin.steamid, action: 'endPug', target: { kind: 'pug', id: 'p1' } });
  const log = (await admin.get('/api/auditLog/?action=endPug')).body as AuditLogResponse;
  expect(log.entries).toEqual([expect.objectContaining({ _id: 'old-entry', actorAlias: `P${admin.steamid.slice(-4)}` })]);
});
