/**
 * Reliability (docs/product.md "Rules"): strikes for a missed ready-up (`lobby/readyUpMissed`),
 * a no-show on the server (`match/notJoined`) and leaving a live match (`match/left`), each a
 * queue cooldown (strikes.ts); the queues refuse a join in cooldown (queues/join.ts), admins see
 * and lift strikes (moderation/getAdminPlayer.ts, postLiftCooldown.ts).
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { strikeMissedReadyUp } from './on-ready-up-missed.ts';
import { postLiftCooldown } from './postLiftCooldown.ts';
import { recordStrike } from './strikes.ts';

export const reliabilityFeature: FeatureFactory = (ctx) => ({
  name: 'reliability',
  routes(mount) {
    mount('liftCooldown', postLiftCooldown(ctx));
  },
  subscriptions: {
    'lobby/readyUpMissed': { 'reliability/on-ready-up-missed': strikeMissedReadyUp(ctx) },
    'match/notJoined': {
      'reliability/noShow': async ({ pugId, steamid }) => void (await recordStrike(ctx, steamid, { kind: 'noShow', pugId, at: ctx.now() })),
    },
    'match/left': {
      'reliability/leftMatch': async ({ pugId, steamid }) => void (await recordStrike(ctx, steamid, { kind: 'leftMatch', pugId, at: ctx.now() })),
    },
  },
});
