/**
 * Socket commands with the same guards, validation and error bodies as HTTP, answered through the
 * optional ack. Each command declares who may send it ('user' or 'admin'); the guard re-checks the
 * session in the database for every command, and a socket whose session ended is disconnected
 * after its answer.
 */
import type { SocketAck } from '@pug/domain';
import type { z } from 'zod';
import { SessionEndedError, type SocketAccess, type SocketActor, type SocketGuard } from './session-socket-guard.ts';
import { toErrorResponse } from '../framework/errors.ts';
import type { Logger } from '../framework/logger.ts';
import type { PugSocket } from '../framework/sockets.ts';
import { parseWith } from '../framework/validate.ts';

export interface SocketCommandDeps {
  logger: Logger;
  guard: SocketGuard;
}

/** Registers `event` on the socket: guard, then the payload parsed with `schema`, the outcome sent to the ack. */
export function handleSocketCommand<S extends z.ZodType>(
  socket: PugSocket,
  event: 'ready' | 'setPugPhase' | 'endPug',
  access: SocketAccess,
  schema: S,
  deps: SocketCommandDeps,
  run: (payload: z.output<S>, actor: SocketActor) => Promise<void>,
): void {
  (socket.on as (event: string, listener: (payload: unknown, ack?: unknown) => void) => void)(event, (payload, ack) => {
    const reply = typeof ack === 'function' ? (ack as (res: SocketAck) => void) : () => undefined;
    Promise.resolve()
      .then(async () => {
        const actor = await deps.guard(socket, access);
        await run(parseWith(schema, payload, 'payload'), actor);
      })
      .then(
        () => reply({ ok: true }),
        (err: unknown) => {
          const { body, unexpected } = toErrorResponse(err);
          if (unexpected) deps.logger.error({ err, event }, 'socket command failed');
          reply(body);
          if (err instanceof SessionEndedError) socket.disconnect(true);
        },
      );
  });
}
