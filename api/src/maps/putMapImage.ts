/**
 * PUT /api/maps/{id}/image (admin): the body is the picture's raw bytes, at most
 * MAP_IMAGE_MAX_BYTES (413 beyond). Its type is sniffed from its first bytes (PNG, JPEG or WebP),
 * never taken from the Content-Type or a file name; anything else, SVG above all (it can carry
 * script), is 400. Stored in the map's document, served by GET /api/maps/{id}/image with the
 * sniffed type. 404 for a map that is not in the pool.
 */
import { createHash } from 'node:crypto';
import { idParamsSchema, MAP_IMAGE_MAX_BYTES, mapImageRefusal, sniffMapImageType, type MapImageType } from '@pug/domain';
import type { Middleware } from 'koa';
import { Binary } from 'mongodb';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { badRequest, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { MapsDeps } from './deps.ts';
import { mapList } from './getMaps.ts';
import { readImageBody } from './read-image-body.ts';

export function putMapImage(deps: MapsDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    if (ctx.is('application/json', 'application/x-www-form-urlencoded', 'multipart/*', 'text/*')) {
      throw badRequest('Send the image file itself as the body (a PNG, JPEG or WebP)');
    }
    const bytes = await readImageBody(ctx, MAP_IMAGE_MAX_BYTES);
    const refusal = mapImageRefusal(bytes);
    if (refusal) throw badRequest(refusal, 'BAD_IMAGE');
    const type = sniffMapImageType(bytes) as MapImageType;
    const etag = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
    const before = await deps.collections.maps.findOneAndUpdate(
      { _id: id },
      { $set: { image: new Binary(bytes), imageType: type, imageVersion: etag } },
      { projection: { name: 1 } },
    );
    if (!before) throw notFound(`No map ${id}`);
    await recordAdminAction(deps, admin, {
      action: 'uploadMapImage',
      target: { kind: 'map', id, label: before.name },
      details: { type, bytes: bytes.length },
    });
    ctx.body = await mapList(deps.collections.maps);
  };
}
