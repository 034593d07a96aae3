/** The typed realtime contract: one map of every event of spec §7, shared with the client. */
export type { ClientToServerEvents, ServerToClientEvents } from '@pug/domain';

/** Events between api processes (the Redis adapter); none yet. */
export type InterServerEvents = Record<string, never>;

/** What api knows about a connected socket. */
export interface SocketData {
  /** Set when the sign-in hook identified the player behind the socket. */
  steamid: string | null;
  /** Set with `steamid` by the sign-in hook: an admin's socket may send admin events. */
  isAdmin: boolean;
}
