/**
 * GET /api/pugCreds/{id}: how to join the pug's game server, for its players (subs included) and
 * admins only (403 for anyone else). The game-server feature provides the details through
 * `PugResults.provideCredentials`; until a server is assigned `connect` is null.
 */
import { idParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import { conflict, forbidden } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { toPugWire } from './pug-doc.ts';
import type { PugService } from './pug-service.ts';

export function getPugCreds(pugs: PugService): Middleware {
  return async (ctx) => {
    const user = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const pug = toPugWire(await pugs.get(id));
    const seated = pug.teams.blu[user.steamid] !== undefined || pug.teams.red[user.steamid] !== undefined;
    if (!seated && !user.isAdmin) throw forbidden('Only the players of this pug get its server details');
    if (pug.phase === 'Complete') throw conflict('This pug is over');
    const creds = pugs.credentials ? await pugs.credentials(pug, user.steamid) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { pugId: pug._id, connect: null, ...(creds ?? {}) };
  };
}
