/**
 * POST /api/maps/ {name, formats} (admin): adds a map to the pools of these formats, or, for a
 * map already listed, sets its pools (and makes it active again). Answers the whole list, as
 * GET /api/maps/ does. The lobbies of every format whose pool changed take it for their next map vote.
 */
import { routes, type Format } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { parseBody } from '../framework/validate.ts';
import type { MapsDeps } from './deps.ts';
import { mapList } from './getMaps.ts';

export function postMap(deps: MapsDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const body = parseBody(ctx, routes.addMap.body);
    const formats = [...new Set(body.formats)];
    const before = await deps.collections.maps.findOneAndUpdate(
      { _id: body.name },
      { $set: { name: body.name, formats, isActive: true } },
      { upsert: true, returnDocument: 'before' },
    );
    await recordAdminAction(deps, admin, {
      action: 'addMap',
      target: { kind: 'map', id: body.name, label: body.name },
      details: { formats: formats.join(', '), ...(before ? { previousFormats: before.formats.join(', ') } : {}) },
    });
    const changed: Format[] = [...new Set([...formats, ...(before?.formats ?? [])])];
    await deps.mapPoolChanged.notify(changed);
    ctx.status = before ? 200 : 201;
    ctx.body = await mapList(deps.collections.maps);
  };
}
