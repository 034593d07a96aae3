/** `pug/completed`: the finished pug is counted in the statistics and the hall of fame, unless the start-up backfill counted it. */
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import { backfilledUntil } from './backfill.ts';
import { tallyStoredPug } from './tally.ts';

export function tallyCompletedPug(ctx: Pick<FeatureContext, 'collections'>): Reaction<'pug/completed'> {
  let until: number | null = null;
  return async ({ pug }) => {
    until ??= await backfilledUntil(ctx.collections);
    const doc = await ctx.collections.pugs.findOne({ _id: pug._id });
    if (!doc || (until !== null && (doc.endAt ?? doc.startAt) < until)) return;
    await tallyStoredPug(ctx.collections, doc);
  };
}
