/**
 * POST /api/pug/{id}/server/reassign (admin): moves the pug to another free server of its region.
 * The new one is claimed with the assignment's conditional update (claim.ts), so no other pug
 * can take it, and configured with a new password and log secret; only then is the old one reset
 * and freed (its players kicked). A server that fails its set-up is freed as disrupted and the
 * next one tried. `serverUpdate` for the new server makes the seated players' pages fetch the new
 * connect string. 409 when no other server is free (the pug stays where it is).
 */
import { idParamsSchema } from '@pug/domain';
import { sessionUser } from '../auth/guards.ts';
import { conflict } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { freeServer } from './claim.ts';
import { adminServer } from './views.ts';
import { auditPugServer, heldServer, livePug, serverLabel, type PugServerControlDeps } from './pug-server-control.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postReassignPugServer(deps: PugServerControlDeps): BodyHandler<'reassignPugServer'> {
  return async (ctx) => {
    const { id: pugId } = parseParams(ctx, idParamsSchema);
    const { collections, logBook, service } = deps;
    const moved = await service.controlPug(pugId, async () => {
      const pug = await livePug(collections, pugId);
      const current = await heldServer(collections, pugId);
      const tried = [current._id];
      for (;;) {
        const next = await service.claimAnother(pug, tried);
        if (!next) throw conflict(`No other server is free for this pug: it stays on ${serverLabel(current)}`, 'NO_FREE_SERVER');
        tried.push(next._id);
        await logBook.append(next, 'assign', `Claimed for pug ${pugId}, moved here from ${serverLabel(current)} by ${sessionUser(ctx).alias}`);
        const ready = await service.reconfigure(next, pug);
        if (ready) {
          await service.resetAndFree(current, pugId, `Pug ${pugId} moved to ${serverLabel(ready)}`);
          await auditPugServer(deps, ctx, 'reassignPugServer', pug, { from: serverLabel(current), to: serverLabel(ready) });
          return ready;
        }
        await freeServer(collections, next._id, pugId, 'config');
        await logBook.append(next, 'error', `Configuration for pug ${pugId} failed: released and marked disrupted`);
        service.emitServer(next._id);
      }
    });
    ctx.body = adminServer(moved);
  };
}
