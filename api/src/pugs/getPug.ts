/** GET /api/pug/{id}: one pug in the wire shape (docs/product.md "Entities"), named by its id or its number (`/api/pug/1234`). */
import { pugRefParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { parseParams } from '../framework/validate.ts';
import { toPugWire } from './pug-doc.ts';
import type { PugService } from './pug-service.ts';

export function getPug(pugs: PugService): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, pugRefParamsSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toPugWire(await pugs.find(id));
  };
}
