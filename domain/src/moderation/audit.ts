/**
 * The admin audit log: every admin action is recorded (who, what, on what, when, why), so nothing
 * an admin does is silent. Features add their action names here, once.
 */
import type { SteamId, Timestamp } from '../entities.ts';

export const AUDIT_ACTIONS = [
  'banPlayer',
  'deleteBan',
  'acceptAppeal',
  'rejectAppeal',
  'deleteReport',
  'handleReport',
  'approveCustomSeason',
  'rejectCustomSeason',
  'deleteCustomSeason',
  'setSeasonMain',
  'addMap',
  'deleteMap',
  /** A map's config or whitelist changed. */
  'editMap',
  /** An admin uploaded a map's picture. */
  'uploadMapImage',
  'endPug',
  'cancelPug',
  /** An admin ended a live pug with the score so far as its result. */
  'endPugWithScore',
  /** An admin replaced a completed pug's score with logs.tf's (its elo applied again). */
  'useLogsTfScore',
  /** An admin turned a pug's automatic sub on or off. */
  'setPugAutoSub',
  /** An admin opened a seated player's seat for a sub, with no vote. */
  'forceSub',
  'resetLobby',
  'startPugs',
  'setCaptain',
  'addDummy',
  /** An admin queued, unqueued or readied a real player (not a dummy) in their place. */
  'actForPlayer',
  'addServer',
  'editServer',
  'removeServer',
  'queryServer',
  /** An admin ended a serveme.tf reservation no pug holds (its automatic end failed). */
  'endServerReservation',
  /** Game control on a live pug's server: its set-up run again, the pug moved, an RCON command. */
  'reinitializePugServer',
  'reassignPugServer',
  'pugRcon',
  'refreshHistory',
  'editCustomSeason',
  /** Site announcements (community/announcements.ts). */
  'addAnnouncement',
  'editAnnouncement',
  'deleteAnnouncement',
  /** The queue chat (community/chat.ts): a message deleted, a player muted (or the mute lifted), the word filter changed. */
  'deleteChatMessage',
  'muteChat',
  'editChatWords',
  /** An admin lifted a player's queue cooldown and strikes (players/reliability.ts). */
  'liftCooldown',
  /** An admin set a player's elo in one format and class (contracts/ratings.ts). */
  'adjustRating',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action was done to: a player, a pug, a map, a server, a report, a queue… */
export interface AuditTarget {
  kind: 'player' | 'pug' | 'queue' | 'map' | 'server' | 'report' | 'ban' | 'customSeason' | 'announcement' | 'chat';
  id: string;
  /** What a reader recognises it by (an alias, a map name), as it was then. */
  label?: string;
}

export interface AuditEntry {
  _id: string;
  at: Timestamp;
  actor: SteamId;
  actorAlias?: string;
  action: AuditAction;
  target?: AuditTarget;
  reason?: string;
  /** A few facts of the action (expiry of a ban, the pool of a map…), for the reader. */
  details?: Record<string, string | number | boolean | null>;
}
