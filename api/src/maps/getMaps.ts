import type { MapsResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';

/** GET /api/maps/: every map of the pool, with the formats whose pool it is in. */
export function getMaps(maps: Collections['maps']): Middleware {
  return async (ctx) => {
    const docs = await maps.find({}, { sort: { name: 1 } }).toArray();
    const body: MapsResponse = docs.map((m) => ({ _id: String(m._id), name: m.name, formats: m.formats, isActive: m.isActive }));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
