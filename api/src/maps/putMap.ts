/**
 * PUT /api/maps/{id} {configs} (admin, issue 21 item 10): sets a map's config and whitelist per
 * format, replacing what was stored (a format left out plays its default again). The names were
 * checked as safe cfg names by the body schema: they go into `exec <config>` over RCON. Nothing
 * holds the setting in memory: every api process reads it from the maps collection when it sets
 * up a server (servers/game-servers.ts), so the next pug on that map plays it wherever it starts.
 */
import { idParamsSchema, routeBodies, type MapConfigs } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { notFound } from '../framework/errors.ts';
import { parseBody, parseParams } from '../framework/validate.ts';
import type { MapsDeps } from './deps.ts';
import { mapList } from './getMaps.ts';

const describe = (configs: MapConfigs) =>
  Object.entries(configs)
    .map(([format, c]) => `${format}: ${c.config}${c.whitelistId === null ? '' : ` (whitelist ${c.whitelistId})`}`)
    .join(', ') || 'defaults';

export function putMap(deps: MapsDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const { configs } = parseBody(ctx, routeBodies.editMap);
    const before = await deps.collections.maps.findOneAndUpdate({ _id: id }, { $set: { configs } });
    if (!before) throw notFound(`No map ${id}`);
    await recordAdminAction(deps, admin, {
      action: 'editMap',
      target: { kind: 'map', id, label: before.name },
      details: { configs: describe(configs), previousConfigs: describe(before.configs ?? {}) },
    });
    ctx.body = await mapList(deps.collections.maps);
  };
}
