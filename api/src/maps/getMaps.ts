import { mapConfigsOf, type MapsResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';

/** Every map of the pool, sorted by name, with the formats whose pool it is in and each format's config (stored, else the default). */
export async function mapList(maps: Collections['maps']): Promise<MapsResponse> {
  // The picture's bytes stay in the database: only its version is listed.
  const docs = await maps.find({}, { sort: { name: 1 }, projection: { image: 0 } }).toArray();
  return docs.map((m) => ({
    _id: String(m._id),
    name: m.name,
    formats: m.formats,
    isActive: m.isActive,
    configs: mapConfigsOf(m.name, m.formats, m.configs),
    ...(m.imageVersion ? { imageVersion: m.imageVersion } : {}),
  }));
}

/** GET /api/maps/: every map of the pool, with the formats whose pool it is in. */
export function getMaps(maps: Collections['maps']): Middleware {
  return async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mapList(maps);
  };
}
