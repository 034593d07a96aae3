/** `endPug {pugId}` (admin): ends a live pug without a result (no elo change); servers are released by the ended listeners. */
import { endPugPayloadSchema } from '@pug/domain';
import { handleSocketCommand, type SocketCommandDeps } from '../auth/socket-command.ts';
import type { PugSocket } from '../framework/sockets.ts';
import type { PugService } from './pug-service.ts';

export function pugSocketCommands(pugs: PugService, deps: SocketCommandDeps) {
  return (socket: PugSocket) => {
    handleSocketCommand(socket, 'endPug', 'admin', endPugPayloadSchema, deps, async ({ pugId }) => {
      await pugs.send(pugId, (now) => ({ type: 'END_PUG', now }));
    });
  };
}
