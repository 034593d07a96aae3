import type { Queue } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import type { EventBus } from './events.ts';
import type { HotKey, ViewerKey } from './hot-gets.ts';
import type { Logger } from './logger.ts';
import type { Mount } from './mount.ts';
import type { FeatureMetric } from './metrics.ts';
import type { Peers } from './peers.ts';
import type { Subscriptions } from './reactions.ts';
import type { IdentifySocket, PugServer, PugSocket, Realtime } from './sockets.ts';

/**
 * The api's settings as the features read them. Empty here: api/src/config.ts, which composes
 * every feature's slice (auth/auth-config.ts, community/community-config.ts…), fills it in with
 * its AppConfig (`declare module`), so the framework names no feature's settings and imports
 * nothing above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by api/src/config.ts
export interface FeatureConfig {}

/** What a feature of the api gets to work with. */
export interface FeatureContext {
  config: FeatureConfig;
  logger: Logger;
  collections: Collections;
  realtime: Realtime;
  io: PugServer;
  /** The event catalogue: features publish what they stored, reactions subscribe (events.ts). */
  events: EventBus;
  /** The other api processes: announce a stored change they keep a copy of, reload theirs (peers.ts). */
  peers: Peers;
  /** The clock (epoch ms); tests may pass their own. */
  now: () => number;
  /**
   * The api's public origin, for the absolute URLs it hands out (sign-in return addresses):
   * PUBLIC_API_ORIGIN, or without it (development, tests) the address the app listens on. Never
   * the request's Host or X-Forwarded-Host.
   */
  publicOrigin: () => string;
}

/**
 * One capability of the api (sign-in, the queue lobby, pugs, servers…), plugged into the app by
 * `createApp`. Everything is optional; a feature declares only what it has.
 */
export interface Feature {
  name: string;
  /** Koa middleware run before every route, in feature order (the session reader, say). */
  middleware?: Middleware[];
  /** Mounts the feature's HTTP routes, each a route of the domain table with its handler (mount.ts). */
  routes?(mount: Mount): void;
  /**
   * GET routes whose anonymous answer may be replayed while the key's values stay the same
   * (framework/hot-gets.ts): path -> what that answer depends on; with `perViewer`, also a signed-in
   * viewer's own answer while what it depends on stays the same.
   */
  replayableGets?: Record<string, HotKey | { key: HotKey; perViewer: ViewerKey }>;
  /** Who is behind a new socket (at most one feature, sign-in, provides it). */
  identifySocket?: IdentifySocket;
  /** Live lobby state for GET /api/queues (the queue feature provides it). */
  queueState?: (queueName: string) => Promise<Queue | undefined> | Queue | undefined;
  /**
   * Whether a signed-in GET /api/queues does something for its viewer now (re-offers a waiting
   * captain their pick, queues/resend-pick.ts); while it does not, their request may be replayed.
   */
  queuesLoadActsForViewer?: () => boolean;
  /**
   * What the feature does when an event is published: event -> { reaction name: reaction }, one
   * block read in one place; the app subscribes it (framework/reactions.ts).
   */
  subscriptions?: Subscriptions;
  /** One line on the event bus for all the feature's reactions (the Discord bot's); default: one per reaction. */
  reactionLine?: string;
  /** Runs for every new socket, after it was identified and joined its rooms. */
  onSocket?(socket: PugSocket): void;
  /** Numbers the feature keeps, exposed on GET /metrics (framework/metrics.ts). */
  metrics?: FeatureMetric[];
  /** Background work (actors, timers, listeners): started after listen, stopped before close. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

/** Builds one feature from the context alone (a feature that needs another's service takes it as an argument). */
export type FeatureFactory = (ctx: FeatureContext) => Feature;

/**
 * Builds every feature of an app, in order, each with what it needs named (api/src/features.ts is
 * the site's): a feature built from another's service gets it as an argument, so a reordering
 * that uses a service before it exists fails to compile.
 */
export type ComposeFeatures = (ctx: FeatureContext) => Feature[];
