/**
 * POST /api/admin/chat/mute {steamid, minutes, reason?} (admin): the player reads the chat but cannot
 * post for `minutes` (0 lifts the mute); their pages are told at once ("Muted until HH:MM"); audited.
 */
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { BodyHandler } from '../framework/mount.ts';
import { loadUser } from '../players/standing.ts';
import type { ChatDeps } from './live.ts';

export function postChatMute(deps: ChatDeps): BodyHandler<'muteChat'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const player = await loadUser(deps.collections, body.steamid);
    const now = deps.now();
    const mutedUntil = body.minutes === 0 ? null : now + body.minutes * 60_000;
    if (mutedUntil === null) await deps.collections.chatMutes.deleteOne({ _id: player.steamid });
    else
      await deps.collections.chatMutes.updateOne(
        { _id: player.steamid },
        {
          $set: { until: mutedUntil, by: admin.steamid, at: now, ...(body.reason ? { reason: body.reason } : {}) },
          ...(body.reason ? {} : { $unset: { reason: '' } }),
        },
        { upsert: true },
      );
    await recordAdminAction(deps, admin, {
      action: 'muteChat',
      target: { kind: 'player', id: player.steamid, label: player.alias },
      ...(body.reason ? { reason: body.reason } : {}),
      details: { minutes: body.minutes, until: mutedUntil === null ? null : new Date(mutedUntil).toISOString() },
    });
    deps.realtime.toUser(player.steamid).emit('chatMuted', { mutedUntil });
    ctx.body = { mutedUntil };
  };
}
