/**
 * What is stored in each collection. Field names are the wire's (docs/product.md "Entities") so a document is its own
 * wire shape; `_id`s are strings the app makes (users are keyed by steamid), timestamps are epoch
 * milliseconds like the domain's `Timestamp`, except `sessions.expiresAt`, a Date for its TTL index.
 */
import type { Binary } from 'mongodb';
import type {
  Announcement,
  PlayerRecord,
  PugReconciliation,
  AuditEntry,
  CountdownInfo,
  Cooldown,
  CustomSeason,
  Elos,
  EloFormat,
  ChatMessage,
  Format,
  MapConfigs,
  MapImageType,
  NightAdd,
  Phase,
  PlayerHistory,
  PlayerOnServer,
  Preferences,
  PugOdds,
  PugTeamPlayer,
  BalanceReport,
  ReportCategory,
  Role,
  RoleStats,
  ServerLog,
  ServerQuery,
  SteamId,
  Strike,
  SubbedPlayer,
  Timestamp,
  ToastVariant,
} from '@pug/domain';

export interface UserDoc {
  /** The steamid. */
  _id: SteamId;
  steamid: SteamId;
  alias: string;
  /** `aliasSearchKey(alias)` (domain), indexed for alias search: written with the alias through `aliasFields` (db/alias-prefix.ts). */
  aliasKey: string;
  avatar?: string;
  discordid?: string;
  isDummy?: boolean;
  /** One of the development seed's demo players (embedded store, demo seed only): a dummy the ladder still lists. */
  isDemo?: boolean;
  isDiscordVerified: boolean;
  isAdmin: boolean;
  isDonor: boolean;
  completeTutorial: boolean;
  playerHistory: PlayerHistory;
  missingRoles: string[];
  preferences: Preferences;
  hat?: string | null;
  elos: Elos;
  baseElos?: Elos;
  /** Pugs played per format and class, to give provisional K to a player's first pugs. */
  pugCounts?: Partial<Record<EloFormat, Partial<Record<Role, number>>>>;
  rankings?: Partial<Record<EloFormat, Partial<Record<Role, RoleStats>>>>;
  shouldCaptain?: boolean;
  createdAt: Timestamp;
  lastSeenAt?: Timestamp;
  /** Strikes and the cooldown of the last one (domain players/reliability.ts; api reliability/strikes.ts). */
  reliability?: Reliability;
  /** Medic credit and immunity (domain players/medicCredit.ts; api medics/credit.ts). */
  medicCredit?: MedicCreditDoc;
}

export interface MedicCreditDoc {
  /** Pugs left with credit. */
  pugs: number;
  /** The pug that gave it, and when it ended. */
  pugId: string;
  earnedAt: Timestamp;
  /** The last pug that spent one (spent once per pug). */
  spentIn?: string;
  /** Spared the medic seat until then (0 when never given). */
  immuneUntil: Timestamp;
}

export interface Reliability {
  strikes: Strike[];
  /** The cooldown the last strike started (kept after it ends: the admin page shows it). */
  cooldown?: Cooldown;
  /** An admin lifted the cooldown and the strikes before this time. */
  liftedAt?: Timestamp;
}

/** One document per queue holds its lobby; every change is conditional on `version`. */
export interface QueueDoc {
  _id: string;
  name: string;
  format: Format;
  region: string;
  version: number;
  updatedAt: Timestamp;
  /** The lobby machine's persisted snapshot (`getPersistedSnapshot()`), null before the first run. */
  snapshot: unknown;
}

export interface PugDoc {
  _id: string;
  /** The pug's sequential number (pugs/pug-numbers.ts); absent only until start-up numbers an older pug. */
  number?: number;
  queueName: string;
  format: Format;
  phase: Phase;
  startAt: Timestamp;
  endAt?: Timestamp | null;
  gameStartAt?: Timestamp | null;
  teams: { blu: Record<SteamId, PugTeamPlayer>; red: Record<SteamId, PugTeamPlayer> };
  subbedPlayers: SubbedPlayer[];
  shorthand: string;
  map: string;
  data: { logId?: string | null; score?: [number, number] | null; demoUrl?: string | null };
  countdownInfo?: CountdownInfo | null;
  readiedPlayers: SteamId[];
  unreadiedPlayers: SteamId[];
  undeclaredPlayers: SteamId[];
  /** Everyone who played or was subbed in or out: the "pugs by player" index. */
  players: SteamId[];
  serverId?: string | null;
  version: number;
  /** The pug machine's persisted snapshot, while the pug is live. */
  snapshot?: unknown;
  /** Seats that earn medic credit if still held when it completes (domain players/medicCredit.ts `creditSeats`). */
  medicCreditFor?: SteamId[];
  /** Ended by an admin without a result (no elo change). */
  aborted?: boolean;
  /** Players banned while seated in it: no elo change from this pug (docs/decisions.md "A ban during a live pug"). */
  bannedPlayers?: SteamId[];
  /** Why an admin cancelled it (told to its players). */
  endReason?: string | null;
  /** Who called it off without a result (with `aborted`); absent on older documents, which were all called off by an admin. */
  endedBy?: 'admin' | 'site' | null;
  /** Set once the result's elo changes are stored (a restarted api finishes what was left). */
  eloApplied?: boolean;
  /** Each player's elo change in this pug (the elo they had in it and the delta), stored with the result. */
  eloChanges?: Record<SteamId, { role: Role; from: number; to: number; delta: number }>;
  /** The result is the live score an admin ended it with (its log had no game over). */
  resultByAdmin?: boolean;
  /** Predicted odds (domain elo/odds.ts): at start, and as the teams stand after each sub (pugs/pug-odds.ts). */
  odds?: PugOdds;
  /** The balance report (domain pug/balanceReport.ts), stored when it completed with a result. */
  balance?: BalanceReport;
  /** Seated players the server's log has seen (domain pug/onServer.ts), written by pugs/on-match-player.ts. */
  onServer?: Record<SteamId, PlayerOnServer>;
  /** An admin turned the automatic sub off for this pug. */
  autoSubOff?: boolean;
  /** The recorded score checked against logs.tf's (pugs/logs-tf-check.ts). */
  reconciliation?: PugReconciliation;
  /**
   * The live-pug watch's claims (servers/live-pug-watch.ts), once each: `silent`, `overlong`,
   * `notJoined-<steamid>`, with when. A conditional write claims one, so of several api processes
   * one alone tells the admins.
   */
  watched?: Record<string, Timestamp>;
  /** The lobby round that made it (domain lobby/roundFacts.ts): its first add, its ready-up, what it waited for last; absent on older pugs. */
  roundStartedAt?: Timestamp;
  readyUpAt?: Timestamp;
  waitedFor?: string[];
  /** Counted in the statistics and the hall of fame (statistics/tally.ts), once. */
  tallied?: boolean;
  /** Counted on the calibration page (calibration/count.ts), once. */
  calibrated?: boolean;
}

export interface MapDoc {
  /** The map name. */
  _id: string;
  name: string;
  formats: Format[];
  isActive: boolean;
  /** Config and whitelist per format set by an admin (PUT /api/maps/{id}); a format missing here plays its default (domain mapConfig.ts). */
  configs?: MapConfigs;
  /**
   * The picture an admin uploaded (PUT /api/maps/{id}/image), sniffed as `imageType`; without one
   * the site draws a card. Top-level fields: lists leave the bytes out with `{image: 0}` (a nested
   * exclusion such as `{'image.data': 0}` would cut them out of the stored document in the embedded store).
   */
  image?: Binary;
  imageType?: MapImageType;
  /** A hash of the bytes: the ETag, and the version the admin page asks for. */
  imageVersion?: string;
}

export interface ReportDoc {
  _id: string;
  category: ReportCategory;
  pugId: string;
  description: string;
  logUrl?: string;
  /** The reported player. */
  player: SteamId;
  reporter: SteamId;
  createdAt: Timestamp;
  /** An admin dealt with it (false or absent: open). */
  handled?: boolean;
  handledBy?: SteamId;
  handledAt?: Timestamp;
  /** The handling admin's note. */
  note?: string;
}

/** A discipline entry (ban or warning): docs/product.md "Entities" Ban. */
export interface DisciplineDoc {
  _id: string;
  userId: SteamId;
  isBan: boolean;
  date: Timestamp;
  expires?: Timestamp | null;
  reason: string;
  isCaptainRestrict: boolean;
  appeal?: string | null;
  appealAt?: Timestamp | null;
  appealAccepted: boolean;
  /** An admin read the appeal and kept the ban. */
  appealRejected?: boolean;
  /** Who accepted or rejected the appeal, when, and their note. */
  appealDecidedBy?: SteamId;
  appealDecidedAt?: Timestamp;
  appealNote?: string;
  issuedBy?: SteamId;
}

/** A custom season as the wire shapes it (domain `CustomSeason`), with its id always set. */
export interface CustomSeasonDoc extends CustomSeason {
  _id: string;
  /** When the player asked (the admins' list is oldest first). */
  requestedAt?: Timestamp;
  /** The admin who approved it. */
  approvedBy?: SteamId;
  /** steamid, season number and team page (seasons/request-limits.ts): unique, so one season is stored once. */
  requestKey?: string;
}

/** One custom season request created (kept when the request is deleted): the per-player rate limit counts these. */
export interface XpRequestLogDoc {
  _id: string;
  steamid: SteamId;
  /** A Date for the TTL index that forgets entries after the window. */
  at: Date;
}

export interface NotificationDoc {
  _id: string;
  /** The recipient. */
  steamid: SteamId;
  msg: string;
  variant: ToastVariant;
  url?: string;
  timestamp: Timestamp;
  dismissed: boolean;
  /** Repeats of one kind (e.g. new experience requests) update one undismissed notification with this key. */
  key?: string;
  /** How many events the collapsed notification stands for. */
  count?: number;
  /** Routine notifications never push important ones (reports, appeals, server alerts) out of the list. */
  routine?: boolean;
}

export interface ServerDoc {
  _id: string;
  name?: string;
  ipport: string;
  /** A secret: never sent to a client, never logged. */
  rconPassword?: string;
  query: ServerQuery | null;
  /** The most recent log lines (capped), newest last. */
  logs: ServerLog[];
  isDisrupt: boolean;
  /** The pug holding the server (claimed with a conditional update), null when free. */
  pugId?: string | null;
  region?: string;
  /** Higher first when picking a server. */
  priority?: number;
  enabled?: boolean;
  /** Why it is disrupted: it stopped answering queries, configuring it failed, or its log lines never arrived. */
  disruptReason?: 'query' | 'config' | 'logFeed' | null;
  claimedAt?: Timestamp | null;
  /** sv_logsecret of the current match: log packets are matched to the pug by it. */
  logSecret?: string | null;
  /** sv_password (the players' connect password) of the current match. */
  password?: string | null;
  /** SourceTV of the current match as read over RCON at set-up (null: the server runs none). */
  sourceTv?: { port: number; password: string | null } | null;
  /** The match as followed from the log feed (servers/logs/match-tracker.ts), to resume after a restart. */
  match?: unknown;
  /** Every log line of the current match, for the logs.tf upload. */
  matchLog?: string[];
  /** When it was configured for the current pug (the join deadline counts from here). */
  readyAt?: Timestamp | null;
  /** When its last log line arrived (the silence of a live pug counts from here, or from the game's start if later). */
  lastLineAt?: Timestamp | null;
  createdAt?: Timestamp;
  /** A server reserved on serveme.tf for one pug (servers/serveme/reservations.ts); absent for registered servers. */
  reservation?: ServerReservation | null;
}

interface ServerReservation {
  /** The serveme.tf instance it was reserved on (`https://na.serveme.tf`). */
  instance: string;
  /** serveme's reservation id; null while it is being made (the document is the claim). */
  id: number | null;
  endsAt: Timestamp;
  /** Its pug let it go and the DELETE is being sent (false again when the tries gave up). */
  ending: boolean;
}

export interface SessionDoc {
  /** The session id (random, from the cookie). */
  _id: string;
  steamid: SteamId;
  createdAt: Timestamp;
  /** A Date so the TTL index removes expired sessions. */
  expiresAt: Date;
}

/** Who drives a queue's timers across api processes (docs/architecture.md "Persistence and scale"). */
export interface LeaseDoc {
  /** e.g. `queue:sixes`. */
  _id: string;
  holder: string;
  expiresAt: Timestamp;
  renewedAt: Timestamp;
}

/**
 * A message of the Discord bot (community/discord-outbox.ts), by what it is about (`queue:sixes`,
 * `pug:<id>`, `sub:<pugId>:<steamid>`, `admin:<uuid>`): the text it should show, and what Discord
 * has (its message id, the revision last sent). `pending` while the text is newer than Discord's.
 */
export interface DiscordMessageDoc {
  _id: string;
  channelId: string;
  content: string;
  /** The role the message may mention (a sub needed); null: it mentions nobody. */
  mentionRoleId: string | null;
  revision: number;
  pending: boolean;
  messageId: string | null;
  /** The api process sending it now, until `claimUntil` (one sender across processes). */
  claimedBy: string | null;
  claimUntil: Timestamp;
  /** Not sent before this (backoff after a failure, the queue message's edit gap). */
  nextAttemptAt: Timestamp;
  attempts: number;
  /** After a send, the next is not before this long (a queue's DISCORD_QUEUE_EDIT_MS; 0 otherwise). */
  minGapMs: number;
  /** This revision is the message's final text (a round that launched a pug): later writes of the key are ignored. */
  retireAfter: number | null;
  /**
   * How often the message was posted anew (its Discord message was deleted); missing: 0. A create's
   * nonce is made from the key and this, so every retry of one create carries the same nonce.
   */
  posts?: number;
}

/**
 * A pug's Discord voice channels (VOICE_PROVIDER=discord, community/discord-voice.ts), keyed by the
 * pug's id: what is wanted (`open` while it runs, `close` once it ended), the channels made so far
 * (a restarted process cleans up from these ids), and the sweep's claim, as a message's.
 */
export interface DiscordVoiceDoc {
  /** The pug's id. */
  _id: string;
  guildId: string;
  /** The category's name ("Pug #61 · 6S"). */
  name: string;
  want: 'open' | 'close';
  /** Raised by every change of `want`: a run that read an older one leaves the doc pending. */
  revision: number;
  /** The seated players' linked Discord accounts, per team (subs change them). */
  members: { blu: string[]; red: string[] };
  /** The members whose overwrites each team channel has now. */
  applied: { blu: string[]; red: string[] };
  categoryId: string | null;
  channels: { blu: string | null; red: string | null };
  /** The start's moves out of the waiting channel are done. */
  moved: boolean;
  /** A create whose answer was lost (a timeout): the channel may exist, looked up before making it again. */
  unsure: string[];
  pending: boolean;
  claimedBy: string | null;
  claimUntil: Timestamp;
  nextAttemptAt: Timestamp;
  attempts: number;
  /** Why the last run gave up (admins were told), null when it did not. */
  failed: string | null;
  createdAt: Timestamp;
}

export interface EloHistoryDoc {
  _id: string;
  steamid: SteamId;
  pugId: string | null;
  format: EloFormat;
  role: Role;
  from: number;
  to: number;
  delta: number;
  at: Timestamp;
  /** 'pug' for a result, 'realign' for the monthly move toward the division base, 'correction' for a result an admin replaced with logs.tf's (elo/correct-elo.ts), 'adjustment' for an admin setting it (moderation/postAdjustRating.ts). */
  reason: 'pug' | 'realign' | 'correction' | 'adjustment';
  /** 'pug': the player's completed pugs in this format and class before this one (the provisional factor it was computed with). */
  pugsPlayed?: number;
  /** 'adjustment': the admin and their reason. */
  by?: SteamId;
  note?: string;
}

/** Small records of one-off runs: the seed, the monthly elo realignments. */
export interface MetaDoc {
  _id: string;
  at: Timestamp;
  value?: unknown;
  /** A job a process holds (the calibration's count of the pugs from before): another may take it over after then. */
  leaseUntil?: Timestamp;
}

/**
 * One format's statistics counters (statistics/tally.ts), `_id` the elo key: finished pugs by UTC
 * day ('2026-12-07'), by UTC hour of the week ('0'-'167') and by map (the name with '.' and '$'
 * escaped), queue fill times (count, total, buckets) and the class waited for last.
 */
export interface StatisticsCountersDoc {
  _id: EloFormat;
  pugs?: number;
  days?: Record<string, number>;
  hours?: Record<string, number>;
  maps?: Record<string, number>;
  fillPugs?: number;
  fillTotalMs?: number;
  fillBuckets?: Record<string, number>;
  waitedFor?: Record<string, number>;
  filledAtOnce?: number;
  /** The last checkpoint of the count of the pugs from before held here (statistics/backfill.ts). */
  backfillCheckpoint?: number;
}

/**
 * One format's calibration counters (calibration/count.ts), `_id` the elo key: the sums domain
 * elo/calibration.ts keeps (per band, per UTC month, totals), and `unpredicted`, finished pugs with a
 * result but no stored prediction.
 */
export type CalibrationCountersDoc = {
  _id: EloFormat;
  unpredicted?: number;
  pugs?: number;
  brier?: number;
  logLoss?: number;
  distance?: number;
  distances?: Record<string, number>;
  bands?: Record<string, { n: number; predicted: number; won: number }>;
  months?: Record<string, { n: number; brier: number; logLoss: number }>;
};

/** A player's hall-of-fame records (domain statistics/playerRecord.ts), one per format they played, keyed by steamid. */
export type PlayerRecordDoc = { _id: SteamId; backfillCheckpoint?: number } & Partial<Record<EloFormat, PlayerRecord>>;

/**
 * A player's with and against as GET /api/profile/:id/mates last answered it (profiles/mates-cache.ts):
 * `gen` moves (and `formats` goes) when a pug of theirs finishes or its score is corrected; an
 * answer is stored only on the `gen` it was read at, and only for the `rule` it was folded with.
 */
export interface PlayerMatesDoc {
  _id: SteamId;
  gen: number;
  rule?: number;
  /** How many finished pugs of theirs the answer was folded from. */
  finished?: number;
  formats?: { format: Format; pugs: number; with: [SteamId, number, number, number][]; against: [SteamId, number, number, number][] }[];
}

/** One admin action (domain/moderation/audit.ts). */
export type AuditDoc = AuditEntry;

/** A site announcement (domain community/announcements.ts) and the admin who posted it. */
export interface AnnouncementDoc extends Announcement {
  createdBy: SteamId;
}

/** A player dismissed an announcement (`_id`: `<steamid>:<announcement id>`): its banner stays hidden on every device. */
export interface AnnouncementDismissalDoc {
  _id: string;
  steamid: SteamId;
  announcementId: string;
  at: Timestamp;
}

/** A queue chat message (domain community/chat.ts); the filter's word list is the `meta` document `chatWords`. */
export type ChatMessageDoc = ChatMessage;

/** A player's chat mute (`_id`: the steamid): they read, but cannot post until `until`. */
export interface ChatMuteDoc {
  _id: SteamId;
  until: Timestamp;
  by: SteamId;
  at: Timestamp;
  reason?: string;
}

/** A player's add for the night (domain lobby/nightAdd.ts), one per player (`_id`: the steamid); the expiry is `until`, swept by queues/night-adds.ts. */
export interface NightAddDoc extends NightAdd {
  _id: SteamId;
}
