/**
 * Reports. POST /api/reportPlayer/ (a signed-in player): about a player of a pug of the last 30
 * days the reporter took part in, not themselves unless admin (domain reportRefusal); one report
 * per reporter, player and pug; admins are told. GET /api/allReports/ (admin): newest first,
 * open / handled / all, by category, a page at a time. DELETE /api/report/{id} and
 * POST /api/report/{id}/handle (admin) are in the audit log.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE, idParamsSchema, reportRefusal, reportsQuerySchema, type AdminReport } from '@pug/domain';
import type { Filter } from 'mongodb';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { ReportDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseParams, parseWith } from '../framework/validate.ts';
import { adminNoticeKeys, notifyAdmins } from '../notifications/notify.ts';
import type { ModerationDeps } from './deps.ts';
import { adminReport, adminReports, aliasesOf } from './views.ts';
import type { BodyHandler } from '../framework/mount.ts';
import type { Middleware } from 'koa';

/** Reports per page of the admin list (spec: "returns reports", an array; `?page=` for older ones). */
const REPORTS_PAGE = ADMIN_PAGE_SIZE * 2;

export function postReportPlayer(deps: ModerationDeps): BodyHandler<'reportPlayer'> {
  return async (ctx, body) => {
    const user = sessionUser(ctx);
    const pug = await deps.collections.pugs.findOne({ _id: body.pugId }, { projection: { teams: 1, subbedPlayers: 1, startAt: 1 } });
    if (!pug) throw notFound(`No pug ${body.pugId}`);
    const refusal = reportRefusal(user, body.player, pug, deps.now());
    if (refusal) throw refusal;
    const doc: ReportDoc = {
      _id: randomUUID(),
      category: body.category,
      pugId: body.pugId,
      description: body.description,
      ...(body.logUrl ? { logUrl: body.logUrl } : {}),
      player: body.player,
      reporter: user.steamid,
      createdAt: deps.now(),
      handled: false,
    };
    try {
      await deps.collections.reports.insertOne(doc);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict('You already reported this player for this pug');
      throw err;
    }
    const aliases = await aliasesOf(deps.collections, [doc.player, doc.reporter]);
    const report = adminReport(doc, aliases);
    await notifyAdmins(deps, {
      msg: `${report.reporterAlias} reported ${report.playerAlias} (${doc.category})`,
      variant: 'warning',
      url: '/admin/reports',
      key: adminNoticeKeys.report(doc._id),
    });
    ctx.status = 201;
    ctx.body = {
      _id: doc._id,
      category: doc.category,
      pugId: doc.pugId,
      description: doc.description,
      player: doc.player,
      ...(doc.logUrl ? { logUrl: doc.logUrl } : {}),
    };
  };
}

export function getAllReports(deps: ModerationDeps): Middleware {
  return async (ctx) => {
    const query = parseWith(reportsQuerySchema, ctx.query, 'query');
    const filter: Filter<ReportDoc> = {
      ...(query.status === 'open' ? { handled: { $ne: true } } : query.status === 'handled' ? { handled: true } : {}),
      ...(query.category ? { category: query.category } : {}),
    };
    const docs = await deps.collections.reports
      .find(filter)
      .sort({ createdAt: -1, _id: 1 })
      .skip((query.page - 1) * REPORTS_PAGE)
      .limit(REPORTS_PAGE)
      .toArray();
    const body: AdminReport[] = await adminReports(deps.collections, docs);
    ctx.body = body;
  };
}

export function deleteReport(deps: ModerationDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const doc = await deps.collections.reports.findOneAndDelete({ _id: id });
    if (!doc) throw notFound('No such report');
    const aliases = await aliasesOf(deps.collections, [doc.player]);
    await recordAdminAction(deps, admin, {
      action: 'deleteReport',
      target: { kind: 'report', id: doc._id, label: `${doc.category} report on ${aliases.get(doc.player)?.alias ?? doc.player}` },
      details: { player: doc.player, reporter: doc.reporter, pugId: doc.pugId, category: doc.category },
    });
    await deps.events.publish('admin/handled', { key: adminNoticeKeys.report(doc._id) });
    ctx.body = { ok: true };
  };
}

export function postHandleReport(deps: ModerationDeps): BodyHandler<'handleReport'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const now = deps.now();
    const updated = await deps.collections.reports.findOneAndUpdate(
      { _id: id },
      body.handled
        ? { $set: { handled: true, handledBy: admin.steamid, handledAt: now, ...(body.note ? { note: body.note } : {}) } }
        : { $set: { handled: false }, $unset: { handledBy: '', handledAt: '' } },
      { returnDocument: 'after' },
    );
    if (!updated) throw notFound('No such report');
    const aliases = await aliasesOf(deps.collections, [updated.player, updated.reporter]);
    await recordAdminAction(deps, admin, {
      action: 'handleReport',
      target: { kind: 'report', id: updated._id, label: `${updated.category} report on ${aliases.get(updated.player)?.alias ?? updated.player}` },
      ...(body.note ? { reason: body.note } : {}),
      details: { handled: body.handled, player: updated.player, pugId: updated.pugId },
    });
    if (body.handled) await deps.events.publish('admin/handled', { key: adminNoticeKeys.report(updated._id) });
    ctx.body = adminReport(updated, aliases);
  };
}
