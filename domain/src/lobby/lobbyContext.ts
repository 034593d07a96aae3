/** Context, input and events of the queue-lobby machine; the context holds the wire Queue fields' sources. */
import type { Teams } from './balance.ts';
import { DomainError } from '../errors.ts';
import type { Phase } from '../constants.ts';
import type { DraftState } from './draft.ts';
import type { FriendPair, QueuePlayer, SteamId, TeamName, Timestamp } from '../entities.ts';
import { queueableRoles, type QueueConfig, type Role, type SlotKey } from '../formats/formats.ts';
import type { Seat } from './seats.ts';
import type { QueueSnapshot } from './selection.ts';

export interface LobbyPlayer {
  steamid: SteamId;
  /** When the player first joined; adding roles later keeps it. */
  queuedAt: Timestamp;
  roles: Role[];
  /** Elo per queued role in this queue's format. */
  elos: Partial<Record<Role, number>>;
  /** Queued and not seated when this queue's last pug started: goes first until they play one pug or leave the queue (selection.ts). */
  priority?: true;
  /** Holds medic credit (players/medicCredit.ts): seated right after the first two (selection.ts). Read from the player at the add. */
  medicCredit?: true;
  /** Spared the medic seat until then (players/medicCredit.ts). Read from the player at the add. */
  medicImmuneUntil?: Timestamp;
  /** Roles the queue was short of when the player added for them (medicCredit.ts `isShortAdd`). */
  shortRoles?: Role[];
  /** Queued roles the player is still provisional in (elo/elo.ts `isProvisional`), read at the add. */
  provisionalRoles?: Role[];
}

export interface AutoPick {
  captain: SteamId;
  steamid: SteamId;
  role: Role;
  team: TeamName;
}

export interface LobbyContext {
  config: QueueConfig;
  /** The format's map pool. */
  mapPool: string[];
  /** The map played last: never offered again right away. */
  lastMap: string | null;
  /** State of the seeded RNG (rng.ts), so a restored lobby continues the same sequence. */
  rngState: number;
  /** Time of the latest timed event (epoch ms). */
  now: Timestamp;
  phase: Phase;
  players: Record<SteamId, LobbyPlayer>;
  prereadies: SteamId[];
  addedCaptains: SteamId[];
  captainRestricted: SteamId[];
  /** Seats of the pug being formed (Readying onwards), null while waiting. */
  selection: Seat[] | null;
  readiedPlayers: SteamId[];
  unreadiedPlayers: SteamId[];
  undeclaredPlayers: SteamId[];
  /** The authoritative deadline of the current step (ready-up, map vote, pick), epoch ms. */
  deadline: Timestamp | null;
  mapCandidates: string[];
  mapVotes: Record<SteamId, string>;
  map: string | null;
  draft: DraftState | null;
  /** Final teams while the host creates the pug. */
  teams: Teams | null;
  /** The last pick made for a captain who ran out of time (for the `pickForYou` event). */
  lastAutoPick: AutoPick | null;
  /** Players removed from the queue at the last ready-up deadline. */
  removedAtDeadline: SteamId[];
  /** After a failed pug creation, readying does not restart before this time. */
  retryAt: Timestamp | null;
  /** Id of the last pug this lobby launched. */
  lastPugId: string | null;
  /** Medics' marked friends (friends.ts); absent in a lobby stored before friends existed. */
  friends?: FriendPair[];
  /** The round's first add, its ready-up and what it waited for last (roundFacts.ts); absent in a lobby stored before they were kept. */
  roundStartedAt?: Timestamp | null;
  readyUpAt?: Timestamp | null;
  missingBeforeLastJoin?: SlotKey[];
  waitedFor?: SlotKey[];
}

export interface LobbyInput {
  config: QueueConfig;
  mapPool: string[];
  lastMap?: string | null;
  seed: number;
  now: Timestamp;
}

export type LobbyEvent =
  | {
      type: 'JOIN';
      steamid: SteamId;
      role: Role;
      now: Timestamp;
      elo: number;
      shouldCaptain?: boolean;
      captainRestricted?: boolean;
      /** The player's medic credit and immunity as stored on them (players/medicCredit.ts). */
      medicCredit?: boolean;
      medicImmuneUntil?: Timestamp;
      /** Fewer than ELO_PROVISIONAL_PUGS pugs in that role (elo/elo.ts `isProvisional`). */
      provisional?: boolean;
    }
  | { type: 'LEAVE'; steamid: SteamId; role?: Role; now: Timestamp }
  | { type: 'PREREADY'; steamid: SteamId; isPreready: boolean }
  | { type: 'SET_CAPTAIN'; steamid: SteamId; shouldCaptain: boolean }
  | { type: 'READY'; steamid: SteamId; isReady: boolean; now: Timestamp }
  | { type: 'VOTE_MAP'; steamid: SteamId; map: string; now: Timestamp }
  | { type: 'PICK'; captain: SteamId; steamid: SteamId; role?: Role; now: Timestamp }
  | { type: 'DEADLINE'; now: Timestamp }
  | { type: 'PUG_CREATED'; pugId: string; now: Timestamp }
  | { type: 'PUG_CREATION_FAILED'; now: Timestamp; reason?: string }
  | { type: 'RESET'; now: Timestamp }
  /** A queued medic marks a queued player as friend, or unmarks theirs (`friend` null). */
  | { type: 'MARK_FRIEND'; medic: SteamId; friend: SteamId | null }
  /** The marked friend (`steamid`) refuses `medic`'s pair. */
  | { type: 'REFUSE_FRIEND'; steamid: SteamId; medic: SteamId }
  /** The format's map pool changed (an admin added or removed a map): the next map vote draws from it. */
  | { type: 'SET_MAP_POOL'; mapPool: string[] };

/** Milliseconds a lobby waits after a failed pug creation before it readies again. */
export const RETRY_AFTER_FAILURE_MS = 10_000;

export function initialLobbyContext(input: LobbyInput): LobbyContext {
  if (input.mapPool.length === 0) throw new DomainError('BAD_REQUEST', `The ${input.config.name} queue has an empty map pool`);
  return {
    config: input.config,
    mapPool: [...input.mapPool],
    lastMap: input.lastMap ?? null,
    rngState: input.seed >>> 0,
    now: input.now,
    phase: 'Waiting For Players',
    players: {},
    prereadies: [],
    addedCaptains: [],
    captainRestricted: [],
    ...emptyRound(),
    retryAt: null,
    lastPugId: null,
    friends: [],
  };
}

/** The per-pug fields, cleared when a round ends. */
export function emptyRound() {
  return {
    selection: null,
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    deadline: null,
    mapCandidates: [],
    mapVotes: {},
    map: null,
    draft: null,
    teams: null,
    lastAutoPick: null,
    removedAtDeadline: [],
  } satisfies Partial<LobbyContext>;
}

/** The queue as selection sees it: playersByRole in queuedAt order and _queuePlayers. */
export function queueSnapshotOf(ctx: Pick<LobbyContext, 'players' | 'config'> & { now?: Timestamp }): QueueSnapshot {
  const ordered = Object.values(ctx.players).sort((a, b) => a.queuedAt - b.queuedAt || (a.steamid < b.steamid ? -1 : 1));
  const playersByRole: Record<string, SteamId[]> = {};
  for (const role of queueableRoles(ctx.config)) playersByRole[role] = [];
  const _queuePlayers: Record<SteamId, QueuePlayer> = {};
  for (const p of ordered) {
    _queuePlayers[p.steamid] = {
      steamid: p.steamid,
      queuedAt: p.queuedAt,
      ...(p.priority ? { priority: true as const } : {}),
      ...(p.medicCredit ? { medicCredit: true as const } : {}),
      ...(p.medicImmuneUntil !== undefined ? { medicImmuneUntil: p.medicImmuneUntil } : {}),
    };
    for (const role of p.roles) (playersByRole[role] ??= []).push(p.steamid);
  }
  return { playersByRole, _queuePlayers, ...(ctx.now !== undefined ? { now: ctx.now } : {}) };
}

export function isSelected(ctx: Pick<LobbyContext, 'selection'>, steamid: SteamId): boolean {
  return ctx.selection?.some((s) => s.steamid === steamid) ?? false;
}
