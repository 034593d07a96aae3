/** GET /api/v1/pugs/{id}: one pug by its id or its number, with its teams and result. */
import { pugRefParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { PUG_FIELDS, toPublicPug } from './public-pug.ts';

export function getPublicPug(collections: Collections): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, pugRefParamsSchema);
    const doc = await collections.pugs.findOne(id, { projection: PUG_FIELDS });
    if (!doc) throw notFound('That pug does not exist');
    ctx.body = toPublicPug(doc);
  };
}
