/**
 * POST /api/admin/players/{id}/liftCooldown {reason} (admin): the player's cooldown ends now and
 * the strikes before it no longer count toward their level (domain players/reliability.ts); they
 * are told, the audit log keeps the reason. A player with no strike is 409, an unknown one 404.
 */
import { activeCooldown, steamIdSchema, type SteamId } from '@pug/domain';
import { z } from 'zod';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { FeatureContext } from '../framework/feature.ts';
import { conflict, notFound } from '../framework/errors.ts';
import type { BodyHandler } from '../framework/mount.ts';
import { parseParams } from '../framework/validate.ts';
import { notifyUsers } from '../notifications/notify.ts';

const params = z.object({ id: steamIdSchema });

export function postLiftCooldown(ctx: FeatureContext): BodyHandler<'liftCooldown'> {
  return async (koa, { reason }) => {
    const admin = sessionUser(koa);
    const { id } = parseParams(koa, params);
    const steamid: SteamId = id;
    const user = await ctx.collections.users.findOne({ _id: steamid }, { projection: { reliability: 1, alias: 1 } });
    if (!user) throw notFound(`No player ${steamid}`);
    const now = ctx.now();
    const { reliability } = user;
    if (!reliability || reliability.strikes.every((s) => s.at <= (reliability.liftedAt ?? -1))) throw conflict(`${user.alias} has no strikes to lift`);
    const running = activeCooldown(reliability.cooldown, now);
    await ctx.collections.users.updateOne(
      { _id: steamid },
      { $set: { 'reliability.liftedAt': now, ...(running ? { 'reliability.cooldown': { ...running, until: now } } : {}) } },
    );
    await ctx.events.publish('user/changed', { steamid });
    await notifyUsers(ctx, [steamid], { msg: `An admin lifted your queue cooldown and strikes: ${reason}`, variant: 'success' });
    await recordAdminAction(ctx, admin, {
      action: 'liftCooldown',
      target: { kind: 'player', id: steamid, label: user.alias },
      reason,
      details: { strikes: reliability.strikes.length, ...(running ? { cooldownUntil: new Date(running.until).toISOString() } : {}) },
    });
    koa.body = { ok: true };
  };
}
