/** The game-server service's public shapes: what it is asked, how it is tuned. */
import type { Format } from '@pug/domain';
import { LOGS_TF_URL } from './logs-tf.ts';
import { DEFAULT_RESERVATION_TIMINGS, type ReservationTimings } from './serveme/reservations.ts';

export interface PugForServer {
  _id: string;
  queueName: string;
  map: string;
  format: Format;
  /** Its number (#1234), when the caller read it (admin audit labels). */
  number?: number;
}

export interface GameServerOptions {
  /** Tries per server before moving to the next (default 3). */
  attempts: number;
  /** Pause between tries (default 2000 ms). */
  retryDelayMs: number;
  rconTimeoutMs: number;
  /** How long to wait for the check line of the log feed (default 5000 ms). */
  logCheckMs: number;
  changelevelDelayMs: number;
  logsTfUrl: string;
  logsTfApiKey: string | undefined;
  /** After the final score, wait this long for the logs.tf / demos.tf lines (default 3000 ms). */
  linkWaitMs: number;
  /** After Game_Over, wait this long for the `final score` lines before finishing with the score so far (default 2000 ms). */
  finalScoreWaitMs: number;
  /** A pug still without a server this long after it started is cancelled (default 5 min, NO_SERVER_WAIT_MS). */
  noServerWaitMs: number;
  /** A played pug whose server is silent this long is reported to admins (LIVE_PUG_SILENCE_MS, default 10 min). */
  liveSilenceMs: number;
  /** A live pug this long after it started is reported to admins (LIVE_PUG_MAX_MS, default 2 h 30 min). */
  liveMaxMs: number;
  /** A seated player not seen on the ready server this long gets a sub automatically (JOIN_DEADLINE_MS, default 5 min). */
  joinDeadlineMs: number;
  /** A seated player gone from a live pug's server this long left the match (LEAVE_GRACE_MS, default 5 min). */
  leaveGraceMs: number;
  /** serveme.tf: waits, retries and when to extend (a reservation lasts SERVEME_RESERVATION_MINUTES). */
  serveme: Omit<ReservationTimings, 'reserveMs'>;
}

export const DEFAULT_GAME_SERVER_OPTIONS: GameServerOptions = {
  attempts: 3,
  retryDelayMs: 2000,
  rconTimeoutMs: 5000,
  logCheckMs: 5000,
  changelevelDelayMs: 3000,
  logsTfUrl: LOGS_TF_URL,
  logsTfApiKey: undefined,
  linkWaitMs: 3000,
  finalScoreWaitMs: 2000,
  noServerWaitMs: 300_000,
  liveSilenceMs: 600_000,
  liveMaxMs: 9_000_000,
  joinDeadlineMs: 300_000,
  leaveGraceMs: 300_000,
  serveme: DEFAULT_RESERVATION_TIMINGS,
};

export interface Credentials {
  connect: string;
  url: string;
  ipport: string;
  password: string;
  server: string;
  /** When the server was ready for the pug (the join deadline counts from it). */
  readyAt: number | null;
}

/** The match log as published on logs.tf: without the RCON command lines (passwords, log secret). */
export const publicLogLines = (lines: string[]) => lines.filter((l) => !/^L [^:]+:\d\d:\d\d: rcon from "/.test(l));
