/**
 * GET /api/auditLog/?action=&target=&page= (admin): the admin actions, newest first, a page at a
 * time. An entry stored without the actor's alias (socket commands, in older entries) gets the
 * actor's current one, so the page never shows a bare Steam ID where a name is known.
 */
import { ADMIN_PAGE_SIZE, auditQuerySchema, type AuditLogResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Filter } from 'mongodb';
import type { AuditDoc, Collections } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';

const AUDIT_PAGE = ADMIN_PAGE_SIZE * 2;

export function getAuditLog(collections: Collections): Middleware {
  return async (ctx) => {
    const query = parseWith(auditQuerySchema, ctx.query, 'query');
    const filter: Filter<AuditDoc> = {
      ...(query.action ? { action: query.action } : {}),
      ...(query.target ? { 'target.id': query.target } : {}),
    };
    const [entries, total] = await Promise.all([
      collections.auditLog
        .find(filter)
        .sort({ at: -1, _id: 1 })
        .skip((query.page - 1) * AUDIT_PAGE)
        .limit(AUDIT_PAGE)
        .toArray(),
      collections.auditLog.countDocuments(filter),
    ]);
    const unnamed = [...new Set(entries.filter((e) => !e.actorAlias).map((e) => e.actor))];
    const aliases = new Map(
      unnamed.length === 0
        ? []
        : (await collections.users.find({ _id: { $in: unnamed } }, { projection: { alias: 1 } }).toArray()).map((u) => [u._id, u.alias]),
    );
    const named = entries.map((e) => (e.actorAlias || !aliases.get(e.actor) ? e : { ...e, actorAlias: aliases.get(e.actor)! }));
    const body: AuditLogResponse = { entries: named, total, page: query.page, pageSize: AUDIT_PAGE };
    ctx.body = body;
  };
}
