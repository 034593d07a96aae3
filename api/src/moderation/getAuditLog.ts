/** GET /api/auditLog/?action=&target=&page= (admin): the admin actions, newest first, a page at a time. */
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
    const body: AuditLogResponse = { entries, total, page: query.page, pageSize: AUDIT_PAGE };
    ctx.body = body;
  };
}
