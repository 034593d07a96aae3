/**
 * Realtime commands of the lobby (docs/product.md "HTTP routes" "events sent"):
 * - `ready {isReady, userSteamId, queueName}`: answer the ready-up (the player or an admin; not when banned);
 * - `setPugPhase {phase, queueName}` (admin): 'Waiting For Players' resets the lobby (everyone is
 *   removed, `deleteLobby`), 'Playing' starts the queue's pugs waiting in Pregame; other phases
 *   are reached by play, not set by hand (409).
 */
import { readyPayloadSchema, setPugPhasePayloadSchema } from '@pug/domain';
import type { SocketGuard } from '../auth/socket-command.ts';
import type { Collections } from '../db/index.ts';
import { conflict, forbidden } from '../framework/errors.ts';
import type { Logger } from '../framework/logger.ts';
import type { PugSocket } from '../framework/sockets.ts';
import type { PugService } from '../pugs/pug-service.ts';
import type { Lobbies } from './lobbies.ts';
import { assertNotBanned } from '../players/standing.ts';
import { socketCommand } from '../auth/socket-command.ts';
import { recordAdminAction } from '../audit/record-admin-action.ts';

export interface LobbySocketDeps {
  lobbies: Lobbies;
  pugs: PugService;
  collections: Collections;
  logger: Logger;
  now: () => number;
  /** Re-checks the sender's session (and admin flag) in the database for every command. */
  guard: SocketGuard;
}

export function lobbySocketCommands(deps: LobbySocketDeps): (socket: PugSocket) => void {
  const ready = socketCommand('ready', 'user', readyPayloadSchema, deps, async (payload, actor) => {
    if (actor.steamid !== payload.userSteamId && !actor.isAdmin) throw forbidden('You can only ready up for yourself');
    const lobby = deps.lobbies.get(payload.queueName);
    await assertNotBanned(deps.collections, payload.userSteamId, deps.now());
    await lobby.send((now) => ({ type: 'READY', steamid: payload.userSteamId, isReady: payload.isReady, now }));
    if (actor.steamid !== payload.userSteamId) {
      await recordAdminAction(deps, actor, {
        action: 'actForPlayer',
        target: { kind: 'player', id: payload.userSteamId },
        details: { queueName: payload.queueName, what: payload.isReady ? 'readied up' : 'declined the ready-up' },
      });
    }
  });

  const setPugPhase = socketCommand('setPugPhase', 'admin', setPugPhasePayloadSchema, deps, async (payload, actor) => {
    const lobby = deps.lobbies.get(payload.queueName);
    const target = { kind: 'queue' as const, id: payload.queueName, label: payload.queueName };
    if (payload.phase === 'Waiting For Players') {
      const players = Object.keys(lobby.context().players).length;
      await lobby.send((now) => ({ type: 'RESET', now }));
      await recordAdminAction(deps, actor, { action: 'resetLobby', target, details: { playersRemoved: players } });
      return;
    }
    if (payload.phase === 'Playing') {
      const waiting = await deps.collections.pugs.find({ queueName: payload.queueName, phase: 'Pregame' }).toArray();
      if (waiting.length === 0) throw conflict(`No ${payload.queueName} pug is waiting in Pregame`);
      for (const pug of waiting) await deps.pugs.send(pug._id, (now) => ({ type: 'START_GAME', now }));
      await recordAdminAction(deps, actor, { action: 'startPugs', target, details: { pugs: waiting.map((p) => p._id).join(', ') } });
      return;
    }
    throw conflict(`The ${payload.phase} phase is reached by play; an admin can only reset the lobby or start a pug (end one with endPug)`);
  });
  return (socket) => {
    ready(socket);
    setPugPhase(socket);
  };
}
