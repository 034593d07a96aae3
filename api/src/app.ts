import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import Koa from 'koa';
import type { AppConfig } from './config.ts';
import { apiCors } from './framework/cors.ts';
import { apiNotFound, errorMiddleware } from './framework/errors.ts';
import { createEventBus, type EventBus } from './framework/events.ts';
import type { ComposeFeatures, Feature } from './framework/feature.ts';
import { createHotGets } from './framework/hot-gets.ts';
import { healthRoutes, type DbSeam } from './framework/health.ts';
import { createSiteMetrics } from './framework/metrics.ts';
import { createMounting } from './framework/mount.ts';
import { createPeers } from './framework/peers.ts';
import { subscribeReactions } from './framework/reactions.ts';
import { enforceHeadersDeadline, httpServerOptions, type HttpTimeouts } from './framework/http-limits.ts';
import { requestLogger, type Logger } from './framework/logger.ts';
import { securityHeaders } from './framework/security-headers.ts';
import type { RedisFanOut } from './framework/redis-adapter.ts';
import { createSockets, type IdentifySocket, type PugServer, type PugSocket, type Realtime } from './framework/sockets.ts';
import type { Collections } from './db/index.ts';
import { queueRoutes, type QueueStateSource } from './queues/index.ts';
import { remotesRoutes, serveStatic } from './static/index.ts';

const JSON_BODY_LIMIT = '100kb';

export interface AppDeps {
  config: AppConfig;
  db?: DbSeam;
  /** The app's collections: the features (everything that reads or writes data) need them. */
  collections?: Collections;
  logger: Logger;
  /** Sign-in hook: who is behind a new socket (joins `user:<steamid>`). */
  identifySocket?: IdentifySocket;
  /** Live lobby state for GET /api/queues (the core-loop issue provides it). */
  queueState?: QueueStateSource;
  /** Builds the api's capabilities (sign-in, lobby, pugs, …; features.ts); they need `collections`. */
  features?: ComposeFeatures;
  /** The clock for features (default Date.now). */
  now?: () => number;
  /** HTTP server timeouts (default framework/http-limits.ts; tests shorten them). */
  httpTimeouts?: Partial<HttpTimeouts>;
}

export interface PugApp {
  app: Koa;
  server: HttpServer;
  io: PugServer;
  realtime: Realtime;
  /** Registers a handler for every new socket (realtime commands of later issues). */
  onSocket(handler: (socket: PugSocket) => void): void;
  /** Listens on `port` (default: config.port; 0 = any free port) on config.host. */
  listen(port?: number): Promise<{ url: string; port: number }>;
  /** Stops accepting connections, stops the features' background work, then closes sockets and HTTP. */
  close(): Promise<void>;
  /** The features, in order (tests reach into them). */
  features: Feature[];
  /** The event catalogue the features publish on and react to. */
  events: EventBus;
}

/** Builds the Koa app, its HTTP server and Socket.IO, without listening. */
export function createApp(deps: AppDeps): PugApp {
  const { config, logger } = deps;
  const allowedOrigins = [...config.siteOrigins, ...(config.publicApiOrigin ? [config.publicApiOrigin] : [])];

  const app = new Koa();
  app.proxy = config.trustProxy;
  // Behind the proxy the client is the last X-Forwarded-For entry (the one the proxy appended), never one it was sent.
  app.maxIpsCount = 1;
  // Errors the middleware cannot catch (a stream failing mid-response) are logged, not printed.
  app.on('error', (err: unknown) => logger.error({ err }, 'response error'));

  const router = new Router();
  const { mount, appFetchOnly } = createMounting(router, { siteOrigins: allowedOrigins });
  // Koa composes its middleware when callback() is called: do that once everything is mounted.
  // eslint-disable-next-line prefer-const -- assigned below, once every route is mounted; read by the server before that
  let handle: ReturnType<Koa['callback']> | undefined;
  const hot = createHotGets({ logger, trustProxy: app.proxy, observe: (...answer) => metrics.observe(...answer) });
  const httpTimeouts: Partial<HttpTimeouts> = { keepAliveTimeoutMs: config.httpKeepAliveMs, ...deps.httpTimeouts };
  const server = createServer(
    httpServerOptions(httpTimeouts),
    hot.listener((req, res) => void handle?.(req, res)),
  );
  enforceHeadersDeadline(server, httpTimeouts);
  let identify: IdentifySocket | undefined = deps.identifySocket;
  const sockets = createSockets({
    server,
    logger,
    allowedOrigins,
    identify: (socket) => (identify ? identify(socket) : null),
    redisUrl: config.redisUrl,
    trustProxy: app.proxy,
    maxSocketsPerAddress: config.socketsPerAddress,
    now: deps.now ?? Date.now,
  });

  // Configured, or (development, tests) the address this app listens on, known once it does.
  let listeningAt = `http://${shownHost(config.host)}:${config.port}`;
  const publicOrigin = () => config.publicApiOrigin ?? listeningAt;
  const events = createEventBus(logger);
  const peers = createPeers(logger);
  const features =
    deps.collections && deps.features
      ? deps.features({
          config,
          logger,
          collections: deps.collections,
          realtime: sockets.realtime,
          io: sockets.io,
          events,
          peers,
          now: deps.now ?? Date.now,
          publicOrigin,
        })
      : [];
  subscribeReactions(events, features);
  for (const feature of features) {
    if (feature.identifySocket) identify = feature.identifySocket;
    if (feature.onSocket) sockets.onConnection(feature.onSocket);
  }

  let redis: RedisFanOut | undefined;
  healthRoutes(mount, { version: config.version, logger, redisReady: () => redis?.isReady(), ...(deps.db ? { db: deps.db } : {}) });
  const queueState = deps.queueState ?? features.find((f) => f.queueState)?.queueState;
  const metrics = createSiteMetrics({
    token: config.metricsToken,
    sources: {
      sockets: () => sockets.io.engine.clientsCount,
      queueSizes: async () => {
        const sizes: Record<string, number> = {};
        for (const { name } of config.queues) {
          const queue = await queueState?.(name);
          if (queue) sizes[name] = Object.keys(queue._queuePlayers).length;
        }
        return sizes;
      },
      pugsByPhase: async () => {
        if (!deps.collections) return {};
        const groups = await deps.collections.pugs.aggregate<{ _id: string; count: number }>([{ $group: { _id: '$phase', count: { $sum: 1 } } }]).toArray();
        return Object.fromEntries(groups.map((g) => [g._id, g.count]));
      },
      storeFiles: () => deps.db?.storeFiles?.(),
      features: features.flatMap((f) => f.metrics ?? []),
    },
  });
  metrics.routes(mount);
  const loadActsForViewer = features.find((f) => f.queuesLoadActsForViewer)?.queuesLoadActsForViewer;
  queueRoutes(mount, { queues: config.queues, ...(queueState ? { stateOf: queueState } : {}), ...(loadActsForViewer ? { loadActsForViewer } : {}) }, hot);
  remotesRoutes(mount, { remotes: config.remotes }, hot);
  for (const feature of features) {
    feature.routes?.(mount);
    for (const [path, key] of Object.entries(feature.replayableGets ?? {})) {
      if (typeof key === 'function') hot.add(path, key);
      else hot.add(path, key.key, { perViewer: key.perViewer });
    }
  }

  app.use(
    securityHeaders({
      remoteManifests: Object.values(config.remotes),
      publicApiOrigin: config.publicApiOrigin,
      production: config.nodeEnv === 'production',
    }),
  );
  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  app.use(errorMiddleware(logger));
  app.use(apiCors(allowedOrigins));
  app.use(appFetchOnly);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT, encoding: 'utf-8' }));
  for (const feature of features) for (const middleware of feature.middleware ?? []) app.use(middleware);
  app.use(apiNotFound());
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(serveStatic({ root: config.staticRoot }));
  handle = app.callback();

  return {
    app,
    server,
    io: sockets.io,
    realtime: sockets.realtime,
    onSocket: sockets.onConnection,
    features,
    events,
    listen: async (port = config.port) => {
      // Redis first (when configured): features may broadcast and announce as soon as they start.
      redis = await sockets.start();
      try {
        if (redis) await peers.connect(redis);
        for (const feature of features) await feature.start?.();
        const listening = await listen(server, port, config.host);
        listeningAt = listening.url;
        return listening;
      } catch (err) {
        await sockets.close().catch(() => {});
        throw err;
      }
    },
    close: async () => {
      // Stop accepting first: a proxy sends new requests and socket reconnections to the other
      // processes at once, while this one finishes what it has (a rolling restart drops nobody).
      const drained = stopAccepting(server);
      for (const feature of [...features].reverse()) await feature.stop?.();
      await sockets.close();
      await drained;
    },
  };
}

/**
 * Closes the listening socket; resolves once every open connection has ended. Keep-alive
 * connections (a proxy's pool) are closed as soon as their last response is sent.
 */
function stopAccepting(server: HttpServer): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
  });
}

function listen(server: HttpServer, port: number, host: string): Promise<{ url: string; port: number }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const actual = (server.address() as AddressInfo).port;
      resolve({ url: `http://${shownHost(host)}:${actual}`, port: actual });
    });
  });
}

/** The listening host as a URL shows it (every interface: localhost). */
function shownHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}
