/**
 * Strikes on the player's document (docs/product.md "Rules", domain players/reliability.ts): each
 * recorded once per pug (or ready-up round) and kind, with the cooldown it starts at the level it
 * brings the player to (decay counted from their clean pugs and the time since the last strike).
 * The write is conditional on the strikes read, so two strikes at once both count. The player is
 * told; from the announce level every admin is too (`admin/notified`, the Discord admin channel).
 */
import {
  cooldownAt,
  cooldownEndText,
  durationText,
  reliabilityLevel,
  STRIKE_LABELS,
  type AdminReliability,
  type Cooldown,
  type SteamId,
  type Strike,
} from '@pug/domain';
import type { Collections, Reliability } from '../db/index.ts';
import type { FeatureContext } from '../framework/feature.ts';
import { notifyAdmins, notifyUsers } from '../notifications/notify.ts';

const ATTEMPTS = 5;

/** When the player's completed pugs since `since` ended: each is a clean pug unless it gave them a strike. */
async function cleanPugTimes(collections: Collections, steamid: SteamId, since: number, struck: readonly string[]): Promise<number[]> {
  const pugs = await collections.pugs
    .find(
      {
        phase: 'Complete',
        endAt: { $gt: since },
        $or: [{ [`teams.blu.${steamid}`]: { $exists: true } }, { [`teams.red.${steamid}`]: { $exists: true } }],
      },
      { projection: { endAt: 1 } },
    )
    .toArray();
  return pugs.filter((p) => !struck.includes(p._id) && typeof p.endAt === 'number').map((p) => p.endAt!);
}

/** The player's level at `now` (the admin page; the level a new strike starts from). */
async function levelNow(
  collections: Collections,
  steamid: SteamId,
  reliability: Reliability | undefined,
  now: number,
  rules: FeatureContext['config']['reliability'],
): Promise<number> {
  if (!reliability || reliability.strikes.length === 0) return 0;
  const since = Math.max(reliability.liftedAt ?? 0, Math.min(...reliability.strikes.map((s) => s.at)));
  const clean = await cleanPugTimes(
    collections,
    steamid,
    since,
    reliability.strikes.map((s) => s.pugId),
  );
  return reliabilityLevel(reliability.strikes, clean, now, rules, reliability.liftedAt ?? null);
}

/** Records the strike (once per pug and kind) and answers the cooldown it started, or null when none was recorded. */
export async function recordStrike(ctx: FeatureContext, steamid: SteamId, strike: Strike): Promise<Cooldown | null> {
  const rules = ctx.config.reliability;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const user = await ctx.collections.users.findOne({ _id: steamid }, { projection: { reliability: 1, alias: 1, isDummy: 1 } });
    if (!user || user.isDummy) return null;
    const before = user.reliability;
    if (before?.strikes.some((s) => s.pugId === strike.pugId && s.kind === strike.kind)) return null;
    const strikes = [...(before?.strikes ?? []), strike];
    const level = await levelNow(ctx.collections, steamid, { ...before, strikes }, strike.at, rules);
    const cooldown = cooldownAt(level, strike.at, strike.kind, rules);
    const unchanged = before ? { 'reliability.strikes': { $size: before.strikes.length } } : { reliability: { $exists: false } };
    const res = await ctx.collections.users.updateOne(
      { _id: steamid, ...unchanged },
      { $set: { 'reliability.strikes': strikes, 'reliability.cooldown': cooldown } },
    );
    if (res.modifiedCount !== 1) continue;
    await ctx.events.publish('user/changed', { steamid });
    const why = STRIKE_LABELS[strike.kind].toLowerCase();
    const ms = cooldown.until - strike.at;
    await notifyUsers(ctx, [steamid], {
      msg: `Strike for a ${why}: you cannot queue for ${durationText(ms)}, until ${cooldownEndText(cooldown.until)} (level ${level}).`,
      variant: 'warning',
    });
    if (level >= rules.announceLevel) {
      await notifyAdmins(
        { ...ctx, adminSteamids: ctx.config.auth.adminSteamids },
        {
          msg: `${user.alias} reached cooldown level ${level} (${why}): no queueing for ${durationText(ms)}.`,
          variant: 'warning',
          url: `/admin/players/${steamid}`,
        },
      );
    }
    return cooldown;
  }
  ctx.logger.warn({ steamid, strike }, 'could not record a strike: the player was changed too often');
  return null;
}

/** The admin page's view of the player's strikes (GET /api/admin/players/{id}). */
export async function adminReliability(
  collections: Collections,
  steamid: SteamId,
  reliability: Reliability,
  now: number,
  rules: FeatureContext['config']['reliability'],
): Promise<AdminReliability> {
  return {
    strikes: [...reliability.strikes].sort((a, b) => b.at - a.at),
    level: await levelNow(collections, steamid, reliability, now, rules),
    cooldown: reliability.cooldown ?? null,
    liftedAt: reliability.liftedAt ?? null,
  };
}
