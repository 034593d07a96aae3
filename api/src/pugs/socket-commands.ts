/** `endPug {pugId}` (admin): ends a live pug without a result (no elo change); servers are released by the ended listeners. */
import { endPugPayloadSchema } from '@pug/domain';
import { pugTarget, recordAdminAction } from '../audit/record-admin-action.ts';
import { socketCommand, type SocketCommandDeps } from '../auth/socket-command.ts';
import type { Collections } from '../db/index.ts';
import type { PugSocket } from '../framework/sockets.ts';
import type { PugService } from './pug-service.ts';

export function pugSocketCommands(pugs: PugService, deps: SocketCommandDeps & { collections: Collections; now: () => number }): (socket: PugSocket) => void {
  return socketCommand('endPug', 'admin', endPugPayloadSchema, deps, async ({ pugId }, actor) => {
    const pug = await pugs.send(pugId, (now) => ({ type: 'END_PUG', now }));
    await recordAdminAction(deps, actor, {
      action: 'endPug',
      target: pugTarget(pug),
      details: { queueName: pug.queueName, map: pug.map },
    });
  });
}
