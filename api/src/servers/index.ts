/**
 * Game servers: registry, status, assignment + RCON configuration, the UDP log feed,
 * connect credentials, logs.tf. `serversFeature(ctx, options)` builds it; tests pass short timings
 * and a local logs.tf. It hears of pugs through `pug/*` events and tells the pugs feature what the
 * server's log says through `match/*` and `server/*` events (framework/events.ts), nothing else. The
 * service is reachable as `feature.service`.
 */
import type { Feature, FeatureContext } from '../framework/feature.ts';
import { DEFAULT_GAME_SERVER_OPTIONS, GameServers, type GameServerOptions } from './game-servers.ts';
import { assignServerOnPugStart } from './on-pug-started.ts';
import { kickBannedPlayer } from './on-player-banned.ts';
import type { VoiceLinkOf } from './getPugCreds.ts';
import { serverRoutes } from './routes.ts';
import { announceServer } from './server-info.ts';
import { ADMIN_ROOM, ServerLogBook } from './server-log.ts';
import { StatusPoller, type StatusDeps } from './status.ts';

export interface ServersFeatureOptions extends Partial<GameServerOptions> {
  /** A2S timeout per try (default 2000 ms). */
  queryTimeoutMs?: number;
  /** A seated player's voice channel in GET /api/pugCreds (features.ts passes the community feature's). */
  voiceLink?: VoiceLinkOf | undefined;
}

export interface ServersFeature extends Feature {
  service: GameServers;
  poller: StatusPoller;
}

export function serversFeature(ctx: FeatureContext, options: ServersFeatureOptions = {}): ServersFeature {
  const { config, collections, logger, realtime, io, now, events } = ctx;
  const logBook = new ServerLogBook(collections, io, now);
  const regions = new Map(config.queues.map((q) => [q.name, q.region]));
  const service = new GameServers(
    {
      collections,
      logger,
      realtime,
      events,
      logBook,
      now,
      logHost: config.servers.logHost,
      logPort: config.servers.logPort,
      bindHost: config.host,
      regionOf: (queueName) => regions.get(queueName) ?? config.queues[0]?.region ?? 'na',
      adminSteamids: config.auth.adminSteamids,
      serveme: config.servers.serveme,
      announceServer: (doc) => announceServer(io, collections, doc, config.servers.serverInfo),
    },
    {
      ...DEFAULT_GAME_SERVER_OPTIONS,
      logsTfApiKey: config.servers.logsTfApiKey,
      logsTfUrl: config.servers.logsTfUrl,
      noServerWaitMs: config.servers.noServerWaitMs,
      liveSilenceMs: config.servers.liveSilenceMs,
      liveMaxMs: config.servers.liveMaxMs,
      joinDeadlineMs: config.servers.joinDeadlineMs,
      leaveGraceMs: config.servers.leaveGraceMs,
      ...options,
    },
  );
  const status: StatusDeps = { collections, logBook, emitServer: (id) => service.emitServer(id), queryTimeoutMs: options.queryTimeoutMs ?? 2000 };
  const poller = new StatusPoller(
    status,
    config.servers.pollMs,
    async () => {
      await service.assignWaiting();
      await service.watchLivePugs();
    },
    (err) => logger.error({ err }, 'server status poll failed'),
  );

  const feature: ServersFeature = {
    name: 'servers',
    service,
    poller,
    subscriptions: {
      'pug/started': { 'servers/on-pug-started': assignServerOnPugStart(ctx, service) },
      // The pug's server is reset and freed (one of the two, once per pug; one line for both).
      'pug/completed': { 'servers/GameServers.release': ({ pug }) => service.release(pug._id) },
      'pug/ended': { 'servers/GameServers.release': ({ pug }) => service.release(pug._id) },
      // The server gets a new password (the player who left knew the old one).
      'pug/subAccepted': { 'servers/GameServers.rotatePassword': ({ pug }) => service.rotatePassword(pug._id) },
      'player/banned': { 'servers/on-player-banned': kickBannedPlayer(collections, service) },
    },
    routes: (mount) =>
      serverRoutes(mount, {
        collections,
        service,
        status,
        now,
        voiceLink: options.voiceLink,
        serverInfo: config.servers.serverInfo,
        joinDeadlineMs: options.joinDeadlineMs ?? config.servers.joinDeadlineMs,
      }),
    onSocket: (socket) => {
      if ((socket.data as { isAdmin?: boolean }).isAdmin) void socket.join(ADMIN_ROOM);
    },
    start: async () => {
      await service.start();
      poller.start();
    },
    stop: async () => {
      await poller.stop();
      await service.stop();
    },
  };
  return feature;
}
