/** Realtime events of docs/product.md "HTTP routes", typed socket.io style (event name -> listener), shared by server and client. */
import { z } from 'zod';
import { PHASES, type Phase } from '../constants.ts';
import type {
  CountdownInfo,
  EloChange,
  Notification,
  Pug,
  Queue,
  ServerLog,
  SteamId,
  TeamName,
  Timestamp,
  User,
  PublicServer,
  PugServerSetup,
} from '../entities.ts';
import type { Role } from '../formats/formats.ts';
import type { ErrorBody } from '../errors.ts';
import type { Announcement } from '../community/announcements.ts';
import type { ChatMentionPayload, ChatMessage } from '../community/chat.ts';
import type { NightAdd } from './nightAdd.ts';
import type { OnlineCountPayload } from './online.ts';
import { idSchema, queueNameSchema, steamIdSchema } from './primitives.ts';

/** Client -> server payload schemas (the api parses every one before acting). */
export const readyPayloadSchema = z.object({
  isReady: z.boolean(),
  userSteamId: steamIdSchema,
  queueName: queueNameSchema,
});
export type ReadyPayload = z.infer<typeof readyPayloadSchema>;

export const setPugPhasePayloadSchema = z.object({
  phase: z.enum(PHASES),
  queueName: queueNameSchema,
});
export type SetPugPhasePayload = z.infer<typeof setPugPhasePayloadSchema>;

export const endPugPayloadSchema = z.object({ pugId: idSchema });
export type EndPugPayload = z.infer<typeof endPugPayloadSchema>;

/**
 * The `data` of a refused connection's `connect_error` (its `message` says it in words): the code
 * tells a client what to do, e.g. stop retrying a full address, retry a failed identification.
 */
export interface ConnectErrorData {
  code: 'TOO_MANY_CONNECTIONS' | 'IDENTIFY_FAILED';
}

/** Optional acknowledgement of a client event: ok, or the same error body as HTTP. */
export type SocketAck = { ok: true } | ErrorBody;

export interface ClientToServerEvents {
  ready: (payload: ReadyPayload, ack?: (res: SocketAck) => void) => void;
  setPugPhase: (payload: SetPugPhasePayload, ack?: (res: SocketAck) => void) => void;
  endPug: (payload: EndPugPayload, ack?: (res: SocketAck) => void) => void;
}

/**
 * A lobby event's stored lobby version: the version the write that made it left (the queues
 * document's compare-and-set `version`); the events of one write share it, in the order sent.
 */
interface LobbyVersioned {
  version?: number;
}

/** A countdown as sent: seconds left at send time and the absolute deadline (epoch ms). */
export interface CountdownPayload extends CountdownInfo, LobbyVersioned {
  queueName: string;
  phase: Phase;
}

export interface ReadyUpPayload extends LobbyVersioned {
  queueName: string;
  /** The players asked to ready up. */
  players: SteamId[];
  countdownInfo: CountdownInfo;
}

export interface VoteForMapPayload extends LobbyVersioned {
  queueName: string;
  maps: string[];
  countdownInfo: CountdownInfo;
}

export interface PickOption {
  steamid: SteamId;
  role: Role;
}

export interface YourPickPayload extends LobbyVersioned {
  queueName: string;
  captain: SteamId;
  team: TeamName;
  /** Only legal picks: none leaves a team unable to fill its roles. */
  options: PickOption[];
  countdownInfo: CountdownInfo;
}

export interface PickedPayload extends LobbyVersioned {
  queueName: string;
  captain: SteamId;
  steamid: SteamId;
  role: Role;
}

export interface PickForYouPayload extends PickedPayload {
  team: TeamName;
}

export interface PlayerQueuedPayload extends LobbyVersioned {
  queueName: string;
  steamid: SteamId;
  role: string;
  isQueue: boolean;
  queuedAt: Timestamp;
  /** The player's medic credit and immunity as queued (players/medicCredit.ts); absent when none. */
  medicCredit?: true;
  medicImmuneUntil?: Timestamp;
  userInfo: User;
}

export interface PlayerReadyPayload extends LobbyVersioned {
  queueName: string;
  steamid: SteamId;
  isReady: boolean;
}

/**
 * A ready-up ended with players who were not ready; they left the queue (our addition, see
 * docs/decisions.md): `timedOut` did not answer before the deadline, `declined` chose to leave.
 */
export interface ReadyUpMissedPayload extends LobbyVersioned {
  queueName: string;
  timedOut: SteamId[];
  declined: SteamId[];
}

export interface CaptainsPayload extends LobbyVersioned {
  queueName: string;
  captains: SteamId[];
}

/**
 * A seat of a running pug needs a sub (our addition, docs/decisions.md "Match day"): sent to every
 * signed-in player not seated in a running pug, who may take it with POST /api/acceptSub/{pugId}.
 */
export interface SubNeededPayload {
  pugId: string;
  /** The pug's number (#61; pugLabel), when it has one. */
  number?: number;
  queueName: string;
  shorthand: string;
  map: string;
  /** The player whose seat needs a sub. */
  steamid: SteamId;
  team: 'blu' | 'red';
  role: string;
}

/**
 * What a signed-in player is in right now (docs/decisions.md "Match day: every page knows"), sent
 * to each of their sockets as it connects, so a page loaded anywhere (a reload, a new tab, a link)
 * knows at once whether to load the round prompts: the queues they are queued in (with the prompt
 * waiting on them there: a ready-up, a map vote, their pick), their live pug, and the seats needing
 * a sub they could take. Sent to that socket only; visitors get none.
 */
export interface MatchDayPayload {
  queues: { queueName: string; roles: string[]; prompt: 'readyUp' | 'mapVote' | 'pick' | null }[];
  /** The live pug (Pregame or Playing) they are seated in; `onServer`: the server's log has seen them. */
  pug: { pugId: string; number?: number; phase: Phase; onServer: boolean } | null;
  /** Seats of live pugs waiting for a sub that they may take. */
  subSeats: number;
}

export interface ServerLogPayload {
  ipport: string;
  log: ServerLog;
}

export interface ServerToClientEvents {
  pugNotification: (notification: Notification) => void;
  /** A notification changed (dismissed: true when the recipient dismissed it, on any tab). */
  pugNotificationChange: (change: Partial<Notification> & { _id: string; dismissed?: boolean }) => void;
  eloChanges: (changes: EloChange[]) => void;
  /** The pugs just started; the viewer shows the first one's _id. */
  pugStarted: (pugs: Pug[]) => void;
  'readyUp!': (payload: ReadyUpPayload) => void;
  yourPick: (payload: YourPickPayload) => void;
  pickForYou: (payload: PickForYouPayload) => void;
  'pickedBlu!': (payload: PickedPayload) => void;
  'pickedRed!': (payload: PickedPayload) => void;
  'voteForMap!': (payload: VoteForMapPayload) => void;
  pugUpdate: (pug: Pug) => void;
  pugDestroy: (payload: { _id: string }) => void;
  subNeeded: (payload: SubNeededPayload) => void;
  matchDay: (payload: MatchDayPayload) => void;
  /** A partial queue state to merge into the local copy. */
  partialInfo: (queue: Partial<Queue> & { name: string }) => void;
  deleteLobby: (payload: { queueName: string } & LobbyVersioned) => void;
  playerQueued: (payload: PlayerQueuedPayload) => void;
  playerReady: (payload: PlayerReadyPayload) => void;
  readyUpMissed: (payload: ReadyUpMissedPayload) => void;
  countdownInfo: (payload: CountdownPayload) => void;
  captains: (payload: CaptainsPayload) => void;
  /** The api sends a PublicServer (name, region, pugId too). */
  serverUpdate: (server: PublicServer) => void;
  serverLog: (payload: ServerLogPayload) => void;
  /** A pug's game-server set-up took a step (all its steps so far), to every page. */
  pugServerSetup: (payload: PugServerSetup) => void;
  /** A user object merged into the local one by steamid. */
  userUpdate: (user: Partial<User> & { steamid: SteamId } & Record<string, unknown>) => void;
  /** The live announcements, to every page, whenever an admin adds, edits or deletes one. */
  announcements: (announcements: Announcement[]) => void;
  /** A chat message, to every signed-in page (docs/product.md "Chat"). */
  chatMessage: (message: ChatMessage) => void;
  /** An admin deleted a chat message, to every signed-in page. */
  chatDeleted: (payload: { _id: string }) => void;
  /** The player's chat mute changed (null: lifted), to their own pages. */
  chatMuted: (payload: { mutedUntil: Timestamp | null }) => void;
  /** A chat message mentioned the player, to their own open pages only. */
  chatMention: (payload: ChatMentionPayload) => void;
  /** How many players have a page open (at most every ONLINE_BROADCAST_MS), to every page. */
  online: (payload: OnlineCountPayload) => void;
  /** The player's add for the night changed (added, taken by a ready-up, ended, cancelled), to `user:<steamid>` only; null: none runs. */
  nightAdd: (add: NightAdd | null) => void;
}
