/** `endPug {pugId}` (admin): ends a live pug without a result (no elo change); servers are released by the ended listeners. */
import { endPugPayloadSchema } from '@pug/domain';
import type { Logger } from '../framework/logger.ts';
import type { PugSocket } from '../framework/sockets.ts';
import { handleSocketCommand, socketActor } from '../queues/socket-ack.ts';
import type { PugService } from './pug-service.ts';

export function pugSocketCommands(pugs: PugService, logger: Logger) {
  return (socket: PugSocket) => {
    handleSocketCommand(socket, 'endPug', endPugPayloadSchema, logger, async ({ pugId }) => {
      socketActor(socket, { admin: true });
      await pugs.send(pugId, (now) => ({ type: 'END_PUG', now }));
    });
  };
}
