/** GET /api/v1/pugs?page=&limit=&queue=: pugs, newest first, a page at a time. */
import { publicPugsPageSchema, publicPugsQuerySchema } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections, PugDoc } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';
import { PUG_SUMMARY_FIELDS, toPublicPugSummary } from './public-pug.ts';

export function getPublicPugs(collections: Collections): Middleware {
  return async (ctx) => {
    const { page, limit, queue } = parseWith(publicPugsQuerySchema, ctx.query, 'query');
    const filter = queue ? { queueName: queue } : {};
    const [docs, total] = await Promise.all([
      collections.pugs.find(filter, { sort: { startAt: -1 }, skip: (page - 1) * limit, limit, projection: PUG_SUMMARY_FIELDS }).toArray(),
      collections.pugs.countDocuments(filter),
    ]);
    ctx.body = publicPugsPageSchema.parse({ pugs: docs.map((d) => toPublicPugSummary(d as PugDoc)), page, limit, total });
  };
}
