import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_BLOWOUT_MARGINS,
  DEFAULT_QUEUES,
  DEFAULT_MEDIC_RULES,
  DEFAULT_RELIABILITY_RULES,
  nightAddDurations,
  parseCooldownLevels,
  queueConfigsSchema,
  SERVER_INFO_VISIBILITIES,
  type BlowoutMargins,
  type QueueConfig,
  type MedicRules,
  type ReliabilityRules,
  type ServerInfoVisibility,
} from '@pug/domain';
import { z } from 'zod';
import { readAuthConfig, type AuthConfig } from './auth/auth-config.ts';
import { LOG_LEVELS, type LogLevel } from './framework/logger.ts';
import { KEEP_ALIVE_TIMEOUT_MS } from './framework/http-limits.ts';
import { MAX_SOCKETS_PER_ADDRESS } from './framework/socket-limits.ts';
import { formatZodError } from './framework/validate.ts';
import { remotesOverrideSchema } from './static/remotes-schema.ts';
import { communityConfigOf, communityEnvSchema, type CommunityConfig } from './community/community-config.ts';
import { chatConfigOf, chatEnvSchema, type ChatConfig } from './chat/chat-config.ts';
import { servemeConfigOf, servemeEnvSchema, type ServemeConfig } from './servers/serveme/serveme-config.ts';
import { leagueConfigOf, leagueEnvSchema, type LeagueConfig } from './seasons/league-config.ts';
import { defaultRemotes, type RemotesManifest } from './static/remote-names.ts';

/** A configuration problem, with a one-line message naming the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** What every feature reads as `ctx.config` (framework/feature.ts declares it empty, for the framework imports nothing above it). */
declare module './framework/feature.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the site's settings are exactly AppConfig
  interface FeatureConfig extends AppConfig {}
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** A real MongoDB server; when absent api starts the embedded store. */
  mongodbUri: string | undefined;
  mongoDataDir: string;
  /** Redis for Socket.IO's fan-out across api processes (REDIS_URL); unset = one process, in memory. */
  redisUrl: string | undefined;
  /**
   * Behind a reverse proxy (TRUST_PROXY; default: on with NODE_ENV=production): the scheme comes
   * from X-Forwarded-Proto (Secure cookies, HSTS) and the client's address is the last
   * X-Forwarded-For entry, the one the proxy appended. Off: both come from the connection.
   */
  trustProxy: boolean;
  /** Open sockets per client address and api process (SOCKETS_PER_ADDRESS, default 20). */
  socketsPerAddress: number;
  /**
   * How long an idle keep-alive connection stays open (HTTP_KEEP_ALIVE_MS, default 5 s). Whatever
   * sits in front (a proxy, a load balancer, a test's HTTP client) must close its idle connections
   * sooner, or a request it sends as the api closes one is lost.
   */
  httpKeepAliveMs: number;
  /** Requests per minute per client address and api process to the public api /api/v1 (PUBLIC_API_RATE_LIMIT, default 60). */
  publicApiRateLimit: number;
  /** A bearer token that may read GET /metrics from anywhere (METRICS_TOKEN); without it only loopback, unproxied. */
  metricsToken: string | undefined;
  /**
   * The api's public origin (PUBLIC_API_ORIGIN; the site's own in the one-origin deploy): sign-in
   * return addresses are built from it, never from a request's Host. Required in production and
   * with Steam sign-in; unset, the app uses the address it listens on (FeatureContext.publicOrigin).
   */
  publicApiOrigin: string | undefined;
  /** Site origins allowed to call the api cross-origin with credentials. */
  siteOrigins: string[];
  queues: QueueConfig[];
  /** How long a queued player may have no open page before they leave waiting queues (QUEUE_AWAY_MS, default 60 s; 0 = never). */
  queueAwayMs: number;
  /**
   * Adding for the night (domain lobby/nightAdd.ts): on or off (NIGHT_ADD_ENABLED, default 1), the
   * longest add (NIGHT_ADD_MAX_MINUTES, default 180) and the one the dialog starts on
   * (NIGHT_ADD_DEFAULT_MINUTES, default 120; one of the whole hours up to the most).
   */
  nightAdd: { enabled: boolean; maxMinutes: number; defaultMinutes: number };
  /**
   * A live pug with `open` or more seats waiting for a sub at once for `forMs` is called off, no
   * elo (TOO_MANY_SUBS, default 4, 0 = never; TOO_MANY_SUBS_MS, default 5 min; domain tooManySubs.ts).
   */
  tooManySubs: { open: number; forMs: number };
  /**
   * The score margin from which a finished pug is a blowout, per map kind (domain
   * pug/balanceReport.ts): BLOWOUT_MARGIN_5CP (default 5), BLOWOUT_MARGIN_KOTH (3),
   * BLOWOUT_MARGIN_STOPWATCH (2 games); admins are told of each blowout.
   */
  blowoutMargins: BlowoutMargins;
  /**
   * Strikes and queue cooldowns (domain players/reliability.ts): COOLDOWN_LEVELS (default
   * 10m,30m,2h,12h,3d,1w), one level off per COOLDOWN_DECAY_PUGS clean pugs (default 3, 0 = never)
   * or per COOLDOWN_DECAY_DAYS days without a strike (default 7, 0 = never); admins are told from
   * COOLDOWN_ANNOUNCE_LEVEL (default 4).
   */
  reliability: ReliabilityRules;
  /**
   * Medic credit and immunity (domain players/medicCredit.ts): credit lasts MEDIC_CREDIT_PUGS pugs
   * (default 1, 0 = no credit); a medic is spared the medic seat for MEDIC_IMMUNITY_HOURS after
   * their pug (default 24, 0 = off).
   */
  medic: MedicRules;
  remotes: RemotesManifest;
  /** The folder holding host/dist, <remote>/dist and design-system/storybook-static. */
  staticRoot: string;
  version: string;
  /** Sign-in: provider, admins, sessions, development sign-in (auth/auth-config.ts). */
  auth: AuthConfig;
  /** Game servers: the UDP log feed, logs.tf uploads, status polling. */
  servers: GameServerConfig;
  /** The league's player data and links (seasons/league-config.ts). */
  league: LeagueConfig;
  /** The Discord bot and voice links (community/community-config.ts); each off unless configured. */
  community: CommunityConfig;
  /** The queue chat: the per-player rate (chat/chat-config.ts). */
  chat: ChatConfig;
}

interface GameServerConfig {
  /** UDP port of the log receiver (LOG_PORT; 0 = any free port, the default in tests). */
  logPort: number;
  /** The address game servers send their logs to (LOG_HOST), as given to `logaddress_add`. */
  logHost: string;
  /** When set, the match log is uploaded to logs.tf at the end (LOGSTF_API_KEY). */
  logsTfApiKey: string | undefined;
  /** logs.tf's address: uploads go to `/upload`, a completed pug's result is read from `/json/{id}` (LOGSTF_URL, https://logs.tf). */
  logsTfUrl: string;
  /** The longest wait for logs.tf's answer (LOGSTF_TIMEOUT_MS, 10 s). */
  logsTfTimeoutMs: number;
  /** The first wait before asking logs.tf again for a log it has not processed yet, doubled each time (LOGSTF_RETRY_MS, 30 s). */
  logsTfRetryMs: number;
  /** Who sees a server's connect address and SourceTV (SERVER_INFO_VISIBILITY, default public; domain pug/serverInfo.ts). */
  serverInfo: ServerInfoVisibility;
  /** How often every server is queried (SERVER_POLL_MS, default 30 s). */
  pollMs: number;
  /** How long a pug may wait in Pregame for a free server before it is cancelled (NO_SERVER_WAIT_MS, default 5 min). */
  noServerWaitMs: number;
  /** A pug being played whose server sent no log line this long: admins are told, once (LIVE_PUG_SILENCE_MS, default 10 min). */
  liveSilenceMs: number;
  /** A live pug this long after it started: admins are told, once (LIVE_PUG_MAX_MS, default 2 h 30 min). */
  liveMaxMs: number;
  /** A seated player not seen on the server this long after it was ready gets a sub automatically (JOIN_DEADLINE_MS, default 5 min). */
  joinDeadlineMs: number;
  /** A seated player gone from a live pug's server this long left the match: a strike (LEAVE_GRACE_MS, default 5 min). */
  leaveGraceMs: number;
  /** serveme.tf reservations when no registered server is free (SERVEME_API_KEY; servers/serveme/); null: off. */
  serveme: ServemeConfig | null;
}

/** The repository root, found from this file's location (api/src/config.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The public api's requests per minute per client address (PUBLIC_API_RATE_LIMIT), unless configured. */
const PUBLIC_API_RATE_LIMIT = 60;

const originSchema = z.string().transform((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue(`must be an origin like https://pugs.example.com (got "${value}")`);
    return z.NEVER;
  }
  return url.origin;
});

// The URL itself is never echoed: it may carry a password.
const redisUrlSchema = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return /^rediss?:$/.test(url.protocol) && url.hostname !== '' && /^(\/\d*)?$/.test(url.pathname) && !url.hash;
    } catch {
      return false;
    }
  },
  { error: 'must be a URL like redis://host:6379 or rediss://user:password@host:6380/0' },
);

/** A whole number of milliseconds, at least `min`. */
const wholeMs = (min: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: (iss) => `must be a whole number of milliseconds (got "${String(iss.input)}")` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min} ms` }));

/** A whole number from 0 to `max`. */
const wholeCount = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: (iss) => `must be a whole number (got "${String(iss.input)}")` })
    .transform(Number)
    .pipe(z.number().max(max, { error: `must be at most ${max}` }));

/** A blowout's score margin (domain pug/balanceReport.ts): a whole number from 1 to 99. */
const blowoutMargin = (fallback: number) =>
  wholeCount(99)
    .pipe(z.number().min(1, { error: 'must be at least 1' }))
    .default(fallback);

const envSchema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, { error: (iss) => `must be a port number 0-65535 (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().max(65535, { error: 'must be a port number 0-65535' }))
      .default(8080),
    HOST: z.string().default('0.0.0.0'),
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, { error: 'must start with mongodb:// or mongodb+srv://' })
      .optional(),
    MONGO_DATA_DIR: z.string().optional(),
    REDIS_URL: redisUrlSchema.optional(),
    SOCKETS_PER_ADDRESS: z
      .string()
      .regex(/^\d{1,5}$/, { error: (iss) => `must be a whole number (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().min(1, { error: 'must be at least 1' }))
      .optional(),
    HTTP_KEEP_ALIVE_MS: z
      .string()
      .regex(/^\d{1,7}$/, { error: (iss) => `must be a whole number of milliseconds (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().min(1000, { error: 'must be at least 1000' }).max(3_600_000, { error: 'must be at most 3600000 (an hour)' }))
      .optional(),
    PUBLIC_API_RATE_LIMIT: z
      .string()
      .regex(/^\d{1,6}$/, { error: (iss) => `must be a whole number (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().min(1, { error: 'must be at least 1' }))
      .optional(),
    TRUST_PROXY: z.enum(['0', '1'], { error: 'must be 1 (behind a reverse proxy) or 0' }).optional(),
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{32,}$/, { error: 'must be at least 32 printable characters without spaces' })
      .optional(),
    PUBLIC_API_ORIGIN: originSchema.optional(),
    SITE_ORIGINS: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(originSchema))
      .optional(),
    QUEUES_JSON: z.string().optional(),
    QUEUES_FILE: z.string().optional(),
    REMOTES_JSON: z.string().optional(),
    REMOTES_FILE: z.string().optional(),
    STATIC_ROOT: z.string().optional(),
    LOG_PORT: z
      .string()
      .regex(/^\d{1,5}$/, { error: (iss) => `must be a port number 0-65535 (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().max(65535, { error: 'must be a port number 0-65535' }))
      .optional(),
    LOG_HOST: z
      .string()
      .regex(/^[\w.-]+$|^\[[0-9a-fA-F:]+\]$/, { error: 'must be a host name or IP address' })
      .optional(),
    LOGSTF_API_KEY: z.string().regex(/^\S+$/, { error: 'must not contain spaces' }).optional(),
    LOGSTF_URL: z
      .string()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return /^https?:$/.test(url.protocol) && url.hostname !== '' && !url.username && !url.password && !url.search && !url.hash;
          } catch {
            return false;
          }
        },
        { error: 'must be an http(s) URL like https://logs.tf, without a user, password, query or fragment' },
      )
      .default('https://logs.tf'),
    SERVER_INFO_VISIBILITY: z.enum(SERVER_INFO_VISIBILITIES, { error: `must be one of ${SERVER_INFO_VISIBILITIES.join(', ')}` }).default('public'),
    LOGSTF_TIMEOUT_MS: wholeMs(50).default(10_000),
    LOGSTF_RETRY_MS: wholeMs(10).default(30_000),
    SERVER_POLL_MS: z
      .string()
      .regex(/^\d+$/, { error: (iss) => `must be a whole number of milliseconds (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().min(1000, { error: 'must be at least 1000 ms' }))
      .default(30000),
    QUEUE_AWAY_MS: z
      .string()
      .regex(/^\d+$/, { error: (iss) => `must be a whole number of milliseconds (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().refine((ms) => ms === 0 || ms >= 1000, { error: 'must be 0 (never) or at least 1000 ms' }))
      .default(60_000),
    NO_SERVER_WAIT_MS: z
      .string()
      .regex(/^\d+$/, { error: (iss) => `must be a whole number of milliseconds (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().min(10_000, { error: 'must be at least 10000 ms' }))
      .default(300_000),
    LIVE_PUG_SILENCE_MS: wholeMs(60_000).default(600_000),
    LIVE_PUG_MAX_MS: wholeMs(600_000).default(9_000_000),
    JOIN_DEADLINE_MS: wholeMs(60_000).default(300_000),
    LEAVE_GRACE_MS: wholeMs(60_000).default(300_000),
    TOO_MANY_SUBS: z
      .string()
      .regex(/^\d{1,2}$/, { error: (iss) => `must be a whole number of seats (got "${String(iss.input)}")` })
      .transform(Number)
      .pipe(z.number().max(18, { error: 'must be at most 18 seats (0 = never)' }))
      .default(4),
    TOO_MANY_SUBS_MS: wholeMs(60_000).default(300_000),
    BLOWOUT_MARGIN_5CP: blowoutMargin(DEFAULT_BLOWOUT_MARGINS['5cp']),
    BLOWOUT_MARGIN_KOTH: blowoutMargin(DEFAULT_BLOWOUT_MARGINS.koth),
    BLOWOUT_MARGIN_STOPWATCH: blowoutMargin(DEFAULT_BLOWOUT_MARGINS.stopwatch),
    COOLDOWN_LEVELS: z
      .string()
      .transform((text, c) => {
        const levels = parseCooldownLevels(text);
        if (levels) return levels;
        c.addIssue({ code: 'custom', message: `must be durations like 10m,30m,2h,3d,1w (got "${text}")` });
        return z.NEVER;
      })
      .default([...DEFAULT_RELIABILITY_RULES.levelsMs]),
    COOLDOWN_DECAY_PUGS: wholeCount(100).default(DEFAULT_RELIABILITY_RULES.decayPugs),
    COOLDOWN_DECAY_DAYS: wholeCount(365).default(DEFAULT_RELIABILITY_RULES.decayMs / 86_400_000),
    COOLDOWN_ANNOUNCE_LEVEL: wholeCount(100).default(DEFAULT_RELIABILITY_RULES.announceLevel),
    MEDIC_CREDIT_PUGS: wholeCount(10).default(DEFAULT_MEDIC_RULES.creditPugs),
    MEDIC_IMMUNITY_HOURS: wholeCount(168).default(DEFAULT_MEDIC_RULES.immunityMs / 3_600_000),
    NIGHT_ADD_ENABLED: z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).default('1'),
    NIGHT_ADD_MAX_MINUTES: wholeCount(24 * 60).default(180),
    NIGHT_ADD_DEFAULT_MINUTES: wholeCount(24 * 60).default(120),
  })
  .extend(leagueEnvSchema.shape)
  .extend(communityEnvSchema.shape)
  .extend(chatEnvSchema.shape)
  .extend(servemeEnvSchema.shape);

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws ConfigError with a one-line message. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  // An empty variable means "unset" (as docker/compose files often leave them).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${formatZodError(parsed.error, 'env')}`);
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV;
  const auth = readAuthConfig(present, { nodeEnv, embedded: e.MONGODB_URI === undefined, multiProcess: e.REDIS_URL !== undefined });
  if ('error' in auth) throw new ConfigError(`Invalid configuration: ${auth.error}`);
  const community = communityConfigOf(e, nodeEnv);
  if ('error' in community) throw new ConfigError(`Invalid configuration: ${community.error}`);
  const serveme = servemeConfigOf(e, nodeEnv);
  if (serveme && 'error' in serveme) throw new ConfigError(`Invalid configuration: ${serveme.error}`);
  const origin = publicOriginProblem(e.PUBLIC_API_ORIGIN, nodeEnv, auth.provider);
  if (origin) throw new ConfigError(`Invalid configuration: ${origin}`);
  const redis = e.REDIS_URL && nodeEnv === 'production' ? redisUrlProblem(e.REDIS_URL) : undefined;
  if (e.NIGHT_ADD_MAX_MINUTES < 1) throw new ConfigError('Invalid configuration: NIGHT_ADD_MAX_MINUTES must be at least 1');
  if (!nightAddDurations(e.NIGHT_ADD_MAX_MINUTES).includes(e.NIGHT_ADD_DEFAULT_MINUTES)) {
    throw new ConfigError(
      `Invalid configuration: NIGHT_ADD_DEFAULT_MINUTES must be one of ${nightAddDurations(e.NIGHT_ADD_MAX_MINUTES).join(', ')} (whole hours up to NIGHT_ADD_MAX_MINUTES)`,
    );
  }
  if (redis) throw new ConfigError(`Invalid configuration: ${redis}`);

  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    mongodbUri: e.MONGODB_URI,
    mongoDataDir: e.MONGO_DATA_DIR ? resolve(cwd, e.MONGO_DATA_DIR) : resolve(REPO_ROOT, '.data/mongo'),
    redisUrl: e.REDIS_URL,
    socketsPerAddress: e.SOCKETS_PER_ADDRESS ?? MAX_SOCKETS_PER_ADDRESS,
    httpKeepAliveMs: e.HTTP_KEEP_ALIVE_MS ?? KEEP_ALIVE_TIMEOUT_MS,
    publicApiRateLimit: e.PUBLIC_API_RATE_LIMIT ?? PUBLIC_API_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY === undefined ? nodeEnv === 'production' : e.TRUST_PROXY === '1',
    metricsToken: e.METRICS_TOKEN,
    publicApiOrigin: e.PUBLIC_API_ORIGIN,
    siteOrigins: e.SITE_ORIGINS ?? [],
    queues: (readJsonSetting('QUEUES', e.QUEUES_JSON, e.QUEUES_FILE, cwd, queueConfigsSchema) as QueueConfig[] | undefined) ?? DEFAULT_QUEUES,
    queueAwayMs: e.QUEUE_AWAY_MS,
    nightAdd: { enabled: e.NIGHT_ADD_ENABLED === '1', maxMinutes: e.NIGHT_ADD_MAX_MINUTES, defaultMinutes: e.NIGHT_ADD_DEFAULT_MINUTES },
    tooManySubs: { open: e.TOO_MANY_SUBS, forMs: e.TOO_MANY_SUBS_MS },
    blowoutMargins: { '5cp': e.BLOWOUT_MARGIN_5CP, koth: e.BLOWOUT_MARGIN_KOTH, stopwatch: e.BLOWOUT_MARGIN_STOPWATCH },
    reliability: {
      levelsMs: e.COOLDOWN_LEVELS,
      decayPugs: e.COOLDOWN_DECAY_PUGS,
      decayMs: e.COOLDOWN_DECAY_DAYS * 86_400_000,
      announceLevel: e.COOLDOWN_ANNOUNCE_LEVEL,
    },
    medic: { creditPugs: e.MEDIC_CREDIT_PUGS, immunityMs: e.MEDIC_IMMUNITY_HOURS * 3_600_000 },
    remotes: withOverrides(defaultRemotes(), readJsonSetting('REMOTES', e.REMOTES_JSON, e.REMOTES_FILE, cwd, remotesOverrideSchema)),
    staticRoot: e.STATIC_ROOT ? resolve(cwd, e.STATIC_ROOT) : REPO_ROOT,
    version: readVersion(),
    auth,
    servers: {
      logPort: e.LOG_PORT ?? (nodeEnv === 'test' ? 0 : 27500),
      logHost: e.LOG_HOST ?? '127.0.0.1',
      logsTfApiKey: e.LOGSTF_API_KEY,
      logsTfUrl: e.LOGSTF_URL.replace(/\/+$/, ''),
      logsTfTimeoutMs: e.LOGSTF_TIMEOUT_MS,
      logsTfRetryMs: e.LOGSTF_RETRY_MS,
      serverInfo: e.SERVER_INFO_VISIBILITY,
      pollMs: e.SERVER_POLL_MS,
      noServerWaitMs: e.NO_SERVER_WAIT_MS,
      liveSilenceMs: e.LIVE_PUG_SILENCE_MS,
      liveMaxMs: e.LIVE_PUG_MAX_MS,
      joinDeadlineMs: e.JOIN_DEADLINE_MS,
      leaveGraceMs: e.LEAVE_GRACE_MS,
      serveme,
    },
    league: leagueConfigOf(e),
    community,
    chat: chatConfigOf(e),
  };
}

/**
 * The public origin is where sign-in providers send players back (Steam's return_to and realm,
 * the league's and Discord's redirect_uri): it comes from PUBLIC_API_ORIGIN only, never from a
 * request's Host or X-Forwarded-Host, which anyone can set. Without it, development uses the
 * address the api listens on; production and Steam sign-in (whose OP accepts any return_to) need it.
 */
function publicOriginProblem(origin: string | undefined, nodeEnv: AppConfig['nodeEnv'], provider: AuthConfig['provider']): string | undefined {
  if (origin === undefined) {
    if (nodeEnv === 'production') return "PUBLIC_API_ORIGIN must be set in production (the site's https origin: sign-in return addresses are built from it)";
    if (provider === 'steam')
      return "PUBLIC_API_ORIGIN must be set with Steam sign-in (its return_to and realm are built from it, never from the request's Host)";
    return undefined;
  }
  if (nodeEnv === 'production' && !origin.startsWith('https:')) return 'PUBLIC_API_ORIGIN must be https in production';
  return undefined;
}

/**
 * In production Redis carries every socket event between the api processes: it must ask for a
 * password (an ACL user or requirepass), and one off this machine is reached over TLS (rediss://).
 * The URL itself is never echoed: it may carry a password.
 */
function redisUrlProblem(value: string): string | undefined {
  const url = new URL(value);
  if (!url.password) return 'REDIS_URL needs a password in production (redis://user:password@host:6379; Redis ACL or requirepass)';
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!loopback && url.protocol !== 'rediss:') return 'REDIS_URL must be rediss:// (TLS) in production unless Redis is on this machine';
  return undefined;
}

/** A JSON setting given inline (`<NAME>_JSON`) or as a file (`<NAME>_FILE`), validated by `schema`. */
function readJsonSetting<S extends z.ZodType>(
  name: string,
  inline: string | undefined,
  file: string | undefined,
  cwd: string,
  schema: S,
): z.output<S> | undefined {
  if (inline !== undefined && file !== undefined) {
    throw new ConfigError(`Invalid configuration: set ${name}_JSON or ${name}_FILE, not both`);
  }
  let variable = `${name}_JSON`;
  let text = inline;
  if (file !== undefined) {
    variable = `${name}_FILE`;
    const path = resolve(cwd, file);
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigError(`Invalid configuration: ${variable}: cannot read ${path} (${code})`);
    }
  }
  if (text === undefined) return undefined;

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`Invalid configuration: ${variable} is not valid JSON (${(err as Error).message})`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${variable}: ${formatZodError(result.error, name.toLowerCase())}`);
  }
  return result.data;
}

function withOverrides(defaults: RemotesManifest, overrides: Partial<RemotesManifest> | undefined): RemotesManifest {
  const set = Object.entries(overrides ?? {}).filter(([, url]) => url !== undefined);
  return { ...defaults, ...Object.fromEntries(set) };
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
