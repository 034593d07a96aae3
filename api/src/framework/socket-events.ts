/** The typed realtime contract: one map of every event of spec §7, shared with the client. */
export type { ClientToServerEvents, ServerToClientEvents } from '@pug/domain';

/** Events between api processes (the Redis adapter); none yet. */
export type InterServerEvents = Record<string, never>;

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
