/**
 * GET /api/maps/{id}/image: the map's picture: the one an admin uploaded (its sniffed type), else
 * the SVG card drawn for it (map-card-svg.ts), for any well-formed map name. Cached briefly with
 * an ETag (an upload shows within minutes; a repeat costs a 304). `X-Content-Type-Options:
 * nosniff` comes with every response (framework/security-headers.ts), so a browser never reads
 * an upload as anything but the image type sniffed here.
 */
import { createHash } from 'node:crypto';
import { idParamsSchema, mapBodySchema } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { mapCardSvg } from './map-card-svg.ts';

const IMAGE_CACHE = 'public, max-age=300';

export function getMapImage(maps: Collections['maps']): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, idParamsSchema);
    const doc = await maps.findOne({ _id: id }, { projection: { image: 1, imageType: 1, imageVersion: 1 } });
    let body: Buffer;
    let etag: string;
    if (doc?.image && doc.imageType && doc.imageVersion) {
      body = Buffer.from(doc.image.buffer);
      etag = doc.imageVersion;
      ctx.type = doc.imageType;
    } else {
      if (!mapBodySchema.shape.name.safeParse(id).success) throw notFound(`No map ${id}`);
      const svg = mapCardSvg(id);
      body = Buffer.from(svg);
      etag = `card-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}`;
      ctx.type = 'image/svg+xml';
    }
    ctx.set('Cache-Control', IMAGE_CACHE);
    ctx.set('ETag', `"${etag}"`);
    if (ctx.get('If-None-Match') === `"${etag}"`) {
      ctx.status = 304;
      return;
    }
    ctx.body = body;
  };
}
