/**
 * Wire shapes of docs/product.md "Entities", field names exactly as the wire has them.
 * Conventions (docs/architecture.md "How a request travels"): ids are strings; steamids are 17-digit strings;
 * timestamps are epoch milliseconds (numbers) on the wire: the client makes Dates of them.
 */
import type { Phase, ReportCategory, ToastVariant } from './constants.ts';
import type { EloFormat, Format, Role, SeasonFormatName } from './formats/formats.ts';

export type SteamId = string;
export type Timestamp = number;

/** Elo format keys (elos[format][role]), one per format record (formats/formats.ts). */
export { ELO_FORMATS, type EloFormat } from './formats/formats.ts';
/** elos[format][role], unrounded. */
export type Elos = Partial<Record<EloFormat, Partial<Record<Role, number>>>>;

export interface CustomSeason {
  _id?: string;
  teamUrl: string;
  role: string;
  formatName: SeasonFormatName;
  divisionName: string;
  steamid: SteamId;
  seasonId: number;
  leftAt?: Timestamp | null;
  startedAt: Timestamp;
  approved: boolean;
}

export interface SeasonHistoryItem {
  _id: string;
  seasonName: string;
  divisionName: string;
  formatName: string;
  teamUrl: string;
  teamId: string;
  startedAt: Timestamp;
  leftAt?: Timestamp | null;
  /** The declared main for that season ('' when undeclared). */
  role: string;
  approved: boolean;
  seasonId: number;
}

export interface PlayerHistory {
  lastUpdated: Timestamp;
  data: SeasonHistoryItem[];
}

/** One discipline entry of a user (docs/product.md "Entities" disciplineHistory; same record as a Ban). */
export interface Discipline {
  _id?: string;
  userId?: SteamId;
  isBan: boolean;
  date: Timestamp;
  /** Absent or null: never expires. */
  expires?: Timestamp | null;
  reason: string;
  isCaptainRestrict?: boolean;
  /** The appeal text; one appeal per ban. */
  appeal?: string | null;
  appealAccepted?: boolean;
  /** An admin read the appeal and kept the ban (no second appeal). */
  appealRejected?: boolean;
}

export interface Ban extends Discipline {
  userId: SteamId;
}

export interface Preferences {
  hideTextEffects: boolean;
  voicePack: string;
  /** A Discord DM when a queue the player added to for the night reaches ready-up, or the add ends (lobby/nightAdd.ts); unset: no. */
  nightAddDm?: boolean;
}

export interface User {
  steamid: SteamId;
  alias: string;
  avatar?: string;
  discordid?: string;
  isDummy?: boolean;
  /** A cosmetic hat shown on the player's card ('clown' honks on hover, docs/product.md "Constants"). */
  hat?: string | null;
  /** Where the name blazes: "sixes.medic" per format and class of a win streak of 5 or more (domain `blazingKeys`); absent when none. */
  blazing?: string[];
  /** The league division shown beside the name (domain `leagueDivisionOf`: the newest league season's, 'Main'); absent when none is known. */
  division?: string;
}

export interface SelfUser extends User {
  isDiscordVerified: boolean;
  isAdmin: boolean;
  isDonor: boolean;
  completeTutorial: boolean;
  playerHistory: PlayerHistory;
  customSeasons: CustomSeason[];
  missingRoles: string[];
  preferences: Preferences;
  disciplineHistory: Discipline[];
  hat?: string | null;
  elos: Elos;
  /** Refreshed after a custom season is saved (docs/product.md "HTTP routes"). */
  baseElos?: Elos;
  rankings?: Partial<Record<EloFormat, Partial<Record<Role, RoleStats>>>>;
  currentSeason?: SeasonHistoryItem | null;
  /** The queue cooldown of the player's last strike, ended or not (players/reliability.ts `activeCooldown`). */
  cooldown?: Cooldown;
  /** Medic credit and immunity (players/medicCredit.ts); absent when never earned. */
  medic?: MedicStanding;
}

/** A player's medic credit and immunity as the player and admins see them (players/medicCredit.ts). */
export interface MedicStanding {
  /** Pugs left with credit (0 = none). */
  creditPugs: number;
  /** The pug that gave it last, and when it ended. */
  earnedIn: string | null;
  earnedAt: Timestamp | null;
  /** Until when the player is spared the medic seat (null = never given). */
  immuneUntil: Timestamp | null;
}

/** What a strike was for (players/reliability.ts). */
export type StrikeKind = 'missedReadyUp' | 'noShow' | 'leftMatch';

/** The cooldown a strike started: until when the player cannot queue, and why. */
export interface Cooldown {
  level: number;
  until: Timestamp;
  kind: StrikeKind;
}

/** GET /api/self answer: the current user with their notifications. */
export interface SelfResponse extends SelfUser {
  notifications: Notification[];
  /** Whether this site links Discord accounts; when not, the tutorial does not ask for verification. The api always sends it. */
  discordConfigured?: boolean;
}

export interface Report {
  _id?: string;
  category: ReportCategory;
  pugId: string;
  description: string;
  logUrl?: string;
  /** Steamid of the reported player. */
  player: SteamId;
  reporter?: SteamId;
  createdAt?: Timestamp;
}

export interface Notification {
  _id: string;
  msg: string;
  variant: ToastVariant;
  url?: string;
  timestamp: Timestamp;
}

export type TeamName = 'blu' | 'red';

/** A player's seat in a pug team (teams.blu[steamid]). */
export interface PugTeamPlayer {
  role: Role;
  needsSub: boolean;
  /** Steamids of pug participants who voted this player needs a sub. */
  subVotes: SteamId[];
  elo?: number;
  /** The elo change this pug gave the player (set once the result is in; absent for a subbed-out player). */
  eloDelta?: number;
  isCaptain?: boolean;
}

/** A substitution: `steamid` left, `replacedBy` took the seat. */
export interface SubbedPlayer {
  steamid: SteamId;
  replacedBy: SteamId;
  team: TeamName;
  role: Role;
  at: Timestamp;
}

export interface CountdownInfo {
  secondsRemaining: number;
  /** Absolute end of the countdown, epoch ms. */
  deadline: Timestamp;
}

export interface Pug {
  _id: string;
  /** The pug's short sequential number, said on voice as "#1234" (absent on pugs from before numbering: they show their id). */
  number?: number;
  queueName: string;
  /** The pug's format (the api's wire pug has it; a card's blazing name is for its class in this format). */
  format?: Format;
  phase: Phase;
  startAt: Timestamp;
  endAt?: Timestamp | null;
  gameStartAt?: Timestamp | null;
  teams: { blu: Record<SteamId, PugTeamPlayer>; red: Record<SteamId, PugTeamPlayer> };
  subbedPlayers: SubbedPlayer[];
  /** Short label of the pug (e.g. format shorthand 'HL', '6S', 'PL'). */
  shorthand: string;
  map: string;
  /** score is [blu, red]. */
  data: { logId?: string | null; score?: [number, number] | null; /** demos.tf STV link, once the server announced it. */ demoUrl?: string | null };
  countdownInfo?: CountdownInfo | null;
  readiedPlayers: SteamId[];
  unreadiedPlayers: SteamId[];
  undeclaredPlayers: SteamId[];
  /** Why an admin cancelled the pug, or how an admin ended it with the score so far (absent for pugs that were played or simply ended). */
  endReason?: string | null;
  /** Who called the pug off without a result: an admin (End pug, Cancel) or the site (no game server was free). Absent for a pug that was played. */
  endedBy?: 'admin' | 'site';
  /** The result is the live score an admin ended the pug with (its log had no game over); elo applied as for a played match. */
  resultByAdmin?: boolean;
  /** Who of the seated players the game server's log has seen, by steamid (pug/onServer.ts); absent: not joined. */
  onServer?: Record<SteamId, PlayerOnServer>;
  /** An admin turned the automatic sub (a seated player not on the server in time) off for this pug. */
  autoSubOff?: boolean;
  /** The recorded score checked against logs.tf's once the pug completed (pug/reconciliation.ts). */
  reconciliation?: PugReconciliation;
  /** Predicted odds (elo/odds.ts), stored at start and after each sub; absent on older pugs. */
  odds?: PugOdds;
  /** The balance report (pug/balanceReport.ts), stored when it finished with a result. */
  balance?: BalanceReport;
}

/** How a map's score is counted for the balance report (pug/balanceReport.ts). */
export type BalanceMapKind = '5cp' | 'koth' | 'stopwatch';

/** A finished pug's balance (pug/balanceReport.ts `balanceReportOf`). Scores are [blu, red]. */
export interface BalanceReport {
  /** The chance BLU was given as the teams finished (after any sub); null without odds. */
  predictedBlu: number | null;
  winner: TeamName | 'draw';
  /** The favourite (more than 50 %) lost. */
  upset: boolean;
  score: [number, number];
  /** The winner's lead (0 for a draw). */
  margin: number;
  mapKind: BalanceMapKind;
  blowout: boolean;
  /** From the match's start on the server (the pug's start when unknown) to its end; null without an end. */
  durationMs: number | null;
}

/** The chance (0..1) that BLU wins: as the teams stand now, and as they started. */
export interface PugOdds {
  blu: number;
  atStart: number;
}

export type ReconciliationState = 'agrees' | 'disagrees' | 'unavailable';

/** What pug/reconciliation.ts's check found, stored on the pug. Scores are [blu, red] of the pug's teams. */
export interface PugReconciliation {
  state: ReconciliationState;
  /** logs.tf's score mapped to the pug's teams; null when it could not be read. */
  logsTfScore: [number, number] | null;
  checkedAt: Timestamp;
  /** Why it is unavailable (no answer, not yet processed, a stopwatch map, an answer that is not a log). */
  reason?: string;
  /** An admin replaced the recorded score (`from`) with logs.tf's. */
  corrected?: { by: SteamId; byAlias?: string; at: Timestamp; from: [number, number] };
}

/** A seated player as the server's log last saw them: connected (no team yet, or spectating), on a team's colour, or left. */
export interface PlayerOnServer {
  state: 'connected' | 'joined' | 'left';
  /** The colour they joined (state `joined`). */
  team?: TeamName;
  at: Timestamp;
}

export interface QueuePlayer {
  steamid: SteamId;
  queuedAt: Timestamp;
  /** Left out of this queue's last pug (queued, not seated, when it started): seated first in the next one (lobby/selection.ts). */
  priority?: true;
  /** Holds medic credit (players/medicCredit.ts): seated right after the first two, before priority (lobby/selection.ts). */
  medicCredit?: true;
  /** Spared the medic seat until then when someone else can take it (players/medicCredit.ts). */
  medicImmuneUntil?: Timestamp;
}

/** A queued medic and the queued player they marked as friend (domain/src/lobby/friends.ts). */
export interface FriendPair {
  medic: SteamId;
  friend: SteamId;
}

/** Wire shape of a queue lobby (docs/product.md "Entities"), as `toQueueWire` makes it. */
export interface Queue {
  name: string;
  format: string;
  region: string;
  phase: Phase;
  /** Role slots of the queue: name and per-team count (prolander's flex slot lists its classes). */
  roles: { role: string; perTeam: number; classes?: string[] }[];
  playersByRole: Record<string, SteamId[]>;
  _queuePlayers: Record<SteamId, QueuePlayer>;
  prereadies: SteamId[];
  addedCaptains: SteamId[];
  readiedPlayers: SteamId[];
  unreadiedPlayers: SteamId[];
  undeclaredPlayers: SteamId[];
  countdownInfo: CountdownInfo | null;
  mapCandidates: string[];
  mapVotes: Record<SteamId, string>;
  /** Present while drafting: the teams so far and whose turn it is. */
  draft: DraftWire | null;
  /** Medics' marked friends (domain/src/lobby/friends.ts); balancing keeps each pair on one team. */
  friends?: FriendPair[];
  /**
   * While a round runs (ready-up onward): the class each selected player plays, by steamid (a
   * player added for several classes plays one of them); empty, or absent, otherwise.
   */
  seats?: Record<SteamId, Role>;
  /** The stored lobby's version this state is (GET /api/queues, and events: LobbyVersioned). */
  version?: number;
}

export interface DraftWire {
  captains: { blu: SteamId; red: SteamId };
  blu: Record<SteamId, Role>;
  red: Record<SteamId, Role>;
  turn: TeamName;
  pickDeadline: Timestamp;
  /** Each drafted or draftable player's elo (rounded) in the class they play, for the queue's format: captains pick by it. */
  elos: Record<SteamId, number>;
  /** The drafted or draftable players still provisional in the class they play (elo/elo.ts `isProvisional`): the captains' and admins' "New" mark. */
  provisional?: SteamId[];
}

export interface ServerLog {
  type: string;
  timestamp: Timestamp;
  line?: string;
}

export interface ServerQuery {
  name: string;
  map: string;
  password: boolean;
  players: number;
  maxPlayers: number;
}

export interface Server {
  _id?: string;
  name?: string;
  ipport: string;
  query: ServerQuery | null;
  logs: ServerLog[];
  isDisrupt: boolean;
  region?: string;
  /** The pug the server hosts, null when free. */
  pugId?: string | null;
}

/**
 * What the api sends everyone of a server (GET /api/serverList, serverUpdate): `logs` is always
 * empty. A viewer who may not see its address (pug/serverInfo.ts) gets `ipport` and `sourceTv`
 * null and `addressHidden` saying why.
 */
export interface PublicServer extends Omit<Server, 'ipport'> {
  _id: string;
  name: string;
  region: string;
  pugId: string | null;
  ipport: string | null;
  /** SourceTV of the pug it hosts, for spectators (`ip:port`, and its password if one is set); null: none runs (or hidden). */
  sourceTv?: { address: string; password: string | null } | null;
  /** Present when the address and SourceTV are hidden from this viewer. */
  addressHidden?: ServerAddressHidden;
}

/** Why an address is not shown (pug/serverInfo.ts): sign in to see it; only the pug's players and admins see it; not while the match is played. */
export type ServerAddressHidden = 'signIn' | 'players' | 'live';

/** Why a server is disrupted: it stopped answering queries, configuring it failed, or its log lines never arrived. */
export type ServerDisruptReason = 'query' | 'config' | 'logFeed';

/** An admin's view of a server (GET /api/servers/): the recent log too, never the RCON password. */
export interface AdminServer extends PublicServer {
  ipport: string;
  priority: number;
  enabled: boolean;
  disruptReason: ServerDisruptReason | null;
  hasRconPassword: boolean;
  /** The number (`#1234`) of the pug it hosts, when known (GET /api/servers/ reads it); null otherwise. */
  pugNumber?: number | null;
  /** A server reserved on serveme.tf for one pug: its reservation (id null while it is being made); absent for registered servers. */
  reservation?: ServerReservationView | null;
}

export interface ServerReservationView {
  id: number | null;
  /** The serveme.tf instance (`https://na.serveme.tf`). */
  instance: string;
  endsAt: Timestamp;
  /** Its pug let it go and it is being ended. */
  ending: boolean;
}

/** 'rw' recent win, 'rl' recent loss; most recent first. */
export type RecentPugResult = 'rw' | 'rl';

export interface RoleStats {
  w: number;
  l: number;
  recentPugs: RecentPugResult[];
  winStreak: number;
  division: string;
}

/**
 * eloChanges payload (docs/product.md "HTTP routes": steamid, from.hl/sixes, to). Decision: `from` and `to` have the
 * shape of `elos` restricted to the one format and role that changed, e.g.
 * `{ steamid, from: { hl: { medic: 1500 } }, to: { hl: { medic: 1516.03 } }, format: 'hl', role: 'medic', delta: 16.03 }`.
 * `format`, `role` and `delta` (to - from, unrounded) are given too so a client need not dig.
 */
export interface EloChange {
  steamid: SteamId;
  from: Elos;
  to: Elos;
  format: EloFormat;
  role: Role;
  delta: number;
}

/** A step of a pug's server set-up as its page shows it (pug/serverSetup.ts words it). */
export type ServerSetupStep =
  | { kind: 'settingUp'; server: string }
  | { kind: 'checkingLogFeed'; server: string }
  /** `retrying`: the set-up runs once more on the same server; else the pug moves on. */
  | { kind: 'noLogLines'; server: string; retrying: boolean }
  | { kind: 'moved'; server: string }
  | { kind: 'ready'; server: string }
  /** No free server: the pug waits; `waitMinutes` after its start it is called off. */
  | { kind: 'noServer'; waitMinutes: number };

export interface ServerSetupEntry {
  at: Timestamp;
  step: ServerSetupStep;
}

/** GET /api/pug/{id}/serverSetup and the `pugServerSetup` event: the steps so far, oldest first. */
export interface PugServerSetup {
  pugId: string;
  steps: ServerSetupEntry[];
}
