/** The typed realtime contract: one map of every event of docs/product.md "HTTP routes", shared with the client. */
import type { ClientToServerEvents, ServerToClientEvents } from '@pug/domain';
import type { Server, Socket } from 'socket.io';

export type { ServerToClientEvents };

/** The api's socket.io server and sockets, typed by this contract. */
export type PugServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type PugSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Events between api processes (the Redis adapter's serverSideEmit): only what is safe on a
 * shared Redis. `presence` asks which of these Steam IDs have a socket open, `presenceAll` for all of
 * them (framework/presence.ts).
 */
interface InterServerEvents {
  presence: (steamids: string[], answer: (present: string[]) => void) => void;
  /** Asks every process for the Steam IDs of all its signed-in sockets (framework/presence.ts `onlineSteamids`). */
  presenceAll: (answer: (present: string[]) => void) => void;
}

/** What api knows about a connected socket. */
export interface SocketData {
  /** Set when the sign-in hook identified the player behind the socket. */
  steamid: string | null;
  /**
   * Set with `steamid` by the sign-in hook: the admin flag at the handshake. Informational only:
   * every command re-checks the session and the flag in the database.
   */
  isAdmin: boolean;
  /** The session the socket was opened with (its id, the token's hash; never the token): joins `session:<id>`. */
  sessionId: string | null;
  /** When that session expires (epoch ms): the socket is disconnected then. */
  sessionExpiresAt: number | null;
}
