/**
 * POST /api/banPlayer/ and POST /api/deleteBan/ (admin): add a discipline entry (a ban, a captain
 * restriction or both) or remove one. The player is told (a notification, a live userUpdate, so
 * the ban overlay shows at once; a captain restriction, which has no overlay, also gets a notice), a ban takes them out of every queue, opens their seat in a live
 * pug and ends their sockets, and the action is in the audit log. Nobody acts on their own
 * discipline (403); a banned admin is no admin at all (auth/session-user.ts `isAdminNow`).
 */
import { randomUUID } from 'node:crypto';
import { ownDisciplineRefusal } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { DisciplineDoc } from '../db/index.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { disciplineNoticeKey, notifyUsers } from '../notifications/notify.ts';
import { loadUser } from '../players/standing.ts';
import type { ModerationDeps } from './deps.ts';
import { adminDiscipline } from './views.ts';
import type { BodyHandler } from '../framework/mount.ts';

const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

export function postBanPlayer(deps: ModerationDeps): BodyHandler<'banPlayer'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const own = ownDisciplineRefusal(admin.steamid, body.userId);
    if (own) throw own;
    const player = await loadUser(deps.collections, body.userId);
    const doc: DisciplineDoc = {
      _id: randomUUID(),
      userId: body.userId,
      isBan: body.isBan,
      date: body.date,
      expires: body.expires ?? null,
      reason: body.reason,
      isCaptainRestrict: body.isCaptainRestrict,
      appeal: null,
      appealAccepted: body.appealAccepted,
      issuedBy: admin.steamid,
    };
    await deps.collections.discipline.insertOne(doc);
    await recordAdminAction(deps, admin, {
      action: 'banPlayer',
      target: { kind: 'player', id: player.steamid, label: player.alias },
      reason: body.reason,
      details: { isBan: body.isBan, isCaptainRestrict: body.isCaptainRestrict, expires: doc.expires ?? null, banId: doc._id },
    });
    // A ban is shown by the ban overlay (reason, expiry, appeal) on every page: a toast and a bar
    // notice as well said it three times at once. A captain restriction has no overlay: it gets a
    // notice, keyed to the entry so lifting it takes the notice back (the notifications feature's `player/unbanned` reaction, notifications/index.ts).
    if (!body.isBan) {
      const until = doc.expires == null ? 'permanently' : `until ${dateText(doc.expires)}`;
      await notifyUsers(deps, [player.steamid], { msg: `You may not captain ${until}: ${body.reason}`, variant: 'warning', key: disciplineNoticeKey(doc._id) });
    }
    await deps.events.publish('user/changed', { steamid: player.steamid });
    if (body.isBan) await deps.events.publish('player/banned', { steamid: player.steamid });
    ctx.status = 201;
    ctx.body = adminDiscipline(doc, new Map([[admin.steamid, { alias: admin.alias }]]));
  };
}

export function postDeleteBan(deps: ModerationDeps): BodyHandler<'deleteBan'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const own = ownDisciplineRefusal(admin.steamid, body.userId);
    if (own) throw own;
    const filter = { userId: body.userId, ...(body._id !== undefined ? { _id: body._id } : {}), ...(body.date !== undefined ? { date: body.date } : {}) };
    // A date alone is no name when the player has two entries of that date: remove neither.
    if (body._id === undefined && (await deps.collections.discipline.countDocuments(filter, { limit: 2 })) > 1) {
      throw conflict('Several discipline entries have that date: name the entry by its _id');
    }
    const doc = await deps.collections.discipline.findOneAndDelete(filter);
    if (!doc) throw notFound('No such discipline entry');
    const player = await deps.collections.users.findOne({ _id: body.userId }, { projection: { alias: 1 } });
    await recordAdminAction(deps, admin, {
      action: 'deleteBan',
      target: { kind: 'player', id: body.userId, ...(player ? { label: player.alias } : {}) },
      reason: doc.reason,
      details: { isBan: doc.isBan, isCaptainRestrict: doc.isCaptainRestrict, date: doc.date, banId: doc._id },
    });
    await deps.events.publish('player/unbanned', { steamid: body.userId, banId: doc._id, isBan: doc.isBan });
    await notifyUsers(deps, [body.userId], { msg: `An admin removed your ${doc.isBan ? 'ban' : 'captain restriction'} (${doc.reason})`, variant: 'success' });
    await deps.events.publish('user/changed', { steamid: body.userId });
    ctx.body = { ok: true };
  };
}
