/**
 * `pug/completed`: the finished pug is counted in the statistics and the hall of fame. While the
 * count of the pugs from before runs (or has not begun), the pug is left to it: it counts the pugs
 * that ended since it began once it is done (backfill.ts), so each player's pugs are folded in order.
 */
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import { backfilledUntil } from './backfill.ts';
import { tallyStoredPug } from './tally.ts';

export function tallyCompletedPug(ctx: Pick<FeatureContext, 'collections'>): Reaction<'pug/completed'> {
  let until: number | null = null;
  return async ({ pug }) => {
    until ??= await backfilledUntil(ctx.collections);
    if (until === null) return;
    const doc = await ctx.collections.pugs.findOne({ _id: pug._id });
    if (!doc || (doc.endAt ?? doc.startAt) < until) return;
    await tallyStoredPug(ctx.collections, doc);
  };
}
