/**
 * Socket commands with the same guards, validation and error bodies as HTTP, answered through the
 * optional ack. Each command declares who may send it ('user' or 'admin'), as `requireUser` /
 * `requireAdmin` are at the routes. Nothing cached at the handshake is trusted: every command
 * re-reads the socket's session and its user from the database, so a logout, a deleted or expired
 * session, or a removed admin flag takes effect on the next command; a socket whose session ended
 * is disconnected after its answer.
 */
import type { SocketAck } from '@pug/domain';
import type { z } from 'zod';
import type { FeatureContext } from '../framework/feature.ts';
import type { Logger } from '../framework/logger.ts';
import type { PugSocket } from '../framework/sockets.ts';
import { HttpError, forbidden, toErrorResponse, unauthorized } from '../framework/errors.ts';
import { parseWith } from '../framework/validate.ts';
import { sessionFromId, type SessionLookup } from './session-user.ts';

export type SocketAccess = 'user' | 'admin';

/** Who sent a command, as the database says now. */
export interface SocketActor {
  steamid: string;
  isAdmin: boolean;
}

export type SocketGuard = (socket: PugSocket, access: SocketAccess) => Promise<SocketActor>;

/** The socket's session has ended or expired: the command is refused (401) and the socket disconnected. */
class SessionEndedError extends HttpError {
  constructor() {
    super(401, 'UNAUTHORIZED', 'Your session has ended: sign in again');
    this.name = 'SessionEndedError';
  }
}

/** 401 for an anonymous socket or an ended session; 403 for 'admin' when the user is not (or no longer) one. */
function socketGuard(lookup: SessionLookup): SocketGuard {
  return async (socket, access) => {
    const { steamid, sessionId } = socket.data;
    if (!steamid) throw unauthorized('Sign in first');
    const session = sessionId ? await sessionFromId(lookup, sessionId) : null;
    if (!session || session.user.steamid !== steamid) throw new SessionEndedError();
    socket.data.isAdmin = session.user.isAdmin;
    if (access === 'admin' && !session.user.isAdmin) throw forbidden('Admins only');
    return { steamid, isAdmin: session.user.isAdmin };
  };
}

/** The guard for a feature's socket commands. */
export function socketGuardFor(ctx: Pick<FeatureContext, 'collections' | 'config' | 'now'>): SocketGuard {
  return socketGuard({ collections: ctx.collections, adminSteamids: ctx.config.auth.adminSteamids, now: ctx.now });
}

export interface SocketCommandDeps {
  logger: Logger;
  guard: SocketGuard;
}

/**
 * A socket command: guard, then the payload parsed with `schema`, the outcome sent to the ack.
 * The listener is made once here, not per socket (Socket.IO calls it with the socket as `this`):
 * a socket at rest holds no closure of its own for its commands. Returns what registers it on a
 * new socket.
 */
export function socketCommand<S extends z.ZodType>(
  event: 'ready' | 'setPugPhase' | 'endPug',
  access: SocketAccess,
  schema: S,
  deps: SocketCommandDeps,
  run: (payload: z.output<S>, actor: SocketActor) => Promise<void>,
): (socket: PugSocket) => void {
  const answer = (socket: PugSocket, payload: unknown, ack: unknown): void => {
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
  };
  function listener(this: PugSocket, payload: unknown, ack?: unknown): void {
    answer(this, payload, ack);
  }
  return (socket) => (socket.on as (event: string, listener: (this: PugSocket, payload: unknown, ack?: unknown) => void) => void)(event, listener);
}
