/**
 * Authorization of socket commands, declared where each command is registered ('user' or
 * 'admin'), as `requireUser` / `requireAdmin` are at the routes. Nothing cached at the handshake
 * is trusted: every command re-reads the socket's session and its user from the database, so a
 * logout, a deleted or expired session, or a removed admin flag takes effect on the next command.
 */
import { HttpError, forbidden, unauthorized } from '../framework/errors.ts';
import type { FeatureContext } from '../framework/feature.ts';
import type { PugSocket } from '../framework/sockets.ts';
import { sessionFromId, type SessionLookup } from './session-user.ts';

export type SocketAccess = 'user' | 'admin';

/** Who sent a command, as the database says now. */
export interface SocketActor {
  steamid: string;
  isAdmin: boolean;
}

export type SocketGuard = (socket: PugSocket, access: SocketAccess) => Promise<SocketActor>;

/** The socket's session has ended or expired: the command is refused (401) and the socket disconnected. */
export class SessionEndedError extends HttpError {
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
