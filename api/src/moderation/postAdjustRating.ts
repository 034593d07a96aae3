/**
 * POST /api/admin/players/{id}/rating {format, role, elo, reason} (admin): sets the player's elo in
 * one format and class (the body's rule: contracts/ratings.ts). The change is kept in the rating
 * history as an adjustment (no pug, the admin and the reason), the audit log records it, and the
 * player is told with a notification (docs/decisions.md "Admin rating adjustments"). Pugs played are
 * untouched: a provisional player stays provisional. An unknown player is 404.
 */
import { currentElo, formatDisplayName, formatRecordOf, roleDisplayName, steamIdSchema, type SteamId } from '@pug/domain';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { notFound } from '../framework/errors.ts';
import type { BodyHandler } from '../framework/mount.ts';
import { parseParams } from '../framework/validate.ts';
import { notifyUsers } from '../notifications/notify.ts';
import type { ModerationDeps } from './deps.ts';

const params = z.object({ id: steamIdSchema });

export function postAdjustRating(deps: ModerationDeps): BodyHandler<'adjustRating'> {
  return async (koa, { format: key, role, elo, reason }) => {
    const admin = sessionUser(koa);
    const { id } = parseParams(koa, params);
    const steamid: SteamId = id;
    const user = await deps.collections.users.findOne({ _id: steamid });
    if (!user) throw notFound(`No player ${steamid}`);
    const from = currentElo(user, formatRecordOf(key).format, role);
    const now = deps.now();
    await deps.collections.eloHistory.insertOne({
      _id: randomUUID(),
      steamid,
      pugId: null,
      format: key,
      role,
      from,
      to: elo,
      delta: elo - from,
      at: now,
      reason: 'adjustment',
      by: admin.steamid,
      note: reason,
    });
    await deps.collections.users.updateOne({ _id: steamid }, { $set: { [`elos.${key}.${role}`]: elo } });
    await deps.events.publish('user/changed', { steamid });
    const what = `${formatDisplayName(key)} ${roleDisplayName(role)}`;
    await notifyUsers(deps, [steamid], { msg: `An admin set your ${what} elo to ${Math.round(elo)}: ${reason}`, variant: 'info', url: `/players/${steamid}` });
    await recordAdminAction(deps, admin, {
      action: 'adjustRating',
      target: { kind: 'player', id: steamid, label: user.alias },
      reason,
      details: { format: key, role, from: Math.round(from), to: Math.round(elo) },
    });
    koa.body = { ok: true, from, to: elo };
  };
}
