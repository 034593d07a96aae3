/**
 * Ban appeals. POST /api/appealBan/ (a signed-in player): one appeal per active ban (domain
 * appealRefusal), stored with a conditional update so two sends cannot both count; admins are
 * told. GET /api/appeals/ (admin): the appeals waiting for a decision, oldest first.
 * POST /api/appeals/{id}/accept lifts the ban (appealAccepted); /reject keeps it. Both tell the
 * player and are in the audit log; an admin never decides an appeal against their own ban (403).
 */
import { activeBan, appealRefusal, idParamsSchema, ownDisciplineRefusal, type AppealEntry } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { adminNoticeKeys, notifyAdmins, notifyUsers } from '../notifications/notify.ts';
import type { ModerationDeps } from './deps.ts';
import { adminDiscipline, aliasesOf } from './views.ts';
import type { BodyHandler } from '../framework/mount.ts';
import type { Middleware } from 'koa';

/** Appeals shown at once on the admin page. */
const APPEALS_SHOWN = 200;
const OPEN_APPEAL = { appeal: { $type: 'string' }, appealAccepted: false, appealRejected: { $ne: true } } as const;

export function postAppealBan(deps: ModerationDeps): BodyHandler<'appealBan'> {
  return async (ctx, { reason }) => {
    const user = sessionUser(ctx);
    const now = deps.now();
    const history = await deps.collections.discipline.find({ userId: user.steamid }).toArray();
    const ban = activeBan(history, now);
    const refusal = appealRefusal(ban, reason, now);
    if (refusal) throw refusal;
    const stored = await deps.collections.discipline.updateOne(
      { _id: ban!._id, $or: [{ appeal: null }, { appeal: { $exists: false } }] },
      { $set: { appeal: reason, appealAt: now } },
    );
    if (stored.modifiedCount === 0) throw conflict('Your appeal was already submitted');
    await notifyAdmins(deps, {
      msg: `${user.alias} appealed their ban (${ban!.reason})`,
      variant: 'info',
      url: '/admin/appeals',
      key: adminNoticeKeys.appeal(ban!._id!),
    });
    await deps.events.publish('user/changed', { steamid: user.steamid });
    ctx.body = { ok: true };
  };
}

export function getAppeals(deps: ModerationDeps): Middleware {
  return async (ctx) => {
    const docs = await deps.collections.discipline.find(OPEN_APPEAL).sort({ appealAt: 1 }).limit(APPEALS_SHOWN).toArray();
    const people = await aliasesOf(
      deps.collections,
      docs.flatMap((d) => [d.userId, ...(d.issuedBy ? [d.issuedBy] : [])]),
    );
    const body: AppealEntry[] = docs.map((d) => ({
      ...adminDiscipline(d, people),
      alias: people.get(d.userId)?.alias ?? d.userId,
      ...(people.get(d.userId)?.avatar ? { avatar: people.get(d.userId)!.avatar } : {}),
      appeal: d.appeal ?? '',
    }));
    ctx.body = body;
  };
}

export function postAppealDecision(deps: ModerationDeps, decision: 'accept' | 'reject'): BodyHandler<'acceptAppeal' | 'rejectAppeal'> {
  return async (ctx, { note }) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const now = deps.now();
    const existing = await deps.collections.discipline.findOne({ _id: id });
    if (!existing || typeof existing.appeal !== 'string') throw notFound('No such appeal');
    const own = ownDisciplineRefusal(admin.steamid, existing.userId);
    if (own) throw own;
    const decided = await deps.collections.discipline.findOneAndUpdate(
      { _id: id, ...OPEN_APPEAL },
      {
        $set: {
          ...(decision === 'accept' ? { appealAccepted: true } : { appealRejected: true }),
          appealDecidedBy: admin.steamid,
          appealDecidedAt: now,
          ...(note ? { appealNote: note } : {}),
        },
      },
      { returnDocument: 'after' },
    );
    if (!decided) throw conflict('This appeal was already decided');
    const player = await deps.collections.users.findOne({ _id: decided.userId }, { projection: { alias: 1 } });
    await recordAdminAction(deps, admin, {
      action: decision === 'accept' ? 'acceptAppeal' : 'rejectAppeal',
      target: { kind: 'player', id: decided.userId, ...(player ? { label: player.alias } : {}) },
      ...(note ? { reason: note } : {}),
      details: { banId: decided._id, banReason: decided.reason },
    });
    await deps.events.publish('admin/handled', { key: adminNoticeKeys.appeal(decided._id) });
    const msg =
      decision === 'accept'
        ? `Your appeal was accepted: the ban is lifted${note ? ` (${note})` : ''}`
        : `Your appeal was rejected: the ban stays${note ? ` (${note})` : ''}`;
    await notifyUsers(deps, [decided.userId], { msg, variant: decision === 'accept' ? 'success' : 'warning' });
    await deps.events.publish('user/changed', { steamid: decided.userId });
    ctx.body = adminDiscipline(decided, new Map());
  };
}
