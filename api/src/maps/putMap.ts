/**
 * PUT /api/maps/{id} {configs} (admin): sets a map's config and whitelist for
 * each format given (the others keep theirs; a format never set plays its default). The names were
 * checked as safe cfg names by the body schema: they go into `exec <config>` over RCON. Nothing
 * holds the setting in memory: every api process reads it from the maps collection when it sets
 * up a server (servers/game-servers.ts), so the next pug on that map plays it wherever it starts.
 */
import { idParamsSchema, mapConfigFor, type Format, type MapConfig } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { MapsDeps } from './deps.ts';
import { mapList } from './getMaps.ts';
import type { BodyHandler } from '../framework/mount.ts';

const describe = (configs: [Format, MapConfig][]) =>
  configs.map(([format, c]) => `${format}: ${c.config}${c.whitelistId === null ? '' : ` (whitelist ${c.whitelistId})`}`).join(', ');

export function putMap(deps: MapsDeps): BodyHandler<'editMap'> {
  return async (ctx, { configs }) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const given = Object.entries(configs) as [Format, MapConfig][];
    const before = await deps.collections.maps.findOneAndUpdate({ _id: id }, { $set: Object.fromEntries(given.map(([f, c]) => [`configs.${f}`, c])) });
    if (!before) throw notFound(`No map ${id}`);
    await recordAdminAction(deps, admin, {
      action: 'editMap',
      target: { kind: 'map', id, label: before.name },
      details: { configs: describe(given), previousConfigs: describe(given.map(([f]) => [f, mapConfigFor(f, before.name, before.configs)])) },
    });
    ctx.body = await mapList(deps.collections.maps);
  };
}
