/**
 * DELETE /api/maps/{id} (admin): removes a map from every pool (its id is its name). The last map
 * of a format's pool cannot go (409): a lobby always has maps to vote on. The check and the
 * removal are one conditional write on the pools' guard (pool-guard.ts), so simultaneous deletes
 * cannot empty a pool between them.
 */
import { formatDisplayName, idParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { MapsDeps } from './deps.ts';
import { mapList } from './getMaps.ts';
import { forgetMap, leavePools } from './pool-guard.ts';

export function deleteMap(deps: MapsDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const map = await deps.collections.maps.findOne({ _id: id });
    if (!map) throw notFound(`No map ${id}`);
    const emptied = map.isActive ? await leavePools(deps, id, map.formats) : null;
    if (emptied) throw conflict(`${map.name} is the last map of the ${formatDisplayName(emptied)} pool: add another first`);
    const { deletedCount } = await deps.collections.maps.deleteOne({ _id: id });
    await forgetMap(deps, id, map.formats);
    if (deletedCount === 0) throw notFound(`No map ${id}`); // deleted by a simultaneous request
    await recordAdminAction(deps, admin, {
      action: 'deleteMap',
      target: { kind: 'map', id, label: map.name },
      details: { formats: map.formats.join(', ') },
    });
    await deps.events.publish('maps/poolChanged', { formats: map.formats });
    ctx.body = await mapList(deps.collections.maps);
  };
}
