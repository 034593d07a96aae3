/** `pug/completed`: the finished pug is counted on the calibration page, unless the start-up backfill counted it. */
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import { calibratedUntil } from './backfill.ts';
import { CALIBRATION_PROJECTION, countStoredPug } from './count.ts';

export function countCompletedPug(ctx: Pick<FeatureContext, 'collections'>): Reaction<'pug/completed'> {
  let until: number | null = null;
  return async ({ pug }) => {
    until ??= await calibratedUntil(ctx.collections);
    const doc = await ctx.collections.pugs.findOne({ _id: pug._id }, { projection: CALIBRATION_PROJECTION });
    if (!doc || (until !== null && (doc.endAt ?? doc.startAt) < until)) return;
    await countStoredPug(ctx.collections, doc);
  };
}
