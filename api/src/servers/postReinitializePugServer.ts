/**
 * POST /api/pug/{id}/server/reinitialize (admin): runs the pug's server set-up again
 * (configure.ts, with its retries): log secret and feed, kick, map, config, whitelist, and a new
 * `sv_password`. The players' old password stops working; `serverUpdate` makes their pages fetch
 * the new connect string (GET /api/pugCreds). 409 when every try failed: the pug keeps the server
 * (try again, or reassign).
 */
import { idParamsSchema } from '@pug/domain';
import { sessionUser } from '../auth/guards.ts';
import { conflict } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { adminServer } from './views.ts';
import { auditPugServer, heldServer, livePug, serverLabel, type PugServerControlDeps } from './pug-server-control.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postReinitializePugServer(deps: PugServerControlDeps): BodyHandler<'reinitializePugServer'> {
  return async (ctx) => {
    const { id: pugId } = parseParams(ctx, idParamsSchema);
    const ready = await deps.service.controlPug(pugId, async () => {
      const pug = await livePug(deps.collections, pugId);
      const server = await heldServer(deps.collections, pugId);
      await deps.logBook.append(server, 'assign', `Reinitialize for pug ${pugId} asked by ${sessionUser(ctx).alias}`);
      const configured = await deps.service.reconfigure(server, pug);
      await auditPugServer(deps, ctx, 'reinitializePugServer', pug, { server: serverLabel(server), configured: configured !== null });
      if (!configured)
        throw conflict(`${serverLabel(server)} did not take the set-up: the pug keeps it. Try again, or reassign the pug`, 'SERVER_SETUP_FAILED');
      return configured;
    });
    ctx.body = adminServer(ready);
  };
}
