/** Socket commands with the same validation and error bodies as HTTP, answered through the optional ack. */
import type { SocketAck } from '@pug/domain';
import type { z } from 'zod';
import { forbidden, toErrorResponse, unauthorized } from '../framework/errors.ts';
import type { Logger } from '../framework/logger.ts';
import type { PugSocket } from '../framework/sockets.ts';
import { parseWith } from '../framework/validate.ts';

export interface SocketActor {
  steamid: string;
  isAdmin: boolean;
}

/** Who sent the event: 401 when the socket is anonymous; 403 for non-admins when `admin`. */
export function socketActor(socket: PugSocket, opts: { admin?: boolean } = {}): SocketActor {
  const steamid = socket.data.steamid;
  if (!steamid) throw unauthorized('Sign in first');
  const isAdmin = socket.data.isAdmin === true;
  if (opts.admin && !isAdmin) throw forbidden('Admins only');
  return { steamid, isAdmin };
}

/** Registers `event` on the socket: the payload is parsed with `schema`, the outcome sent to the ack. */
export function handleSocketCommand<S extends z.ZodType>(
  socket: PugSocket,
  event: 'ready' | 'setPugPhase' | 'endPug',
  schema: S,
  logger: Logger,
  run: (payload: z.output<S>) => Promise<void>,
): void {
  (socket.on as (event: string, listener: (payload: unknown, ack?: unknown) => void) => void)(event, (payload, ack) => {
    const reply = typeof ack === 'function' ? (ack as (res: SocketAck) => void) : () => undefined;
    Promise.resolve()
      .then(() => run(parseWith(schema, payload, 'payload')))
      .then(
        () => reply({ ok: true }),
        (err: unknown) => {
          const { body, unexpected } = toErrorResponse(err);
          if (unexpected) logger.error({ err, event }, 'socket command failed');
          reply(body);
        },
      );
  });
}
