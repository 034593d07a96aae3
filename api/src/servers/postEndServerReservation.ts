/**
 * POST /api/servers/{id}/endReservation (admin): ends the serveme.tf reservation of a reserved
 * server that no pug holds (its automatic end failed, or it was left by a stopped api). The
 * reservation is ended in the background with retries (serveme/reservations.ts); the answer is the
 * server as it stands, `ending`. 404 unknown server, 409 a registered server or one hosting a pug
 * (end the pug: its reservation ends with it), or one already being ended.
 */
import type { Middleware } from 'koa';
import { idParamsSchema } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { GameServers } from './game-servers.ts';
import { adminServer } from './views.ts';

export function postEndServerReservation(deps: { collections: Collections; service: GameServers; now: () => number }): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, idParamsSchema);
    const server = await deps.collections.servers.findOne({ _id: id });
    if (!server) throw notFound('No such server');
    const reservation = server.reservation;
    if (!reservation || !deps.service.reservations) throw conflict('This server is registered, not reserved on serveme.tf', 'NOT_RESERVED');
    if (server.pugId) throw conflict('The reservation hosts a pug: end the pug, and its reservation ends with it', 'RESERVATION_IN_USE');
    if (reservation.ending) throw conflict('The reservation is being ended', 'RESERVATION_ENDING');
    deps.service.reservations.end(server);
    await recordAdminAction(deps, sessionUser(ctx), {
      action: 'endServerReservation',
      target: { kind: 'server', id: server._id, label: server.name ?? server.ipport },
      details: { reservation: reservation.id, instance: reservation.instance },
    });
    ctx.body = adminServer({ ...server, enabled: false, reservation: { ...reservation, ending: true } });
  };
}
