/**
 * Who is here: the players with a page of the site open (signed-in sockets, once per player across
 * tabs and api processes). Everyone sees the count; only signed-in players see the names.
 */

/** The count is sent to every page at most this often. */
export const ONLINE_BROADCAST_MS = 3000;

export interface OnlinePlayer {
  steamid: string;
  alias: string;
  avatar?: string;
  isAdmin: boolean;
}

/** GET /api/online: the count for everyone; `players` only for a signed-in viewer (admins first, then by alias). */
export interface OnlineResponse {
  count: number;
  players?: OnlinePlayer[];
}

/** The `online` socket event. */
export interface OnlineCountPayload {
  count: number;
}

/** Admins first, then by alias (any case). */
export function sortOnlinePlayers(players: readonly OnlinePlayer[]): OnlinePlayer[] {
  return [...players].sort((a, b) => Number(b.isAdmin) - Number(a.isAdmin) || a.alias.localeCompare(b.alias, undefined, { sensitivity: 'base' }));
}
